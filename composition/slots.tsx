import type { ReactNode } from 'react';
import type { PageContext } from '../core/layout/page-context';
import { isNewsletterPage } from '../core/newsletter/newsletter-routes';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';
import { useInjection } from '../ui/app/injection';
import { StorefrontFooter } from '../ui/footer/storefront-footer';
import { NewsletterWidget } from '../ui/newsletter/newsletter-widget';
import { CustomerSession } from '../ui/session/customer-session';
import { PreviewGate } from '../ui/preview/preview-gate';

/** What the header shows beside the shop's name (sign-in, staff preview button). One element per feature. */
export const HeaderSlot = (): ReactNode => (
  <>
    <PreviewGate />
    <CustomerSession />
  </>
);

/** The footer area, with the features it embeds. */
export const FooterSlot = (): ReactNode => {
  const page = useInjection<PageContext>(SHARED_TOKENS.pageContext);
  // Pages that show the widget in their content do not repeat it in the footer.
  return <StorefrontFooter newsletter={isNewsletterPage(page.path) ? undefined : <NewsletterWidget originAddition="footer" />} />;
};
