import * as E from 'fp-ts/Either';
import { reducerStore, type Controller } from '../shared/controller';
import { unreachable } from '../shared/unreachable';
import { campaignOn, type Campaign } from './campaign-calendar';
import type { KeepStaffSessionAlive } from './keep-staff-session-alive.use-case';
import type { LoadAssignments } from './load-assignments.use-case';
import type { LogOutStaff } from './log-out-staff.use-case';
import { previewFields, type PreviewFields } from './preview-date-time';
import type { AbAssignment, StaffSession } from './preview-state';
import type { TimeZone } from './time-zone.port';

/** The staff preview panel: the session in force, the settings modal, the logout, and the bar's A/B assignments. */
export interface StaffPreviewSnapshot {
  /** The session in force: the one checkauth confirmed, then each one the settings applied. */
  readonly session: StaffSession;
  readonly settingsOpen: boolean;
  /** Logout is on its way (its button is busy; a second press does nothing). */
  readonly leaving: boolean;
  readonly signedOut: boolean;
  /** getassignment's answer for the session in force (empty when it failed); null until it arrives. */
  readonly assignments: readonly AbAssignment[] | null;
}

/** What happens to the panel. */
export type StaffPreviewEvent =
  | { readonly type: 'SETTINGS_OPENED' }
  | { readonly type: 'SETTINGS_CLOSED' }
  | { readonly type: 'APPLIED'; readonly session: StaffSession }
  | { readonly type: 'ASSIGNMENTS_LOADED'; readonly session: StaffSession; readonly assignments: readonly AbAssignment[] }
  | { readonly type: 'LOGOUT_STARTED' }
  | { readonly type: 'SIGNED_OUT' };

/**
 * The panel's state machine: assignments belong to the session they were loaded for (a new session shows "loading"
 * until its own arrive); a second logout while one is on its way is ignored; signing out closes the modal.
 */
export const staffPreviewReducer = (state: StaffPreviewSnapshot, event: StaffPreviewEvent): StaffPreviewSnapshot => {
  switch (event.type) {
    case 'SETTINGS_OPENED':
      return state.settingsOpen ? state : { ...state, settingsOpen: true };
    case 'SETTINGS_CLOSED':
      return state.settingsOpen ? { ...state, settingsOpen: false } : state;
    case 'APPLIED':
      return { ...state, session: event.session, assignments: null };
    case 'ASSIGNMENTS_LOADED':
      return event.session === state.session ? { ...state, assignments: event.assignments } : state;
    case 'LOGOUT_STARTED':
      return state.leaving ? state : { ...state, leaving: true };
    case 'SIGNED_OUT':
      return { ...state, leaving: false, settingsOpen: false, signedOut: true };
  }
};

/** The panel's commands. */
export interface StaffPreview extends Controller<StaffPreviewSnapshot, StaffPreviewEvent> {
  /** Renews the staff session now and every 5 minutes (the scheduler port) and loads the bar's assignments. */
  start(): void;
  /** Stops the renewal (the panel went away). */
  stop(): void;
  openSettings(): void;
  closeSettings(): void;
  /** The settings form applied a session: it is in force now, and the bar loads its assignments. */
  applied(session: StaffSession): void;
  /** Logs out (one at a time); whatever the service answered, the renewal stops and the panel goes (`onSignedOut`). */
  logOut(): Promise<void>;
}

/** What the panel needs: the renewal, logout and getassignment use cases, and whom to tell it signed out. */
export interface StaffPreviewDeps {
  readonly keepAlive: KeepStaffSessionAlive;
  readonly logOut: LogOutStaff;
  readonly loadAssignments: LoadAssignments;
  readonly onSignedOut: () => void;
}

/**
 * The staff preview panel (spec 2.4, 6, 7.3), loaded only behind the gate (core/preview/preview-gate.controller.ts):
 * the settings modal with Logout in its footer, the session renewal while the panel is shown, and the staff bar's
 * A/B assignments. The settings form itself is core/preview/preview-settings.controller.ts.
 */
export const createStaffPreview = (deps: StaffPreviewDeps, confirmed: StaffSession): StaffPreview => {
  const store = reducerStore<StaffPreviewSnapshot, StaffPreviewEvent>(
    { session: confirmed, settingsOpen: false, leaving: false, signedOut: false, assignments: null },
    staffPreviewReducer,
  );
  let stopRenewal: (() => void) | undefined;
  const stop = (): void => {
    stopRenewal?.();
    stopRenewal = undefined;
  };
  const loadAssignments = async (session: StaffSession): Promise<void> => {
    const result = await deps.loadAssignments()();
    const assignments = E.isRight(result)
      ? result.right
      : (() => {
          switch (result.left.kind) {
            // The bar then shows the group the session chose.
            case 'CALL_FAILED':
              return [];
            default:
              return unreachable(result.left.kind);
          }
        })();
    store.send({ type: 'ASSIGNMENTS_LOADED', session, assignments });
  };
  return {
    ...store,
    start: () => {
      if (store.getSnapshot().signedOut) return;
      stopRenewal ??= deps.keepAlive();
      void loadAssignments(store.getSnapshot().session);
    },
    stop,
    openSettings: () => store.send({ type: 'SETTINGS_OPENED' }),
    closeSettings: () => store.send({ type: 'SETTINGS_CLOSED' }),
    applied: (session) => {
      store.send({ type: 'APPLIED', session });
      void loadAssignments(session);
    },
    logOut: async () => {
      const { leaving, signedOut } = store.getSnapshot();
      if (leaving || signedOut) return;
      store.send({ type: 'LOGOUT_STARTED' });
      await deps.logOut()();
      stop();
      store.send({ type: 'SIGNED_OUT' });
      deps.onSignedOut();
    },
  };
};

/** What the staff bar says, before copy: the simulated date and time (null: live), the A/B override in force, the campaign. */
export interface StaffBarFacts {
  readonly simulated: PreviewFields | null;
  /** The override's test and the group getassignment reports for it (the session's own group until it answers). */
  readonly override: { readonly testName: string; readonly groupName: string } | null;
  /** The campaign the simulated date (or today) shows. */
  readonly campaign: Campaign;
}

/** The staff bar's facts for the session in force, in the staff member's time zone, at `nowMs` when no date is simulated. */
export const staffBarFacts = (
  snapshot: Pick<StaffPreviewSnapshot, 'session' | 'assignments'>,
  timeZone: TimeZone,
  nowMs: number,
): StaffBarFacts => {
  const { session, assignments } = snapshot;
  const simulated = session.dateTime ? previewFields(timeZone, Date.parse(session.dateTime)) : null;
  const today = simulated ?? previewFields(timeZone, nowMs);
  const { testName } = session.selection;
  const groupName = assignments?.find((assignment) => assignment.testName === testName)?.groupName ?? session.selection.groupName;
  return { simulated, override: testName ? { testName, groupName } : null, campaign: campaignOn(today.date) };
};
