import { NEWSLETTER_FORM } from '../../../core/newsletter/newsletter-form-post';
import { answerSignUpForm, type FormPost } from '../../server/form-posts';

/** The sign-up form posted without JavaScript (the footer's on any page, or /subscribenewsletter's). */
export const NEWSLETTER_POSTS: readonly FormPost[] = [{ form: NEWSLETTER_FORM, answer: answerSignUpForm }];
