import { SIGN_IN_FORM, SIGN_IN_ROUTE, SIGN_OUT_FORM } from '../../../core/session/sign-in-post';
import { answerSignInForm, answerSignOutForm, type FormPost } from '../../server/form-posts';

/** The header's sign-in and sign-out forms posted without JavaScript (to the sign-in route). */
export const SESSION_POSTS: readonly FormPost[] = [
  { form: SIGN_IN_FORM, route: SIGN_IN_ROUTE, answer: answerSignInForm },
  { form: SIGN_OUT_FORM, route: SIGN_IN_ROUTE, answer: answerSignOutForm },
];
