import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import type { ConfirmationSnapshot } from '../../../core/newsletter/confirm-subscription.controller';
import type { FeatureState } from '../../feature-record';

declare module '../../page-state' {
  interface FeatureStates {
    /** The confirmation the server decided (a page that is static HTML, no island): rendered by the server, never sent. */
    readonly confirmation?: ConfirmationSnapshot | null;
  }
}

export default {
  sent: {},
  initial: {},
  bind: (binder, state) => {
    binder.bind(NEWSLETTER_TOKENS.confirmation).toConstantValue(state.confirmation ?? null);
  },
} satisfies FeatureState;
