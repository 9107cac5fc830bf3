import * as t from 'io-ts';
import { NewsletterSignupSnapshotCodec, PrefillCodec } from '../../../core/newsletter/newsletter-signup.codec';
import type { FeatureState } from '../../feature-record';
import { bindNewsletterState } from './state-binding';

/**
 * The sign-up's server state in the page state: the controller's snapshot after a form posted without JavaScript, where
 * the widget that posted continues; the signed-in customer's prefill the server read for the page (null: not read), so
 * the page arrives prefilled without JavaScript and the browser does not ask for base data again.
 */
const NEWSLETTER_STATE = {
  newsletterPost: t.union([NewsletterSignupSnapshotCodec, t.null]),
  /** `signedIn`: the session the server saw (the prefill is this session's). */
  newsletterPrefill: t.union([t.type({ signedIn: t.boolean, prefill: PrefillCodec }), t.null]),
};

declare module '../../page-state' {
  interface FeatureStates extends Partial<t.TypeOf<t.TypeC<typeof NEWSLETTER_STATE>>> {}
}

export default {
  sent: NEWSLETTER_STATE,
  initial: { newsletterPost: null, newsletterPrefill: null },
  /** Binds it for the island (state-binding.ts, which the widget reads without this codec). */
  bind: bindNewsletterState,
} satisfies FeatureState;
