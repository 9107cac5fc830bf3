import * as E from 'fp-ts/Either';
import { combineStores, reducerStore, type Controller } from '../shared/controller';
import { unreachable } from '../shared/unreachable';
import { createFormController } from '../validation/form.controller';
import { initialForm, type FormState, type SubmitOutcome } from '../validation/form.reducer';
import type { LogIn, SignInError } from './log-in.use-case';
import { LOGIN_FIELDS, validateLoginField, type LoginErrorKey, type LoginField } from './login-form';
import type { Credentials } from './session-gateway.port';
import { INITIAL_SIGN_IN, signInReducer, type SignInEvent, type SignInState } from './sign-in.reducer';

/** The sign-in form's state. */
export type SignInForm = FormState<Credentials, LoginField, LoginErrorKey>;

/** The sign-in: its form and where the dialog stands (editing, maybe after a failure; submitting; signed in). */
export interface SignInSnapshot {
  readonly form: SignInForm;
  readonly dialog: SignInState;
}

/** The sign-in's commands; the submit runs the log-in use case and feeds its answer back. */
export interface SignIn extends Controller<SignInSnapshot, SignInEvent> {
  change(values: Partial<Credentials>): void;
  /** Typed text: kept, told only when an error clears (the form controller's `type`). */
  type(values: Partial<Credentials>): void;
  focus(field: LoginField): void;
  blur(field: LoginField): void;
  /** Signs in (one attempt at a time); resolves once the answer is in the snapshot. */
  submit(): Promise<void>;
  /** Back to an empty form (the dialog was closed). */
  reset(): void;
}

const EMPTY_CREDENTIALS: Credentials = { email: '', password: '' };

/** Every answer of the log-in use case, mapped once: the dialog's event and what the form keeps. */
export const signInOutcome = (
  result: E.Either<SignInError, 'SUCCESS'>,
): { readonly dialog: SignInEvent; readonly form: SubmitOutcome<Credentials, LoginField, LoginErrorKey> | undefined } => {
  if (E.isRight(result)) return { dialog: { type: 'succeeded' }, form: undefined };
  const error = result.left;
  switch (error.kind) {
    case 'INVALID_FORM':
      return { dialog: { type: 'rejected' }, form: { errors: error.errors } };
    case 'UNAUTHORIZED':
    case 'TOO_MANY_ATTEMPTS':
    case 'SERVICE_UNAVAILABLE':
      // A refused password is not kept in the page.
      return { dialog: { type: 'failed', error }, form: { values: { password: '' } } };
    default:
      return unreachable(error);
  }
};

/**
 * The customer sign-in (spec 3.4): the shared form controller and the dialog's state machine over the log-in use
 * case. The header island binds it; a page without JavaScript can drive the same object with the posted form.
 */
export const createSignIn = (deps: { readonly logIn: LogIn }): SignIn => {
  const form = createFormController<SignInForm>({
    initial: initialForm(EMPTY_CREDENTIALS, LOGIN_FIELDS),
    validateField: validateLoginField,
  });
  const dialog = reducerStore(INITIAL_SIGN_IN, signInReducer);
  const store = combineStores({ form, dialog });
  return {
    ...store,
    send: (event) => dialog.send(event),
    change: (values) => form.change(values),
    type: (values) => form.type(values),
    focus: (field) => form.focus(field),
    blur: (field) => form.blur(field),
    submit: () =>
      form.submit(async (values) => {
        dialog.send({ type: 'submitted' });
        const outcome = signInOutcome(await deps.logIn(values)());
        dialog.send(outcome.dialog);
        return outcome.form;
      }),
    reset: () => {
      dialog.send({ type: 'reset' });
      form.send({ type: 'RESET', values: EMPTY_CREDENTIALS });
    },
  };
};
