import { NEWSLETTER_ROUTES } from '../../../core/newsletter/newsletter-routes';
import { PREFERENCES_FORM } from '../../../core/newsletter/preferences-post';
import { answerPreferencesForm, type FormPost } from '../../server/form-posts';

/** The preferences page's forms posted without JavaScript (save, unsubscribe). */
export const PREFERENCES_POSTS: readonly FormPost[] = [
  { form: PREFERENCES_FORM, route: NEWSLETTER_ROUTES.preferences, answer: answerPreferencesForm },
];
