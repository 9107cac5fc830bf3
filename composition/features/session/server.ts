import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import { readSignInPost, SIGN_IN_FORM, SIGN_IN_ROUTE, SIGN_OUT_FORM } from '../../../core/session/sign-in-post';
import type { FeatureServer, FormPostHandler } from '../../feature-record';

/**
 * The header's controller, as its islands drive it: the posted credentials as a change of its sign-in form, then its
 * submit. Signed in: on to the storefront's home with the service's new cookies (its header reads them); else the
 * sign-in page with the answer.
 */
const answerSignInForm: FormPostHandler = async (resolver, fields) => {
  const session = resolver.get(SESSION_TOKENS.customerSession);
  session.signIn.change(readSignInPost(fields));
  await session.submitSignIn();
  const { signIn } = session.getSnapshot();
  // The answer is the sign-in page's; the header's dialog stays closed, and closing it empties its form.
  session.dialogToggled(false);
  return signIn.dialog.phase === 'SUCCEEDED' ? { redirect: { to: 'home', cookies: 'services' } } : { state: { signIn } };
};

/** The header's sign-out without JavaScript: the header's controller signs out (the service clears the cookies), then home. */
const answerSignOutForm: FormPostHandler = async (resolver) => {
  await resolver.get(SESSION_TOKENS.customerSession).signOut();
  return { redirect: { to: 'home', cookies: 'services' } };
};

export default {
  /** The header's sign-in and sign-out forms posted without JavaScript (to the sign-in route). */
  posts: [
    { form: SIGN_IN_FORM, route: SIGN_IN_ROUTE, answer: answerSignInForm },
    { form: SIGN_OUT_FORM, route: SIGN_IN_ROUTE, answer: answerSignOutForm },
  ],
} satisfies FeatureServer;
