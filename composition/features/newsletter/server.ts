import { CUSTOMER_TOKENS } from '../../../core/customer/customer.tokens';
import { NEWSLETTER_FORM, readNewsletterPost } from '../../../core/newsletter/newsletter-form-post';
import { answerNewsletterPost } from '../../../core/newsletter/newsletter-signup.controller';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import * as E from 'fp-ts/Either';
import type { FeatureServer, FormPostHandler } from '../../feature-record';

/**
 * The newsletter form (footer or page): the posted values as a change, then its submit, through the controller the
 * same form uses with JavaScript: the snapshot the answer page renders. A widget's fallback form from a site not
 * listed is answered (what was typed kept) and refused (nothing was sent): 403.
 */
const answerSignUpForm: FormPostHandler = async (resolver, fields, _page, country, source) => {
  const deps = {
    subscribe: resolver.get(NEWSLETTER_TOKENS.subscribe),
    loadPrefill: resolver.get(NEWSLETTER_TOKENS.prefill),
    sessionChanges: resolver.get(CUSTOMER_TOKENS.customerData).subscribe,
  };
  const newsletterPost = await answerNewsletterPost(deps, country, readNewsletterPost(fields, source));
  return { state: { newsletterPost }, ...(newsletterPost.submission.status === 'ERROR_SITE_NOT_LISTED' ? { status: 403 } : {}) };
};

export default {
  /** The sign-up form posted without JavaScript (the footer's on any page, or /subscribenewsletter's). */
  posts: [{ form: NEWSLETTER_FORM, answer: answerSignUpForm }],
  /**
   * A signed-in customer's base data prefills the sign-up (spec 6), read once for the page (asked only with a live
   * login token) and carried in the page state.
   */
  render: async (resolver) => {
    const prefill = await resolver.get(NEWSLETTER_TOKENS.prefill)()();
    return {
      newsletterPrefill: E.isRight(prefill)
        ? { signedIn: resolver.get(SESSION_TOKENS.status).get() === 'SIGNED_IN', prefill: prefill.right }
        : null,
    };
  },
} satisfies FeatureServer;
