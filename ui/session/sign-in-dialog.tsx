import { useEffect, useRef, type RefObject } from 'react';
import type { CustomerSession, CustomerSessionSnapshot } from '../../core/session/customer-session.controller';
import type { LoginField } from '../../core/session/login-form';
import { SIGN_IN_ROUTE } from '../../core/session/sign-in-post';
import { SESSION_TOKENS } from '../../core/session/session.tokens';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useController } from '../app/use-controller';
import { useInjection } from '../app/injection';
import { useMessages } from '../app/storefront-context';
import { Button } from '../components/button/button';
import { CommandDialog } from '../components/modal/command-dialog';
import { Notification } from '../components/notification/notification';
import { useSignIn } from './use-sign-in';
import { SignInFields } from './sign-in-fields';
import './customer-session.css';

declare module '../app/island' {
  /** The header's sign-in dialog (its state is the page's customer-session controller). */
  interface IslandRegistry {
    'sign-in-dialog': NoProps;
  }
}

/** The id the header's sign-in button opens (commandfor). */
export const SIGN_IN_DIALOG_ID = 'sign-in-dialog';

/** Props of SignInDialog. */
export interface SignInDialogProps {
  /** The header's session controller: hears when the dialog opens or closes (Escape, close button, backdrop, Close after success). */
  readonly session: CustomerSession;
  readonly snapshot: CustomerSessionSnapshot;
  /** The success message's element, where the header moves focus after a sign-in. */
  readonly successRef: RefObject<HTMLDivElement | null>;
}

/**
 * The sign-in dialog: email and password; shows SUCCESS, UNAUTHORIZED, TOO_MANY_ATTEMPTS and SERVICE_UNAVAILABLE
 * plainly (spec 5.3). It is in the server's HTML and the platform opens it; its form posts to the sign-in route, so it
 * signs in without script too (the server drives the same controller, core/session/sign-in.controller.ts). Script,
 * once there, validates and sends it without leaving the page; the header's controller adopts the dialog's state (open
 * before script ran, closed) and, after a sign-in, moves focus to the success message, which replaced the form.
 */
export const SignInDialog = ({ session, snapshot, successRef }: SignInDialogProps) => {
  const copy = useMessages('session');
  const page = useInjection(SHARED_TOKENS.pageContext);
  const { state, form, emailInputRef, submit } = useSignIn(session, snapshot.signIn);
  const submitting = form.submitting;
  const error = (field: LoginField) => {
    const key = form.errors[field];
    return key ? copy[key] : undefined;
  };

  return (
    <CommandDialog
      id={SIGN_IN_DIALOG_ID}
      title={copy.dialogTitle}
      size="S"
      onOpenChange={session.dialogToggled}
      // A sign-in closes it: the header says so (its live region) and takes focus.
      open={snapshot.dialogOpen}
      footer={
        state.phase === 'SUCCEEDED' ? (
          <Button commandfor={SIGN_IN_DIALOG_ID} command="close">
            {copy.close}
          </Button>
        ) : undefined
      }
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
          method="post"
          action={`${page.basePath}${SIGN_IN_ROUTE}`}
          noValidate
          onSubmit={(event) => {
            void submit(event);
          }}
        >
          <SignInFields
            failure={state.phase === 'EDITING' ? state.failure : undefined}
            email={{
              disabled: submitting,
              inputRef: emailInputRef,
              formValue: form.values.email,
              error: error('email'),
              state: form.state.fields.email.status,
              onValueChange: (email) => form.type({ email }),
              onFocus: () => form.focus('email'),
              onBlur: () => form.blur('email'),
            }}
            password={{
              disabled: submitting,
              inputRef: form.refs.password,
              formValue: form.values.password,
              error: error('password'),
              state: form.state.fields.password.status,
              onValueChange: (password) => form.type({ password }),
              onFocus: () => form.focus('password'),
              onBlur: () => form.blur('password'),
            }}
          />
          <Button type="submit" loading={submitting} fullWidth>
            {copy.submit}
          </Button>
        </form>
      )}
    </CommandDialog>
  );
};

/**
 * The sign-in dialog as the page places it: after the main content and the footer (a text browser, which knows no
 * closed dialog, prints it there and not between the header and the page's heading), driven by the page's one
 * customer-session controller, which the header shares. It moves focus to the success message when the controller says.
 */
export const SessionSignInDialog = () => {
  const controller = useInjection(SESSION_TOKENS.customerSession);
  const snapshot = useController(controller);
  const successRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (snapshot.focus !== 'SIGN_IN_SUCCESS' || !successRef.current) return;
    successRef.current.focus();
    controller.focusMoved();
  }, [controller, snapshot]);
  return <SignInDialog session={controller} snapshot={snapshot} successRef={successRef} />;
};
