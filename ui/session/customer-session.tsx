import { useEffect, useRef, useState } from 'react';
import { SESSION_TOKENS } from '../../core/session/session.tokens';
import { FORM_FIELD } from '../../core/shared/form-post';
import { SIGN_IN_ROUTE, SIGN_OUT_FORM } from '../../core/session/sign-in-post';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';
import { useController } from '../app/use-controller';
import { useMessages } from '../app/storefront-context';
import { Button } from '../components/button/button';
import './customer-session.css';
import { SIGN_IN_DIALOG_ID, SignInDialog } from './sign-in-dialog';

const PersonIcon = () => (
  <svg className="customer-session__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

/**
 * The customer's sign-in in the header: 'Sign in' opens the dialog by itself (an invoker command: before and without
 * script; a browser without invoker commands goes to the sign-in page); signed in, it shows the state and 'Sign out'.
 * Its behaviour is core's controller (core/session/customer-session.controller.ts); this component binds it and moves
 * focus where the controller says, once that element is shown.
 */
export const CustomerSession = () => {
  const copy = useMessages('session');
  const create = useInjection(SESSION_TOKENS.customerSessionController);
  const page = useInjection(SHARED_TOKENS.pageContext);
  const [controller] = useState(create);
  const snapshot = useController(controller);
  const signInRef = useRef<HTMLButtonElement>(null);
  const signOutRef = useRef<HTMLButtonElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const targets = { SIGN_IN_BUTTON: signInRef, SIGN_OUT_BUTTON: signOutRef, SIGN_IN_SUCCESS: successRef } as const;
    const target = snapshot.focus ? targets[snapshot.focus].current : null;
    if (target) {
      target.focus();
      controller.focusMoved();
    }
  }, [controller, snapshot]);

  return (
    <div className="customer-session">
      {snapshot.header === 'SIGNED_IN' ? (
        <>
          <span className="customer-session__state">
            <PersonIcon />
            <span className="customer-session__text">{copy.signedIn}</span>
          </span>
          {/* A form that signs out without script too (the server runs the same use case); with script, in place. */}
          <form
            className="customer-session__sign-out"
            method="post"
            action={`${page.basePath}${SIGN_IN_ROUTE}`}
            onSubmit={(event) => {
              event.preventDefault();
              void controller.signOut();
            }}
          >
            <input type="hidden" name={FORM_FIELD} value={SIGN_OUT_FORM} />
            <Button type="submit" variant="secondary" size="small" loading={snapshot.signingOut} buttonRef={signOutRef}>
              {copy.signOut}
            </Button>
          </form>
        </>
      ) : (
        <Button
          variant="secondary"
          size="small"
          buttonRef={signInRef}
          className="customer-session__sign-in"
          aria-haspopup="dialog"
          commandfor={SIGN_IN_DIALOG_ID}
          command="show-modal"
          fallbackHref={`${page.basePath}${SIGN_IN_ROUTE}`}
        >
          <span className="customer-session__label">
            <PersonIcon />
            <span className="customer-session__text">{copy.signIn}</span>
          </span>
        </Button>
      )}
      <SignInDialog session={controller} snapshot={snapshot} successRef={successRef} />
      <p className="visually-hidden" role="status">
        {snapshot.announcement ? copy[snapshot.announcement] : ''}
      </p>
    </div>
  );
};
