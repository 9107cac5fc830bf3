import { CONFIRM_FORM } from '../../../core/newsletter/confirm-subscription.controller';
import { NEWSLETTER_ROUTES } from '../../../core/newsletter/newsletter-routes';
import { answerConfirmForm, type FormPost } from '../../server/form-posts';

/** The confirmation button posted without JavaScript. */
export const CONFIRMATION_POSTS: readonly FormPost[] = [
  { form: CONFIRM_FORM, route: NEWSLETTER_ROUTES.confirm, answer: answerConfirmForm },
];
