import type { NewsletterPrefill } from '../../../core/newsletter/newsletter-prefill';
import type { NewsletterSignupSnapshot } from '../../../core/newsletter/newsletter-signup.snapshot';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import { SESSION_STATUS } from '../../../core/session/session.tokens';
import { bindFactory, type Binder } from '../../binding';

/** The sign-up's slice of the page state (state.ts has its codec): what a post answered, the prefill the server read. */
export interface NewsletterState {
  readonly newsletterPost?: NewsletterSignupSnapshot | null;
  /** `signedIn`: the session the server saw (the prefill is this session's). */
  readonly newsletterPrefill?: { readonly signedIn: boolean; readonly prefill: NewsletterPrefill } | null;
}

/**
 * Binds the slice for the island, without its codec (which is only where state is sent): the server the state it
 * sends, the browser the state it decoded, the embedded widget none (nothing posted, nothing prefilled: widget.ts).
 */
export const bindNewsletterState = (binder: Binder, state: NewsletterState = {}): void => {
  binder.bind(NEWSLETTER_TOKENS.postResult).toConstantValue(state.newsletterPost ?? null);
  const page = state.newsletterPrefill ?? null;
  if (page === null) {
    binder.bind(NEWSLETTER_TOKENS.pagePrefill).toConstantValue(null);
    return;
  }
  bindFactory(binder, NEWSLETTER_TOKENS.pagePrefill, [SESSION_STATUS], (status) => {
    // Still the session the server saw: no sign-in or sign-out on this page (or another tab) since.
    const current = () => status.changes() === 0 && status.get() === (page.signedIn ? 'SIGNED_IN' : 'SIGNED_OUT');
    return { prefill: page.prefill, current };
  });
};
