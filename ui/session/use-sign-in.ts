import { useCallback, useRef, useState, type FormEvent } from 'react';
import { SESSION_TOKENS } from '../../core/session/session.tokens';
import { createSignIn } from '../../core/session/sign-in.controller';
import { fieldErrors } from '../../core/validation/form.reducer';
import { useInjection } from '../app/injection';
import { useController } from '../app/use-controller';
import { useFocusFirstInvalid } from '../components/form/use-focus-first-invalid';

/**
 * The sign-in dialog bound to its core controller (core/session/sign-in.controller.ts). Only DOM concerns live here:
 * the email field's element (the dialog opens with focus there) and focus after a failed submit.
 */
export const useSignIn = () => {
  const logIn = useInjection(SESSION_TOKENS.logIn);
  const [controller] = useState(() => createSignIn({ logIn }));
  const snapshot = useController(controller);
  const refs = useFocusFirstInvalid(snapshot.form);
  // The dialog opens with focus on the email field (Modal's initialFocusRef) and the focus rule knows it as a field.
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
      await controller.submit();
    },
    [controller],
  );
  const form = {
    state: snapshot.form,
    values: snapshot.form.values,
    errors: fieldErrors(snapshot.form),
    submitting: snapshot.form.submitting,
    refs,
    change: controller.change,
    focus: controller.focus,
    blur: controller.blur,
  };
  return { state: snapshot.dialog, form, emailRef, emailInputRef, submit, reset: controller.reset };
};
