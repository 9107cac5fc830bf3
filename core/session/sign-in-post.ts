import type { PostedFields } from '../shared/form-post';
import { LOGIN_LIMITS } from './login-form';
import type { Credentials } from './session-gateway.port';

/** The sign-in page's form (`_form` field): the page without JavaScript posts it to itself. */
export const SIGN_IN_FORM = 'sign-in';

/** The header's sign-out form (`_form` field), posted to the sign-in route: it signs out without JavaScript too. */
export const SIGN_OUT_FORM = 'sign-out';

/** Where the sign-in page is, under the storefront's prefix: the header's sign-in leads there without JavaScript. */
export const SIGN_IN_ROUTE = '/signin';

/** The credentials of a posted sign-in form, each cut to its limit (the controller validates them like typed ones). */
export const readSignInPost = (fields: PostedFields): Credentials => ({
  email: (fields.email?.[0] ?? '').slice(0, LOGIN_LIMITS.email),
  password: (fields.password?.[0] ?? '').slice(0, LOGIN_LIMITS.password),
});
