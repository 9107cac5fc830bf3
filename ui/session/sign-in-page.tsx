import type { LoginField } from '../../core/session/login-form';
import { SESSION_TOKENS } from '../../core/session/session.tokens';
import { SIGN_IN_ROUTE } from '../../core/session/sign-in-post';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { fieldErrors } from '../../core/validation/form.reducer';
import { useInjection } from '../app/injection';
import { useMessages } from '../app/storefront-context';
import { Button } from '../components/button/button';
import { SignInFields } from './sign-in-fields';
import './customer-session.css';

/**
 * The sign-in page (`/signin` under the storefront's prefix): where the header's sign-in leads without JavaScript.
 * Static markup, never hydrated: its form posts to the server, which drives the header dialog's controller
 * (core/session/sign-in.controller.ts) and answers with this page again (the failure, the address kept) or, signed in,
 * with the storefront's home.
 */
const SignInPage = () => {
  const copy = useMessages('session');
  const page = useInjection(SHARED_TOKENS.pageContext);
  const answer = useInjection(SESSION_TOKENS.signInAnswer);
  const errors = answer ? fieldErrors(answer.form) : {};
  const error = (field: LoginField) => {
    const key = errors[field];
    return key ? copy[key] : undefined;
  };
  const failure = answer?.dialog.phase === 'EDITING' ? answer.dialog.failure : undefined;
  return (
    <section className="sign-in-page" aria-labelledby="sign-in-page-title">
      <h1 id="sign-in-page-title">{copy.dialogTitle}</h1>
      <form className="sign-in" method="post" action={`${page.basePath}${SIGN_IN_ROUTE}`} noValidate>
        <SignInFields
          failure={failure}
          email={{ defaultValue: answer?.form.values.email ?? '', error: error('email') }}
          password={{ defaultValue: '', error: error('password') }}
        />
        <Button type="submit">{copy.submit}</Button>
      </form>
    </section>
  );
};
export default SignInPage;
