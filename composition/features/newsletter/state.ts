import * as t from 'io-ts';
import { NewsletterSignupSnapshotCodec, PrefillCodec } from '../../../core/newsletter/newsletter-signup.codec';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import { bindFactory } from '../../container';
import type { FeatureState } from '../../feature-record';

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
  /** Binds it for the island (the server the state it sends, the browser the state it decoded). */
  bind: (binder, state) => {
    binder.bind(NEWSLETTER_TOKENS.postResult).toConstantValue(state.newsletterPost ?? null);
    const page = state.newsletterPrefill ?? null;
    bindFactory(binder, NEWSLETTER_TOKENS.pagePrefill, [SESSION_TOKENS.status], (status) => {
      if (page === null) return null;
      // Still the session the server saw: no sign-in or sign-out on this page (or another tab) since.
      const current = () => status.changes() === 0 && status.get() === (page.signedIn ? 'SIGNED_IN' : 'SIGNED_OUT');
      return { prefill: page.prefill, current };
    });
  },
} satisfies FeatureState;
