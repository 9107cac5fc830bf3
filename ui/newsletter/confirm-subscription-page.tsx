import { unreachable } from '../../core/shared/unreachable';
import type { ReactNode } from 'react';
import { CONFIRM_FORM, READY_CONFIRMATION, type ConfirmationSnapshot } from '../../core/newsletter/confirm-subscription.controller';
import { FORM_FIELD, formAction } from '../../core/shared/form-post';
import { NEWSLETTER_ROUTES } from '../../core/newsletter/newsletter-routes';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { safeHref } from '../../core/shared/safe-href.codec';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';
import { useMessages } from '../app/storefront-context';
import { Button } from '../components/button/button';
import { Notification } from '../components/notification/notification';
import { TextLink } from '../components/text-link/text-link';
import { NewsletterIsland } from './newsletter-island';
import './newsletter-pages.css';

/** Props of the confirmation page. */
export interface ConfirmSubscriptionPageProps {
  /** The page's state as the server decided it (a posted confirmation); else the page state's, else the button. */
  readonly initial?: ConfirmationSnapshot;
}

/**
 * The page a confirmation mail links to (`/newsletter/confirm?token=...`). Opening it never confirms (a GET must
 * not: mail scanners follow links; docs/decisions/001-confirmation-by-button.md): the server's HTML offers a button.
 * The button posts, with or without JavaScript, and the server answers through the confirmation controller: the
 * server can decide the result, so the browser makes no call of its own (an unknown or used link is no failed
 * request in the shopper's console). The island loader leaves the form alone (`data-native-submit`). The page is static
 * HTML; an invalid link's answer holds the sign-up, the newsletter's own island (its banner goes once the email field is
 * focused: spec 4.1).
 */
const ConfirmSubscriptionPage = ({ initial }: ConfirmSubscriptionPageProps) => {
  const copy = useMessages('newsletter');
  const page = useInjection(SHARED_TOKENS.pageContext);
  const decided = useInjection(NEWSLETTER_TOKENS.confirmation);
  const { state, preferencesToken } = initial ?? decided ?? READY_CONFIRMATION;
  const token = page.query.token;
  // The page itself, with its query (the token, and ?locale= where the shopper chose a language).
  const action = formAction(page);

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
            <form method="post" action={action} data-native-submit="">
              <input type="hidden" name={FORM_FIELD} value={CONFIRM_FORM} />
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
            <NewsletterIsland invalidConfirmationLink />
          </>
        );
      default:
        return unreachable(state);
    }
  };
  return (
    <section className="newsletter-page" aria-labelledby="newsletter-confirm-title">
      {view()}
    </section>
  );
};
export default ConfirmSubscriptionPage;
