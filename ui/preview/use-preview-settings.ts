import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { abSelectionReducer, initialAbSelection, selectionToSubmit, type AbSelectionState } from '../../core/preview/ab-selection.reducer';
import type { ApplyPreviewSettings } from '../../core/preview/apply-preview-settings.use-case';
import type { LoadAbTests } from '../../core/preview/load-ab-tests.use-case';
import { isPreviewDate, isPreviewTime, previewFields, type PreviewFields } from '../../core/preview/preview-date-time';
import { noticeForApply, type PreviewNotice } from '../../core/preview/preview-notice';
import type { StaffSession } from '../../core/preview/preview-state';
import { PREVIEW_TOKENS } from '../../core/preview/preview.tokens';
import type { TimeZone } from '../../core/preview/time-zone.port';
import type { Clock } from '../../core/shared/clock.port';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';

/** What the preview settings form shows and does. */
export interface PreviewSettingsView {
  readonly fields: PreviewFields;
  readonly ab: AbSelectionState;
  /** The status box's message after submitting, or null. */
  readonly applyNotice: PreviewNotice | null;
  readonly applying: boolean;
  changeField(name: keyof PreviewFields, value: string): void;
  chooseTest(value: string): void;
  chooseGroup(value: string): void;
  submit(event: FormEvent<HTMLFormElement>): void;
}

/**
 * State and behaviour of the preview settings form: fields prefilled from the session (or now), the A/B selection
 * machine of core, test reloads on every complete date or time change, and applying through the token use case.
 */
export const usePreviewSettings = (session: StaffSession, onApplied: (session: StaffSession) => void): PreviewSettingsView => {
  const loadTests = useInjection<LoadAbTests>(PREVIEW_TOKENS.loadAbTests);
  const apply = useInjection<ApplyPreviewSettings>(PREVIEW_TOKENS.applyPreviewSettings);
  const timeZone = useInjection<TimeZone>(PREVIEW_TOKENS.timeZone);
  const clock = useInjection<Clock>(SHARED_TOKENS.clock);
  const [fields, setFields] = useState<PreviewFields>(() =>
    previewFields(timeZone, session.dateTime ? Date.parse(session.dateTime) : clock.now()));
  const [ab, dispatch] = useReducer(abSelectionReducer, session.selection, initialAbSelection);
  const [applyNotice, setApplyNotice] = useState<PreviewNotice | null>(null);
  const [applying, setApplying] = useState(false);
  const lastRequest = useRef(0);

  const fetchTests = useCallback((at: PreviewFields, request: number) => {
    void loadTests(at)().then((result) => dispatch(E.isRight(result)
      ? { type: 'TESTS_LOADED', request, tests: result.right }
      : { type: 'TESTS_FAILED', request }));
  }, [loadTests]);

  // The first list, for the prefilled date; it keeps the session's override (request 0).
  const initialFields = useRef(fields);
  useEffect(() => { fetchTests(initialFields.current, 0); }, [fetchTests]);

  const changeField = (name: keyof PreviewFields, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    // Half-typed values ask nothing; each complete date and time reloads the list and resets the group.
    if (!isPreviewDate(next.date) || !isPreviewTime(next.time) || (next.date === fields.date && next.time === fields.time)) return;
    lastRequest.current += 1;
    dispatch({ type: 'DATE_CHANGED', request: lastRequest.current });
    fetchTests(next, lastRequest.current);
  };

  const clearGroupMissing = () => setApplyNotice((notice) => (notice === 'GROUP_MISSING' ? null : notice));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (applying) return;
    const selection = selectionToSubmit(ab);
    if (E.isLeft(selection)) { setApplyNotice('GROUP_MISSING'); return; }
    setApplying(true);
    setApplyNotice('APPLYING');
    void apply({ ...fields, selection })().then((result) => {
      setApplying(false);
      setApplyNotice(noticeForApply(result));
      if (E.isRight(result)) onApplied(result.right);
    });
  };

  return {
    fields, ab, applyNotice, applying, changeField, submit,
    chooseTest: (value) => { dispatch({ type: 'TEST_CHOSEN', value }); clearGroupMissing(); },
    chooseGroup: (value) => { dispatch({ type: 'GROUP_CHOSEN', value }); clearGroupMissing(); },
  };
};
