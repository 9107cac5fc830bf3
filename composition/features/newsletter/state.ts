import * as t from 'io-ts';
import { NewsletterSignupSnapshotCodec } from '../../../core/newsletter/newsletter-signup.codec';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import type { Binder } from '../../container';

/** The sign-up's server state in the page state: the controller's snapshot after a form posted without JavaScript, where the widget that posted continues. */
export const NEWSLETTER_STATE = { newsletterPost: t.union([NewsletterSignupSnapshotCodec, t.null]) };

/** Binds it for the island (the server the state it sends, the browser the state it decoded). */
export const bindNewsletterState = (binder: Binder, state: t.TypeOf<t.TypeC<typeof NEWSLETTER_STATE>>): void => {
  binder.bind(NEWSLETTER_TOKENS.postResult).toConstantValue(state.newsletterPost);
};
