import type { ReactNode } from 'react';
import { isNewsletterPage } from '../core/newsletter/newsletter-routes';
import { PREVIEW_TOKENS } from '../core/preview/preview.tokens';
import { mayCheckStaffSession, STAFF_PREVIEW_NEEDS_SCRIPT } from '../core/preview/staff-gate';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';
import { island } from '../ui/app/island';
import { useInjection } from '../ui/app/injection';
import { StorefrontFooter } from '../ui/footer/storefront-footer';
import { NewsletterIsland } from '../ui/newsletter/newsletter-island';
import { PreviewGate } from '../ui/preview/preview-gate';
import { CustomerSession } from '../ui/session/customer-session';

const CustomerSessionIsland = island('customer-session', CustomerSession);
const PreviewIsland = island('preview', PreviewGate);

/**
 * The header's tools for the team: the staff preview, only for staff in preview mode, so shoppers get no island (and
 * no script) of it.
 */
export const HeaderTools = (): ReactNode => {
  const mode = useInjection(PREVIEW_TOKENS.previewMode);
  const cookies = useInjection(SHARED_TOKENS.cookies);
  const staff = mayCheckStaffSession(
    mode,
    cookies.all().map(([name]) => name),
  );
  return staff ? (
    <>
      <PreviewIsland />
      <noscript>
        <p className="site-header__notice">{STAFF_PREVIEW_NEEDS_SCRIPT}</p>
      </noscript>
    </>
  ) : null;
};

/** What the header shows the shopper beside the shop's name: the sign-in. */
export const HeaderSlot = (): ReactNode => <CustomerSessionIsland />;

/** The footer area, with the features it embeds. */
export const FooterSlot = (): ReactNode => {
  const page = useInjection(SHARED_TOKENS.pageContext);
  // Pages that show the widget in their content do not repeat it in the footer.
  return <StorefrontFooter newsletter={isNewsletterPage(page.path) ? undefined : <NewsletterIsland originAddition="footer" />} />;
};
