import * as t from 'io-ts';
import { ConfirmationSnapshotCodec } from '../../../core/newsletter/confirm-subscription.controller';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import type { FeatureState } from '../../feature-record';

/** The confirmation's server state in the page state: the controller snapshot the server decided (a confirmation posted without JavaScript). */
const CONFIRMATION_STATE = { confirmation: t.union([ConfirmationSnapshotCodec, t.null]) };

declare module '../../page-state' {
  interface FeatureStates extends Partial<t.TypeOf<t.TypeC<typeof CONFIRMATION_STATE>>> {}
}

export default {
  sent: CONFIRMATION_STATE,
  initial: { confirmation: null },
  /** Binds it for the island (the server the state it sends, the browser the state it decoded). */
  bind: (binder, state) => {
    binder.bind(NEWSLETTER_TOKENS.confirmation).toConstantValue(state.confirmation ?? null);
  },
} satisfies FeatureState;
