import * as t from 'io-ts';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import { PreferencesSnapshotCodec } from '../../../core/newsletter/subscriber-preferences.snapshot';
import type { FeatureState } from '../../feature-record';

/** The preferences page's server state in the page state: the controller snapshot the server decided (the subscriber loaded, or a posted form's answer). */
const PREFERENCES_STATE = { preferences: t.union([PreferencesSnapshotCodec, t.null]) };

declare module '../../page-state' {
  interface FeatureStates extends Partial<t.TypeOf<t.TypeC<typeof PREFERENCES_STATE>>> {}
}

export default {
  sent: PREFERENCES_STATE,
  initial: { preferences: null },
  /** Binds it for the island (the server the state it sends, the browser the state it decoded). */
  bind: (binder, state) => {
    binder.bind(NEWSLETTER_TOKENS.preferences).toConstantValue(state.preferences ?? null);
  },
} satisfies FeatureState;
