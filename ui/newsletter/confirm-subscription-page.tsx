import { absurd } from 'fp-ts/function';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PageContext } from '../../core/layout/page-context';
import type { ConfirmSubscription } from '../../core/newsletter/confirm-subscription.use-case';
import { confirmPostResult, type ConfirmPostResult } from '../../core/newsletter/newsletter-form-post';
import { NEWSLETTER_ROUTES } from '../../core/newsletter/newsletter-routes';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { safeHref } from '../../core/shared/safe-href.codec';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';
import { useMessages } from '../app/storefront-context';
import { Button } from '../components/button/button';
import { Notification } from '../components/notification/notification';
import { TextLink } from '../components/text-link/text-link';
import { NewsletterWidget } from './newsletter-widget';
import './newsletter-pages.css';

/** Where the confirmation page stands: offering the button (no JavaScript yet), asking, or what the service said. */
type ConfirmState = 'ready' | 'checking' | ConfirmPostResult['outcome'];

/** The page a confirmation mail links to (`/newsletter/confirm?token=...`): confirms the double opt-in once. */
const ConfirmSubscriptionPage = () => {
  const copy = useMessages('newsletter');
  const page = useInjection<PageContext>(SHARED_TOKENS.pageContext);
  const confirm = useInjection<ConfirmSubscription>(NEWSLETTER_TOKENS.confirm);
  // Confirmed without JavaScript: the server's answer to the button's POST.
  const posted = useInjection<ConfirmPostResult | null>(NEWSLETTER_TOKENS.confirmPostResult);
  // The server's HTML never confirms by itself (a GET must not: mail scanners follow links); it offers a button.
  const [state, setState] = useState<ConfirmState>(posted?.outcome ?? 'ready');
  // Preferences open with their own token (the service names it on confirmation); the link's token is the fallback.
  const [preferencesToken, setPreferencesToken] = useState<string | undefined>(posted?.preferencesToken ?? undefined);
  const started = useRef(posted !== null);
  const token = page.query.token;

  useEffect(() => {
    // With JavaScript the page confirms at once, as before. The link's token works once; a second PUT (e.g. a
    // re-run effect) would report it as used.
    if (started.current) return;
    started.current = true;
    setState('checking');
    void confirm(token)().then((result) => {
      const confirmed = confirmPostResult(result);
      setPreferencesToken(confirmed.preferencesToken ?? undefined);
      setState(confirmed.outcome);
    });
  }, [confirm, token]);

  const preferences = safeHref(
    `${page.basePath}${NEWSLETTER_ROUTES.preferences}?token=${encodeURIComponent(preferencesToken ?? token ?? '')}`,
  );
  const shop = safeHref(`${page.basePath}/`);
  const view = (): ReactNode => {
    switch (state) {
      case 'ready':
        return (
          <>
            <h1 id="newsletter-confirm-title">{copy.confirm.title}</h1>
            <p>{copy.confirm.confirmPrompt}</p>
            <form method="post" action={`${page.basePath}${page.path}?token=${encodeURIComponent(token ?? '')}`}>
              <input type="hidden" name="_form" value="newsletter-confirm" />
              <input type="hidden" name="token" value={token ?? ''} />
              <Button type="submit" variant="primary">
                {copy.confirm.confirmButton}
              </Button>
            </form>
          </>
        );
      case 'checking':
        return (
          <>
            <h1 id="newsletter-confirm-title">{copy.confirm.title}</h1>
            <p role="status">{copy.confirm.checking}</p>
          </>
        );
      case 'already':
        return (
          <>
            <h1 id="newsletter-confirm-title">{copy.confirm.alreadyTitle}</h1>
            <Notification type="info" variant="banner">
              {copy.confirm.alreadyText}
            </Notification>
            <p className="newsletter-page__links">
              <TextLink href={shop}>{copy.confirm.shopLinkText}</TextLink>
            </p>
          </>
        );
      case 'confirmed':
        return (
          <>
            <h1 id="newsletter-confirm-title">{copy.confirm.successTitle}</h1>
            <Notification type="success" variant="banner">
              {copy.confirm.successText}
            </Notification>
            <p className="newsletter-page__links">
              <TextLink href={preferences}>{copy.confirm.preferencesLinkText}</TextLink>
              <TextLink href={shop}>{copy.confirm.shopLinkText}</TextLink>
            </p>
          </>
        );
      case 'failed':
        return (
          <>
            <h1 id="newsletter-confirm-title">{copy.confirm.failedTitle}</h1>
            <NewsletterWidget invalidConfirmationLink />
          </>
        );
      default:
        return absurd(state);
    }
  };
  return (
    <section className="newsletter-page" aria-labelledby="newsletter-confirm-title">
      {view()}
    </section>
  );
};
export default ConfirmSubscriptionPage;
