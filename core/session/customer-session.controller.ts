import { listenerSet, reducerStore, type Controller } from '../shared/controller';
import type { LogIn } from './log-in.use-case';
import type { LogOut } from './log-out.use-case';
import type { SessionMessages } from './session.messages';
import type { SessionStatus, SessionStatusStore } from './session-status.store';
import { createSignIn, type SignIn, type SignInSnapshot } from './sign-in.controller';

/** Where focus goes next: the header's sign-in or sign-out button, or the dialog's success message. */
export type SessionFocus = 'SIGN_IN_BUTTON' | 'SIGN_OUT_BUTTON' | 'SIGN_IN_SUCCESS';

/** What the header's live region says (a key of the session copy): the sign-in's welcome, or the sign-out. */
export type SessionAnnouncement = Extract<keyof SessionMessages, 'successText' | 'signedOut'>;

/** The header's own state beside the sign-in form: the dialog, the sign-out, the live region and where focus goes. */
export interface SessionHeaderState {
  /** The sign-in dialog is open (the platform may have opened it before script ran: the dialog reports that at once). */
  readonly dialogOpen: boolean;
  readonly signingOut: boolean;
  readonly announcement: SessionAnnouncement | null;
  /** Where the view moves focus once it shows that element; cleared when it did (`focusMoved`). */
  readonly focus: SessionFocus | null;
}

/** What happens to the header. */
export type SessionHeaderEvent =
  | { readonly type: 'DIALOG_OPENED' }
  /** `signedIn`: the session status when it closed (after a sign-in, focus goes to the sign-out button). */
  | { readonly type: 'DIALOG_CLOSED'; readonly signedIn: boolean }
  | { readonly type: 'SIGNED_IN' }
  | { readonly type: 'SIGN_OUT_STARTED' }
  | { readonly type: 'SIGNED_OUT' }
  | { readonly type: 'FOCUS_MOVED' };

/** The header before anything happened: dialog closed, nothing said, focus left where the platform put it. */
export const INITIAL_SESSION_HEADER: SessionHeaderState = { dialogOpen: false, signingOut: false, announcement: null, focus: null };

/**
 * The header's state machine: opening the dialog clears the last announcement; closing it after a sign-in sends focus to
 * the sign-out button; a sign-in closes the dialog, announces the welcome in the header's live region and sends focus
 * to the sign-out button (the header's account control); a sign-out (one at a time) to the sign-in button, with the
 * announcement. A repeated report of the dialog's state changes nothing.
 */
export const sessionHeaderReducer = (state: SessionHeaderState, event: SessionHeaderEvent): SessionHeaderState => {
  switch (event.type) {
    case 'DIALOG_OPENED':
      return state.dialogOpen ? state : { ...state, dialogOpen: true, announcement: null };
    case 'DIALOG_CLOSED':
      if (!state.dialogOpen) return state;
      return { ...state, dialogOpen: false, focus: event.signedIn ? 'SIGN_OUT_BUTTON' : state.focus };
    case 'SIGNED_IN':
      return { ...state, dialogOpen: false, announcement: 'successText', focus: 'SIGN_OUT_BUTTON' };
    case 'SIGN_OUT_STARTED':
      return state.signingOut ? state : { ...state, signingOut: true };
    case 'SIGNED_OUT':
      return { ...state, signingOut: false, announcement: 'signedOut', focus: 'SIGN_IN_BUTTON' };
    case 'FOCUS_MOVED':
      return state.focus === null ? state : { ...state, focus: null };
  }
};

/** The customer session as the header shows it. */
export interface CustomerSessionSnapshot extends SessionHeaderState {
  readonly status: SessionStatus;
  /**
   * What the header offers: the signed-in state and 'Sign out', or 'Sign in'. While the dialog is open its opener
   * stays (focus returns to it), so a sign-in shows in the header once the dialog is closed.
   */
  readonly header: 'SIGN_IN' | 'SIGNED_IN';
  /** The sign-in dialog's form and phase. */
  readonly signIn: SignInSnapshot;
}

