import { useEffect, useRef } from 'react';
import { SESSION_TOKENS } from '../../core/session/session.tokens';
import { FORM_FIELD } from '../../core/shared/form-post';
import { SIGN_IN_ROUTE, SIGN_OUT_FORM } from '../../core/session/sign-in-post';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';
import { useController } from '../app/use-controller';
import { useMessages } from '../app/storefront-context';
import { Button } from '../components/button/button';
import './customer-session.css';
import { SIGN_IN_DIALOG_ID } from './sign-in-dialog';

declare module '../app/island' {
  /** The header's sign-in and session area (its state is the page's customer-session controller). */
  interface IslandRegistry {
    'customer-session': NoProps;
  }
}

const PersonIcon = () => (
  <svg className="customer-session__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
    <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </svg>
);

/**
 * The customer's sign-in in the header: 'Sign in' is a link to the sign-in page, which the page's early inline script
 * turns into the dialog's opener (before any island woke); signed in, it shows the state and 'Sign out'.
 * Its behaviour is core's controller (core/session/customer-session.controller.ts); this component binds it and moves
 * focus where the controller says, once that element is shown.
 */
export const CustomerSession = () => {
  const copy = useMessages('session');
  const controller = useInjection(SESSION_TOKENS.customerSession);
  const page = useInjection(SHARED_TOKENS.pageContext);
  const snapshot = useController(controller);
  const signInRef = useRef<HTMLAnchorElement>(null);
  const signOutRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The dialog's success message is the dialog's to focus (SessionSignInDialog).
    const targets = { SIGN_IN_BUTTON: signInRef, SIGN_OUT_BUTTON: signOutRef, SIGN_IN_SUCCESS: null } as const;
    const target = snapshot.focus ? targets[snapshot.focus]?.current : null;
    if (!target) return;
    const move = () => {
      target.focus();
      controller.focusMoved();
    };
    // The sign-in dialog (an island of its own) may still be open, the header behind it inert: focus moves once it closed.
    const modal = target.ownerDocument.querySelector('dialog[open]');
    if (!modal || modal.contains(target)) return move();
    modal.addEventListener('close', move, { once: true });
    return () => modal.removeEventListener('close', move);
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
        // A link to the sign-in page, so it works in every browser, with neither script nor invoker commands (a text
        // browser too); with script the page's early inline script opens the dialog from it at once instead
        // (`data-commandfor`, adapters/browser/platform-polyfills.ts), and it acts as the button it then is (Space too).
        <a
          ref={signInRef}
          href={`${page.basePath}${SIGN_IN_ROUTE}`}
          role="button"
          aria-haspopup="dialog"
          data-commandfor={SIGN_IN_DIALOG_ID}
          className="button button--secondary button--small customer-session__sign-in"
        >
          <span className="button__label customer-session__label">
            <PersonIcon />
            <span className="customer-session__text">{copy.signIn}</span>
          </span>
        </a>
      )}
      <p className="visually-hidden" role="status">
        {snapshot.announcement ? copy[snapshot.announcement] : ''}
      </p>
    </div>
  );
};
