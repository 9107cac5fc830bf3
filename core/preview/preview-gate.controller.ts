import * as E from 'fp-ts/Either';
import { reducerStore, type Controller } from '../shared/controller';
import type { Logger } from '../shared/logger.port';
import { unreachable } from '../shared/unreachable';
import type { CheckStaffSession } from './check-staff-session.use-case';
import type { StaffSession } from './preview-state';

/**
 * Where the staff preview's gate stands: asking, nothing to show (a shopper, an unconfirmed cookie, a failed call or
 * panel download), the panel shown for a confirmed session, or signed out (the panel and its modal went, focus goes to
 * the main content). `Panel` is whatever the loader hands over (in the browser, the panel chunk's component).
 */
export type PreviewGateSnapshot<Panel> =
  | { readonly phase: 'CHECKING' }
  | { readonly phase: 'HIDDEN' }
  | { readonly phase: 'SHOWN'; readonly panel: Panel; readonly session: StaffSession }
  /** `focus`: the main content takes the keyboard once the panel is gone; null once the view moved it. */
  | { readonly phase: 'SIGNED_OUT'; readonly focus: 'MAIN_CONTENT' | null };

/** What happens to the gate. */
export type PreviewGateEvent<Panel> =
  | { readonly type: 'NOT_OFFERED' }
  | { readonly type: 'CONFIRMED'; readonly panel: Panel; readonly session: StaffSession }
  | { readonly type: 'SIGNED_OUT' }
  | { readonly type: 'FOCUS_MOVED' };

/** The gate's state machine: only a shown panel signs out; focus moves once. */
export const previewGateReducer = <Panel>(
  state: PreviewGateSnapshot<Panel>,
  event: PreviewGateEvent<Panel>,
): PreviewGateSnapshot<Panel> => {
  switch (event.type) {
    case 'NOT_OFFERED':
      return state.phase === 'CHECKING' ? { phase: 'HIDDEN' } : state;
    case 'CONFIRMED':
      return state.phase === 'CHECKING' ? { phase: 'SHOWN', panel: event.panel, session: event.session } : state;
    case 'SIGNED_OUT':
      return state.phase === 'SHOWN' ? { phase: 'SIGNED_OUT', focus: 'MAIN_CONTENT' } : state;
    case 'FOCUS_MOVED':
      return state.phase === 'SIGNED_OUT' && state.focus !== null ? { phase: 'SIGNED_OUT', focus: null } : state;
  }
};

/** The gate's commands. */
export interface PreviewGate<Panel> extends Controller<PreviewGateSnapshot<Panel>, PreviewGateEvent<Panel>> {
  /**
   * Asks checkauth (only in preview mode with a staff cookie: the use case decides) and, only on status SUCCESS,
   * loads the panel. Resolves once the answer is in the snapshot. Answers that arrive after `stop` are ignored.
   */
  start(): Promise<void>;
  /** The view went away: what is still on its way changes nothing. */
  stop(): void;
  /** The panel logged out: it goes, and focus goes to the main content. */
  signedOut(): void;
  /** The view moved focus where the snapshot said. */
  focusMoved(): void;
}

/** What the gate needs: the check-staff-session use case, the panel's loader (a lazy chunk) and the logger. */
export interface PreviewGateDeps<Panel> {
  readonly checkSession: CheckStaffSession;
  readonly loadPanel: () => Promise<Panel>;
  readonly logger: Logger;
}

/**
 * The always-loaded gate of the staff preview (spec 6): without preview mode and a staff cookie it shows nothing and
 * calls nothing; otherwise it asks checkauth and, only on status SUCCESS, loads the panel's chunk. Staff-only code
 * stays in that chunk: the panel's own controller is core/preview/staff-preview.controller.ts.
 */
export const createPreviewGate = <Panel>(deps: PreviewGateDeps<Panel>): PreviewGate<Panel> => {
  const store = reducerStore<PreviewGateSnapshot<Panel>, PreviewGateEvent<Panel>>({ phase: 'CHECKING' }, previewGateReducer);
  let run = 0;
  return {
    ...store,
    start: async () => {
      run += 1;
      const mine = run;
      const live = () => mine === run;
      const result = await deps.checkSession()();
      if (E.isLeft(result)) {
        const error = result.left;
        switch (error.kind) {
          // No staff cookie or preview mode off: nothing was asked, nothing to say.
          case 'NOT_STAFF':
            break;
          case 'UNAUTHORIZED':
          case 'CALL_FAILED':
            deps.logger.debug('Staff preview not offered.', error);
            break;
          default:
            return unreachable(error);
        }
        if (live()) store.send({ type: 'NOT_OFFERED' });
        return;
      }
      try {
        const panel = await deps.loadPanel();
        if (live()) store.send({ type: 'CONFIRMED', panel, session: result.right });
      } catch (error) {
        deps.logger.error('The staff preview panel could not be loaded.', error);
        if (live()) store.send({ type: 'NOT_OFFERED' });
      }
    },
    stop: () => {
      run += 1;
    },
    signedOut: () => store.send({ type: 'SIGNED_OUT' }),
    focusMoved: () => store.send({ type: 'FOCUS_MOVED' }),
  };
};
