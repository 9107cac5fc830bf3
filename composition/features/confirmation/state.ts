import * as t from 'io-ts';
import { ConfirmationSnapshotCodec } from '../../../core/newsletter/confirm-subscription.controller';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import type { Binder } from '../../container';

/** The confirmation's server state in the page state: the controller snapshot the server decided (a confirmation posted without JavaScript). */
export const CONFIRMATION_STATE = { confirmation: t.union([ConfirmationSnapshotCodec, t.null]) };

/** Binds it for the island (the server the state it sends, the browser the state it decoded). */
export const bindConfirmationState = (binder: Binder, state: t.TypeOf<t.TypeC<typeof CONFIRMATION_STATE>>): void => {
  binder.bind(NEWSLETTER_TOKENS.confirmation).toConstantValue(state.confirmation);
};
