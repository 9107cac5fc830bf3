import type { LoginError } from '../../core/session/log-in.use-case';
import { LOGIN_FORM_RULES, LOGIN_LIMITS, type LoginErrorKey } from '../../core/session/login-form';
import { fromCopy, wordRules } from '../../core/validation/worded-rules';
import { SIGN_IN_FORM } from '../../core/session/sign-in-post';
import { FORM_FIELD } from '../../core/shared/form-post';
import { useMessages, useStorefront } from '../app/storefront-context';
import { Input, type InputProps } from '../components/input/input';
import { Notification } from '../components/notification/notification';
import { signInFailureMessage } from './sign-in-failure';

/** What a form adds to each of the two fields: its value (controlled, or the server's default), error, state, handlers. */
type FieldBinding = Omit<InputProps, 'label' | 'name' | 'type' | 'autoComplete' | 'required' | 'maxLength' | 'rules'>;

/**
 * The sign-in form's fields, the same in the header's dialog and on the sign-in page: the form's name, the failure,
 * the email and the password with their labels, limits and autocomplete.
 */
export const SignInFields = ({
  failure,
  email,
  password,
}: {
  readonly failure: LoginError | undefined;
  readonly email: FieldBinding;
  readonly password: FieldBinding;
}) => {
  const copy = useMessages('session');
  const { locale } = useStorefront();
  return (
    <>
      <input type="hidden" name={FORM_FIELD} value={SIGN_IN_FORM} />
      {failure ? <Notification type="error">{signInFailureMessage(copy, failure, locale)}</Notification> : null}
      <Input
        label={copy.emailLabel}
        name="email"
        type="email"
        autoComplete="username"
        required
        maxLength={LOGIN_LIMITS.email}
        rules={wordRules(LOGIN_FORM_RULES.email, fromCopy<LoginErrorKey>(copy))}
        {...email}
      />
      <Input
        label={copy.passwordLabel}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        showStrength={false}
        maxLength={LOGIN_LIMITS.password}
        rules={wordRules(LOGIN_FORM_RULES.password, fromCopy<LoginErrorKey>(copy))}
        {...password}
      />
    </>
  );
};
