import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import type { SignInSnapshot } from '../../../core/session/sign-in.controller';
import type { FeatureState } from '../../feature-record';

declare module '../../page-state' {
  interface FeatureStates {
    /** The sign-in page's answer to a sign-in posted without JavaScript: rendered by the server (static markup), never sent. */
    readonly signIn?: SignInSnapshot | null;
  }
}

export default {
  sent: {},
  initial: {},
  bind: (binder, state) => {
    binder.bind(SESSION_TOKENS.signInAnswer).toConstantValue(state.signIn ?? null);
  },
} satisfies FeatureState;
