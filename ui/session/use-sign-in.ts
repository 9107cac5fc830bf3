import * as E from 'fp-ts/Either';
import { useCallback, useReducer, useRef, type FormEvent } from 'react';
import type { LogIn, SignInError } from '../../core/session/log-in.use-case';
import { LOGIN_FIELDS, validateLoginField, type LoginErrorKey, type LoginField } from '../../core/session/login-form';
import type { Credentials } from '../../core/session/session-gateway.port';
import { INITIAL_SIGN_IN, signInReducer } from '../../core/session/sign-in.reducer';
import { SESSION_TOKENS } from '../../core/session/session.tokens';
import { unreachable } from '../../core/shared/unreachable';
import { initialForm, type FormState, type SubmitOutcome } from '../../core/validation/form.reducer';
import { useInjection } from '../app/injection';
import { useForm } from '../components/form/use-form';

const EMPTY_CREDENTIALS: Credentials = { email: '', password: '' };
const initialSignInForm = (): FormState<Credentials, LoginField, LoginErrorKey> => initialForm(EMPTY_CREDENTIALS, LOGIN_FIELDS);

/** The sign-in form: the shared form hook, the dialog's state machine, and the submit handler. */
export const useSignIn = () => {
  const logIn = useInjection<LogIn>(SESSION_TOKENS.logIn);
  const form = useForm({ init: initialSignInForm, validateField: validateLoginField });
  const { dispatch: dispatchForm, submit: sendForm, refs } = form;
  const [state, dispatch] = useReducer(signInReducer, INITIAL_SIGN_IN);
  // The dialog opens with focus on the email field (Modal's initialFocusRef) and the form hook knows it as a field.
  const emailRef = useRef<HTMLInputElement>(null);
  const emailInputRef = useCallback(
    (element: HTMLInputElement | null) => {
      emailRef.current = element;
      refs.email(element);
    },
    [refs],
  );

  /** What the form shows after the use case answered; every result kind is matched. */
  const outcome = useCallback(
    (result: E.Either<SignInError, 'SUCCESS'>): SubmitOutcome<Credentials, LoginField, LoginErrorKey> | undefined => {
      if (E.isRight(result)) {
        dispatch({ type: 'succeeded' });
        return undefined;
      }
      const error = result.left;
      switch (error.kind) {
        case 'INVALID_FORM':
          dispatch({ type: 'rejected' });
          return { errors: error.errors };
        case 'UNAUTHORIZED':
        case 'TOO_MANY_ATTEMPTS':
        case 'SERVICE_UNAVAILABLE':
          dispatch({ type: 'failed', error });
          // A failed password is not kept in the page.
          return { values: { password: '' } };
        default:
          return unreachable(error);
      }
    },
    [],
  );

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>): Promise<void> => {
      event.preventDefault();
      await sendForm(async (values) => {
        dispatch({ type: 'submitted' });
        return outcome(await logIn(values)());
      });
    },
    [sendForm, outcome, logIn],
  );

  const reset = useCallback((): void => {
    dispatch({ type: 'reset' });
    dispatchForm({ type: 'RESET', values: EMPTY_CREDENTIALS });
  }, [dispatchForm]);

  return { state, form, emailRef, emailInputRef, submit, reset };
};
