import * as E from 'fp-ts/Either';
import { absurd } from 'fp-ts/function';
import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { abSelectionReducer, initialAbSelection, selectionToSubmit, type AbSelectionState } from '../../core/preview/ab-selection.reducer';
import type { AppliedPreview, ApplyPreviewSettings } from '../../core/preview/apply-preview-settings.use-case';
import type { LoadAbTests } from '../../core/preview/load-ab-tests.use-case';
import {
  isPreviewDate,
  isPreviewTime,
  previewFields,
  validatePreviewField,
  validatePreviewFields,
  type PreviewFieldErrors,
  type PreviewFields,
} from '../../core/preview/preview-date-time';
import { appliedSummary, noticeForApply, type PreviewNotice } from '../../core/preview/preview-notice';
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
  /** After a success: what is in force now (simulated time and A/B override), else null. */
  readonly appliedDetails: string | null;
  /** Inline errors of the date and time fields (on blur and on submit; a field's error clears when it gets focus). */
  readonly fieldErrors: PreviewFieldErrors;
  readonly applying: boolean;
  changeField(name: keyof PreviewFields, value: string): void;
  focusField(name: keyof PreviewFields): void;
  blurField(name: keyof PreviewFields): void;
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
    previewFields(timeZone, session.dateTime ? Date.parse(session.dateTime) : clock.now()),
  );
  const [ab, dispatch] = useReducer(abSelectionReducer, session.selection, initialAbSelection);
  const [applyNotice, setApplyNotice] = useState<PreviewNotice | null>(null);
  const [applied, setApplied] = useState<AppliedPreview | null>(null);
  const [fieldErrors, setFieldErrors] = useState<PreviewFieldErrors>({});
  const [applying, setApplying] = useState(false);
  const lastRequest = useRef(0);

  const fetchTests = useCallback(
    (at: PreviewFields, request: number) => {
      void loadTests(at)().then((result) => {
        if (E.isRight(result)) {
          dispatch({ type: 'TESTS_LOADED', request, tests: result.right });
          return;
        }
        switch (result.left.kind) {
          case 'CALL_FAILED':
            dispatch({ type: 'TESTS_FAILED', request });
            return;
          default:
            absurd(result.left.kind);
        }
      });
    },
    [loadTests],
  );

  // The first list, for the prefilled date; it keeps the session's override (request 0).
  const initialFields = useRef(fields);
  useEffect(() => {
    fetchTests(initialFields.current, 0);
  }, [fetchTests]);

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
    // Any later outcome replaces what an earlier submit reported (an old success must not stand beside a failure).
    setApplied(null);
    const errors = validatePreviewFields(fields);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) {
      setApplyNotice('INVALID_FIELDS');
      return;
    }
    const selection = selectionToSubmit(ab);
    if (E.isLeft(selection)) {
      setApplyNotice('GROUP_MISSING');
      return;
    }
    setApplying(true);
    setApplyNotice('APPLYING');
    void apply({ ...fields, selection })().then((result) => {
      setApplying(false);
      setApplyNotice(noticeForApply(result));
      if (E.isRight(result)) {
        setApplied(result.right);
        onApplied({ dateTime: result.right.dateTime, selection: result.right.selection });
      }
    });
  };

  const focusField = (name: keyof PreviewFields) => setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
  const blurField = (name: keyof PreviewFields) => {
    const error = validatePreviewField(name, fields);
    setFieldErrors((current) => {
      const { [name]: _old, ...rest } = current;
      return error ? { ...rest, [name]: error } : rest;
    });
  };

  return {
    fields,
    ab,
    applyNotice,
    applying,
    changeField,
    submit,
    fieldErrors,
    focusField,
    blurField,
    appliedDetails: applied ? appliedSummary(applied, timeZone) : null,
    chooseTest: (value) => {
      dispatch({ type: 'TEST_CHOSEN', value });
      clearGroupMissing();
    },
    chooseGroup: (value) => {
      dispatch({ type: 'GROUP_CHOSEN', value });
      clearGroupMissing();
    },
  };
};
