import * as E from 'fp-ts/Either';
import { unreachable } from '../shared/unreachable';
import { listenerSet, type Controller } from '../shared/controller';
import {
  abSelectionReducer,
  initialAbSelection,
  selectionToSubmit,
  type AbSelectionEvent,
  type AbSelectionState,
} from './ab-selection.reducer';
import type { AppliedPreview, ApplyPreviewSettings } from './apply-preview-settings.use-case';
import type { LoadAbTests } from './load-ab-tests.use-case';
import {
  isPreviewDate,
  isPreviewTime,
  validatePreviewField,
  validatePreviewFields,
  type PreviewFieldErrors,
  type PreviewFields,
} from './preview-date-time';
import { noticeForApply, type PreviewNotice } from './preview-notice';
import type { StaffSession } from './preview-state';

/** The preview settings form (spec 6): date and time, the A/B selection, and what applying came to. */
export interface PreviewSettingsSnapshot {
  readonly fields: PreviewFields;
  readonly ab: AbSelectionState;
  /** The status box's message after submitting, or null. */
  readonly applyNotice: PreviewNotice | null;
  /** After a success: what is in force now. */
  readonly applied: AppliedPreview | null;
  /** Inline errors of the date and time fields (on blur and on submit; a field's error clears when it gets focus). */
  readonly fieldErrors: PreviewFieldErrors;
  readonly applying: boolean;
}

/** The form's commands; loading the tests and applying run their use cases and feed the answers back. */
export interface PreviewSettings extends Controller<PreviewSettingsSnapshot, AbSelectionEvent> {
  /** Loads the tests for the prefilled date (keeping the session's override). */
  start(): Promise<void>;
  changeField(name: keyof PreviewFields, value: string): Promise<void>;
  focusField(name: keyof PreviewFields): void;
  blurField(name: keyof PreviewFields): void;
  chooseTest(value: string): void;
  chooseGroup(value: string): void;
  /** Applies the settings; resolves once the answer is in the snapshot. */
  submit(): Promise<void>;
}

/** What the form needs. */
export interface PreviewSettingsDeps {
  readonly loadTests: LoadAbTests;
  readonly apply: ApplyPreviewSettings;
  /** Called with the new session after settings were applied. */
  readonly onApplied?: (session: StaffSession) => void;
}

/**
 * The staff preview settings as a controller: fields prefilled from the session (or now), the A/B selection machine,
 * test reloads on every complete date or time change (an older answer never overwrites a newer one), applying
 * through the token use case. The staff panel's hook binds it.
 */
export const createPreviewSettings = (deps: PreviewSettingsDeps, session: StaffSession, fields: PreviewFields): PreviewSettings => {
  let snapshot: PreviewSettingsSnapshot = {
    fields,
    ab: initialAbSelection(session.selection),
    applyNotice: null,
    applied: null,
    fieldErrors: {},
    applying: false,
  };
  let lastRequest = 0;
  const { subscribe, notify } = listenerSet();
  const update = (change: (state: PreviewSettingsSnapshot) => PreviewSettingsSnapshot) => {
    const next = change(snapshot);
    if (next === snapshot) return;
    snapshot = next;
    notify();
  };
  const send = (event: AbSelectionEvent) => update((state) => ({ ...state, ab: abSelectionReducer(state.ab, event) }));
  const fetchTests = async (at: PreviewFields, request: number): Promise<void> => {
    const result = await deps.loadTests(at)();
    if (E.isRight(result)) {
      send({ type: 'TESTS_LOADED', request, tests: result.right });
      return;
    }
    switch (result.left.kind) {
      case 'CALL_FAILED':
        send({ type: 'TESTS_FAILED', request });
        return;
      default:
        unreachable(result.left.kind);
    }
  };
  const clearGroupMissing = () => update((state) => (state.applyNotice === 'GROUP_MISSING' ? { ...state, applyNotice: null } : state));
  // An apply's answer speaks of the settings that were sent: once the form says otherwise, it is taken back.
  const clearApplied = () =>
    update((state) =>
      state.applyNotice === 'APPLIED' || state.applyNotice === 'APPLIED_CURRENT_TIME' ? { ...state, applyNotice: null } : state,
    );
  return {
    getSnapshot: () => snapshot,
    subscribe,
    send,
    start: () => fetchTests(snapshot.fields, 0),
    changeField: async (name, value) => {
      const before = snapshot.fields;
      const next = { ...before, [name]: value };
      update((state) => ({ ...state, fields: next }));
      if (value !== before[name]) clearApplied();
      // Half-typed values ask nothing; each complete date and time reloads the list and resets the group.
      if (!isPreviewDate(next.date) || !isPreviewTime(next.time) || (next.date === before.date && next.time === before.time)) return;
      lastRequest += 1;
      send({ type: 'DATE_CHANGED', request: lastRequest });
      await fetchTests(next, lastRequest);
    },
    focusField: (name) =>
      update((state) => {
        const { [name]: _cleared, ...rest } = state.fieldErrors;
        return { ...state, fieldErrors: rest };
      }),
    blurField: (name) =>
      update((state) => {
        const error = validatePreviewField(name, state.fields);
        const { [name]: _old, ...rest } = state.fieldErrors;
        return { ...state, fieldErrors: error ? { ...rest, [name]: error } : rest };
      }),
    chooseTest: (value) => {
      send({ type: 'TEST_CHOSEN', value });
      clearGroupMissing();
      clearApplied();
    },
    chooseGroup: (value) => {
      send({ type: 'GROUP_CHOSEN', value });
      clearGroupMissing();
      clearApplied();
    },
    submit: async () => {
      if (snapshot.applying) return;
      // Any later outcome replaces what an earlier submit reported (an old success must not stand beside a failure).
      const errors = validatePreviewFields(snapshot.fields);
      if (Object.keys(errors).length > 0) {
        update((state) => ({ ...state, applied: null, fieldErrors: errors, applyNotice: 'INVALID_FIELDS' }));
        return;
      }
      const selection = selectionToSubmit(snapshot.ab);
      if (E.isLeft(selection)) {
        update((state) => ({ ...state, applied: null, fieldErrors: errors, applyNotice: 'GROUP_MISSING' }));
        return;
      }
      update((state) => ({ ...state, applied: null, fieldErrors: errors, applying: true, applyNotice: 'APPLYING' }));
      const result = await deps.apply({ ...snapshot.fields, selection })();
      update((state) => ({
        ...state,
        applying: false,
        applyNotice: noticeForApply(result),
        applied: E.isRight(result) ? result.right : null,
      }));
      if (E.isRight(result)) deps.onApplied?.({ dateTime: result.right.dateTime, selection: result.right.selection });
    },
  };
};
