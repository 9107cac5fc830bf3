import { CONFIRM_FORM } from '../../../core/newsletter/confirm-subscription.controller';
import { NEWSLETTER_ROUTES } from '../../../core/newsletter/newsletter-routes';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import type { FeatureServer, FormPostHandler } from '../../feature-record';

/** The confirmation page's form. */
const answerConfirmForm: FormPostHandler = async (resolver, fields, page) => {
  const confirmation = resolver.get(NEWSLETTER_TOKENS.confirmationController)();
  await confirmation.confirm(fields.token?.[0] ?? page.query.token);
  return { state: { confirmation: confirmation.getSnapshot() } };
};

export default {
  /** The confirmation button posted without JavaScript. */
  posts: [{ form: CONFIRM_FORM, route: NEWSLETTER_ROUTES.confirm, answer: answerConfirmForm }],
} satisfies FeatureServer;
