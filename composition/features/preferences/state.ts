import * as t from 'io-ts';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import { PreferencesSnapshotCodec } from '../../../core/newsletter/subscriber-preferences.snapshot';
import type { Binder } from '../../container';

/** The preferences page's server state in the page state: the controller snapshot the server decided (the subscriber loaded, or a posted form's answer). */
export const PREFERENCES_STATE = { preferences: t.union([PreferencesSnapshotCodec, t.null]) };

/** Binds it for the island (the server the state it sends, the browser the state it decoded). */
export const bindPreferencesState = (binder: Binder, state: t.TypeOf<t.TypeC<typeof PREFERENCES_STATE>>): void => {
  binder.bind(NEWSLETTER_TOKENS.preferences).toConstantValue(state.preferences);
};
