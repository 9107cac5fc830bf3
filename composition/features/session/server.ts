import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import { readSignInPost, SIGN_IN_FORM, SIGN_IN_ROUTE, SIGN_OUT_FORM } from '../../../core/session/sign-in-post';
import type { FeatureServer, FormPostHandler } from '../../feature-record';

/**
 * The header dialog's controller: the posted credentials as a change, then its submit. Signed in: on to the
 * storefront's home with the service's new cookies (its header reads them); else the sign-in page with the answer.
 */
const answerSignInForm: FormPostHandler = async (resolver, fields) => {
  const signIn = resolver.get(SESSION_TOKENS.signInController)();
  signIn.change(readSignInPost(fields));
  await signIn.submit();
  const snapshot = signIn.getSnapshot();
  return snapshot.dialog.phase === 'SUCCEEDED' ? { redirect: { to: 'home', cookies: 'services' } } : { state: { signIn: snapshot } };
};

/** The header's sign-out without JavaScript: the same use case the island runs (the service clears the cookies), then home. */
const answerSignOutForm: FormPostHandler = async (resolver) => {
  await resolver.get(SESSION_TOKENS.logOut)()();
  return { redirect: { to: 'home', cookies: 'services' } };
};

export default {
  /** The header's sign-in and sign-out forms posted without JavaScript (to the sign-in route). */
  posts: [
    { form: SIGN_IN_FORM, route: SIGN_IN_ROUTE, answer: answerSignInForm },
    { form: SIGN_OUT_FORM, route: SIGN_IN_ROUTE, answer: answerSignOutForm },
  ],
} satisfies FeatureServer;
