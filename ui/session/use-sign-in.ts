import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { useMemo, useReducer, useRef, type FormEvent } from 'react';
import type { LoginError } from '../../core/session/log-in.use-case';
import { loginFormRules } from '../../core/session/login-form';
import type { Credentials } from '../../core/session/session-gateway.port';
import { INITIAL_SIGN_IN, signInReducer } from '../../core/session/sign-in.reducer';
import { SESSION_TOKENS } from '../../core/session/session.tokens';
import { useInjection } from '../app/injection';
import { useMessages } from '../app/storefront-context';
import { useValidatedField } from '../components/form/use-validated-field';

/** The login use case as bound in composition. */
export type LogIn = (credentials: Credentials) => TaskEither<LoginError, 'SUCCESS'>;

/** The sign-in form: two validated fields, the dialog's state machine and the submit handler. */
export const useSignIn = () => {
  const copy = useMessages('session');
  const logIn = useInjection<LogIn>(SESSION_TOKENS.logIn);
  const rules = useMemo(() => loginFormRules(copy), [copy]);
  const email = useValidatedField('', { rules: rules.email, label: copy.emailLabel });
  const password = useValidatedField('', { rules: rules.password, label: copy.passwordLabel });
  const [state, dispatch] = useReducer(signInReducer, INITIAL_SIGN_IN);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (state.phase === 'SUBMITTING') return;
    const emailError = email.validate('submit');
    const passwordError = password.validate('submit');
    // Focus stays on the button: focusing a field would clear its error (spec 5.2), so the messages stay in view.
    if (emailError || passwordError) return;
    dispatch({ type: 'submitted' });
    const result = await logIn({ email: email.value, password: password.value })();
    if (E.isRight(result)) { dispatch({ type: 'succeeded' }); return; }
    dispatch({ type: 'failed', error: result.left });
    // A failed password is not kept in the page.
    password.reset('');
  };

  const reset = (): void => {
    dispatch({ type: 'reset' });
    email.reset('');
    password.reset('');
  };

  return { state, email, password, emailRef, submit, reset };
};
