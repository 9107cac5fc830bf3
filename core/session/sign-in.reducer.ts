import type { LoginError } from './log-in.use-case';

/** The sign-in dialog: editing (maybe after a failed attempt), submitting, or signed in. */
export type SignInState =
  { readonly phase: 'EDITING'; readonly failure?: LoginError } | { readonly phase: 'SUBMITTING' } | { readonly phase: 'SUCCEEDED' };

/** What happens to the dialog. */
export type SignInEvent =
  | { readonly type: 'submitted' }
  | { readonly type: 'succeeded' }
  | { readonly type: 'failed'; readonly error: LoginError }
  /** The form was invalid: nothing was sent, the fields show why. */
  | { readonly type: 'rejected' }
  | { readonly type: 'reset' };

/** The dialog's first state. */
export const INITIAL_SIGN_IN: SignInState = { phase: 'EDITING' };

/**
 * The dialog's state machine: a submit while submitting is ignored; a failure returns to editing with its outcome,
 * an invalid form to editing without one.
 */
export const signInReducer = (state: SignInState, event: SignInEvent): SignInState => {
  switch (event.type) {
    case 'submitted':
      return state.phase === 'SUBMITTING' ? state : { phase: 'SUBMITTING' };
    case 'succeeded':
      return state.phase === 'SUBMITTING' ? { phase: 'SUCCEEDED' } : state;
    case 'failed':
      return state.phase === 'SUBMITTING' ? { phase: 'EDITING', failure: event.error } : state;
    case 'rejected':
      return state.phase === 'SUBMITTING' ? INITIAL_SIGN_IN : state;
    case 'reset':
      return INITIAL_SIGN_IN;
  }
};
