import { useCallback, useRef, type FormEvent } from 'react';
import type { CustomerSession } from '../../core/session/customer-session.controller';
import type { SignInSnapshot } from '../../core/session/sign-in.controller';
import { fieldErrors } from '../../core/validation/form.reducer';
import { useFocusFirstInvalid } from '../components/form/use-focus-first-invalid';

/**
 * The sign-in dialog's form bound to the customer session's controller (core/session/customer-session.controller.ts,
 * over core/session/sign-in.controller.ts). Only DOM concerns live here: the email field's element (the dialog opens
 * with focus there) and focus after a failed submit.
 */
export const useSignIn = (session: CustomerSession, snapshot: SignInSnapshot) => {
  const refs = useFocusFirstInvalid(snapshot.form);
  // The dialog opens with focus on the email field (the platform's opening focus) and the focus rule knows it as a field.
  const emailRef = useRef<HTMLInputElement>(null);
  const emailInputRef = useCallback(
    (element: HTMLInputElement | null) => {
      emailRef.current = element;
      refs.email(element);
    },
    [refs],
  );
  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>): Promise<void> => {
      event.preventDefault();
      await session.submitSignIn();
    },
    [session],
  );
  const form = {
    state: snapshot.form,
    values: snapshot.form.values,
    errors: fieldErrors(snapshot.form),
    submitting: snapshot.form.submitting,
    refs,
    change: session.signIn.change,
    type: session.signIn.type,
    focus: session.signIn.focus,
    blur: session.signIn.blur,
  };
  return { state: snapshot.dialog, form, emailRef, emailInputRef, submit };
};
