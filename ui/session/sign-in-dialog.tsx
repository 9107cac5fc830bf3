import { useEffect, useRef } from 'react';
import { LOGIN_LIMITS, type LoginField } from '../../core/session/login-form';
import { useMessages, useStorefront } from '../app/storefront-context';
import { Button } from '../components/button/button';
import { Input } from '../components/input/input';
import { Modal } from '../components/modal/modal';
import { Notification } from '../components/notification/notification';
import { useSignIn } from './use-sign-in';
import { signInFailureMessage } from './sign-in-failure';
import './customer-session.css';

/** Props of SignInDialog. */
export interface SignInDialogProps {
  /** Whether the dialog is open. */
  readonly open: boolean;
  /** Called when the dialog closes (Escape, close button, backdrop, or Close after success). */
  readonly onClose: () => void;
}

/** The sign-in dialog: email and password; shows SUCCESS, UNAUTHORIZED, TOO_MANY_ATTEMPTS and SERVICE_UNAVAILABLE plainly (spec 5.3). */
export const SignInDialog = ({ open, onClose }: SignInDialogProps) => {
  const copy = useMessages('session');
  const { locale } = useStorefront();
  const { state, form, emailRef, emailInputRef, submit, reset } = useSignIn();
  const successRef = useRef<HTMLDivElement>(null);
  const submitting = form.submitting;
  const error = (field: LoginField) => {
    const key = form.errors[field];
    return key ? copy[key] : undefined;
  };
  const close = () => {
    onClose();
    reset();
  };

  // The form (and the focused button) is replaced by the success message: move focus there so it is read out.
  useEffect(() => {
    if (state.phase === 'SUCCEEDED') successRef.current?.focus();
  }, [state.phase]);

  return (
    <Modal
      open={open}
      onClose={close}
      title={copy.dialogTitle}
      size="S"
      initialFocusRef={emailRef}
      footer={state.phase === 'SUCCEEDED' ? <Button onClick={close}>{copy.close}</Button> : undefined}
    >
      {state.phase === 'SUCCEEDED' ? (
        <div ref={successRef} tabIndex={-1} className="sign-in__success">
          <Notification type="success" title={copy.successTitle}>
            {copy.successText}
          </Notification>
        </div>
      ) : (
        <form
          className="sign-in"
          noValidate
          onSubmit={(event) => {
            void submit(event);
          }}
        >
          {state.phase === 'EDITING' && state.failure ? (
            <Notification type="error">{signInFailureMessage(copy, state.failure, locale)}</Notification>
          ) : null}
          <Input
            label={copy.emailLabel}
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={LOGIN_LIMITS.email}
            disabled={submitting}
            inputRef={emailInputRef}
            value={form.values.email}
            error={error('email')}
            state={form.state.fields.email.status}
            onValueChange={(email) => form.change({ email })}
            onFocus={() => form.focus('email')}
            onBlur={() => form.blur('email')}
          />
          <Input
            label={copy.passwordLabel}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            showStrength={false}
            maxLength={LOGIN_LIMITS.password}
            disabled={submitting}
            inputRef={form.refs.password}
            value={form.values.password}
            error={error('password')}
            state={form.state.fields.password.status}
            onValueChange={(password) => form.change({ password })}
            onFocus={() => form.focus('password')}
            onBlur={() => form.blur('password')}
          />
          <Button type="submit" loading={submitting} fullWidth>
            {copy.submit}
          </Button>
        </form>
      )}
    </Modal>
  );
};