/** The customer session's commands. */
export interface CustomerSession extends Controller<CustomerSessionSnapshot, SessionHeaderEvent> {
  /** The sign-in form inside the dialog (its fields bind to it). */
  readonly signIn: Omit<SignIn, 'submit' | 'reset'>;
  /** The dialog opened or closed (Escape, close button, backdrop, Close after success); closing empties its form. */
  dialogToggled(open: boolean): void;
  /** Signs in with the dialog's form; resolves once the answer is in the snapshot. */
  submitSignIn(): Promise<void>;
  /** Signs out through the log-out use case (one at a time); resolves once the header says so. */
  signOut(): Promise<void>;
  /** The view moved focus where the snapshot said. */
  focusMoved(): void;
}

/** What the customer session needs: the log-in and log-out use cases and the session status (read on demand). */
export interface CustomerSessionDeps {
  readonly logIn: LogIn;
  readonly logOut: LogOut;
  readonly status: Pick<SessionStatusStore, 'get' | 'subscribe'>;
}

/**
 * The customer session in the header (spec 3.4, 5.3): the sign-in dialog (core/session/sign-in.controller.ts), the
 * sign-out, what the live region says and where focus goes, over the session status. The header island binds it; the
 * session status is watched only while someone listens, so a view that goes away leaves no listener behind.
 */
export const createCustomerSession = (deps: CustomerSessionDeps): CustomerSession => {
  const signIn = createSignIn({ logIn: deps.logIn });
  const header = reducerStore(INITIAL_SESSION_HEADER, sessionHeaderReducer);
  const listeners = listenerSet();

  const build = (): CustomerSessionSnapshot => {
    const state = header.getSnapshot();
    const status = deps.status.get();
    return {
      ...state,
      status,
      header: status === 'SIGNED_IN' && !state.dialogOpen ? 'SIGNED_IN' : 'SIGN_IN',
      signIn: signIn.getSnapshot(),
    };
  };
  // One snapshot object until the header, the status or the form changes (useSyncExternalStore compares by identity).
  let seenHeader = header.getSnapshot();
  let snapshot = build();
  const current = (): CustomerSessionSnapshot => {
    if (seenHeader !== header.getSnapshot() || snapshot.status !== deps.status.get() || snapshot.signIn !== signIn.getSnapshot()) {
      seenHeader = header.getSnapshot();
      snapshot = build();
    }
    return snapshot;
  };
  const changed = (): void => {
    const before = snapshot;
    if (current() !== before) listeners.notify();
  };
  signIn.subscribe(changed);
  header.subscribe(changed);

  let watching = 0;
  let stopWatching: (() => void) | undefined;

  return {
    getSnapshot: current,
    subscribe: (listener) => {
      const remove = listeners.subscribe(listener);
      watching += 1;
      if (watching === 1) stopWatching = deps.status.subscribe(changed);
      let subscribed = true;
      return () => {
        if (!subscribed) return;
        subscribed = false;
        remove();
        watching -= 1;
        if (watching === 0) {
          stopWatching?.();
          stopWatching = undefined;
        }
      };
    },
    send: (event) => header.send(event),
    signIn: {
      getSnapshot: signIn.getSnapshot,
      subscribe: signIn.subscribe,
      send: signIn.send,
      change: signIn.change,
      type: signIn.type,
      focus: signIn.focus,
      blur: signIn.blur,
    },
    dialogToggled: (open) => {
      if (open) {
        header.send({ type: 'DIALOG_OPENED' });
        return;
      }
      header.send({ type: 'DIALOG_CLOSED', signedIn: deps.status.get() === 'SIGNED_IN' });
      signIn.reset();
    },
    submitSignIn: async () => {
      const before = signIn.getSnapshot().dialog.phase;
      await signIn.submit();
      if (before !== 'SUCCEEDED' && signIn.getSnapshot().dialog.phase === 'SUCCEEDED') header.send({ type: 'SIGNED_IN' });
    },
    signOut: async () => {
      if (header.getSnapshot().signingOut) return;
      header.send({ type: 'SIGN_OUT_STARTED' });
      await deps.logOut()();
      header.send({ type: 'SIGNED_OUT' });
    },
    focusMoved: () => header.send({ type: 'FOCUS_MOVED' }),
  };
};
