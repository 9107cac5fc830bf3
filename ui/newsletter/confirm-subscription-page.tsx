import * as E from 'fp-ts/Either';
import { useEffect, useRef, useState } from 'react';
import type { PageContext } from '../../core/layout/page-context';
import type { ConfirmSubscription } from '../../core/newsletter/confirm-subscription.use-case';
import { NEWSLETTER_ROUTES } from '../../core/newsletter/newsletter-routes';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';
import { useMessages } from '../app/storefront-context';
import { Notification } from '../components/notification/notification';
import { TextLink } from '../components/text-link/text-link';
import { NewsletterWidget } from './newsletter-widget';
import './newsletter-pages.css';

/** The page a confirmation mail links to (`/newsletter/confirm?token=...`): confirms the double opt-in once. */
const ConfirmSubscriptionPage = () => {
  const copy = useMessages('newsletter');
  const page = useInjection<PageContext>(SHARED_TOKENS.pageContext);
  const confirm = useInjection<ConfirmSubscription>(NEWSLETTER_TOKENS.confirm);
  const [state, setState] = useState<'checking' | 'confirmed' | 'failed'>('checking');
  const started = useRef(false);
  const token = page.query.token;

  useEffect(() => {
    // The link's token works once; a second PUT (e.g. a re-run effect) would report it as used.
    if (started.current) return;
    started.current = true;
    void confirm(token)().then((result) => setState(E.isRight(result) ? 'confirmed' : 'failed'));
  }, [confirm, token]);

  const country = page.query.country ? `&country=${encodeURIComponent(page.query.country)}` : '';
  const preferences = `${NEWSLETTER_ROUTES.preferences}?token=${encodeURIComponent(token ?? '')}${country}`;
  return (
    <section className="newsletter-page" aria-labelledby="newsletter-confirm-title">
      {state === 'checking' ? (
        <>
          <h1 id="newsletter-confirm-title">{copy.confirm.title}</h1>
          <p role="status">{copy.confirm.checking}</p>
        </>
      ) : state === 'confirmed' ? (
        <>
          <h1 id="newsletter-confirm-title">{copy.confirm.successTitle}</h1>
          <Notification type="success" variant="banner">{copy.confirm.successText}</Notification>
          <p className="newsletter-page__links">
            <TextLink href={preferences}>{copy.confirm.preferencesLinkText}</TextLink>
            <TextLink href="/">{copy.confirm.shopLinkText}</TextLink>
          </p>
        </>
      ) : (
        <>
          <h1 id="newsletter-confirm-title">{copy.confirm.failedTitle}</h1>
          <NewsletterWidget invalidConfirmationLink />
        </>
      )}
    </section>
  );
};
export default ConfirmSubscriptionPage;
