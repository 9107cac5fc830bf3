import { useEffect, useState, type FormEvent } from 'react';
import type { AbSelectionState } from '../../core/preview/ab-selection.reducer';
import { previewFields, type PreviewFieldErrors, type PreviewFields } from '../../core/preview/preview-date-time';
import { appliedSummary, type PreviewNotice } from '../../core/preview/preview-notice';
import { createPreviewSettings } from '../../core/preview/preview-settings.controller';
import type { StaffSession } from '../../core/preview/preview-state';
import { PREVIEW_TOKENS } from '../../core/preview/preview.tokens';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';
import { useController } from '../app/use-controller';

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
 * The preview settings form bound to its core controller (core/preview/preview-settings.controller.ts): fields
 * prefilled from the session (or now, in the browser's time zone), tests loaded at once.
 */
export const usePreviewSettings = (session: StaffSession, onApplied: (session: StaffSession) => void): PreviewSettingsView => {
  const loadTests = useInjection(PREVIEW_TOKENS.loadAbTests);
  const apply = useInjection(PREVIEW_TOKENS.applyPreviewSettings);
  const timeZone = useInjection(PREVIEW_TOKENS.timeZone);
  const clock = useInjection(SHARED_TOKENS.clock);
  const [controller] = useState(() =>
    createPreviewSettings(
      { loadTests, apply },
      session,
      previewFields(timeZone, session.dateTime ? Date.parse(session.dateTime) : clock.now()),
    ),
  );
  const snapshot = useController(controller);
  useEffect(() => {
    void controller.start();
  }, [controller]);
  // Each success is a new `applied` object: the panel hears of the session now in force.
  useEffect(() => {
    if (snapshot.applied) onApplied({ dateTime: snapshot.applied.dateTime, selection: snapshot.applied.selection });
    // onApplied is the panel's callback; only a new success is news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot.applied]);
  return {
    fields: snapshot.fields,
    ab: snapshot.ab,
    applyNotice: snapshot.applyNotice,
    applying: snapshot.applying,
    fieldErrors: snapshot.fieldErrors,
    appliedDetails: snapshot.applied ? appliedSummary(snapshot.applied, timeZone) : null,
    changeField: (name, value) => void controller.changeField(name, value),
    focusField: controller.focusField,
    blurField: controller.blurField,
    chooseTest: controller.chooseTest,
    chooseGroup: controller.chooseGroup,
    submit: (event) => {
      event.preventDefault();
      void controller.submit();
    },
  };
};
