import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { Storefront } from '../../../core/country/storefront';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';
import type { PageContext } from '../../../core/layout/page-context';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { ResolverProvider } from '../../../ui/app/injection';
import { StorefrontProvider } from '../../../ui/app/storefront-context';
import { FakeNewsletterGateway, RecordingTracking } from '../../fakes/fake-newsletter-gateway';
import { createTestContainer } from '../../fakes/test-container';
import { resolveFake } from '../../fakes/resolve-fake';

/** What a newsletter view test can set up. */
export interface NewsletterSetup {
  readonly storefront?: Storefront;
  readonly cookies?: Record<string, string>;
  readonly page?: Partial<PageContext>;
  /** Prepares the fake service before the view mounts. */
  readonly service?: (gateway: FakeNewsletterGateway) => void;
}

/** Renders a newsletter view in the test composition with the storefront's copy; returns the fakes to look at (di: the container). */
export const renderNewsletter = async (
  view: ReactNode,
  { storefront = { country: 'DE', locale: 'de-DE' }, cookies, page, service }: NewsletterSetup = {},
) => {
  const { container, resolver, ports } = createTestContainer({ storefront, cookies, page });
  const gateway = resolveFake(container, NEWSLETTER_TOKENS.gateway, FakeNewsletterGateway);
  const tracking = resolveFake(container, SHARED_TOKENS.tracking, RecordingTracking);
  service?.(gateway);
  const messages = await loadCatalogue(storefront.locale);
  const user = userEvent.setup();
  const rendered = render(
    <ResolverProvider resolver={resolver}>
      <StorefrontProvider storefront={storefront} messages={messages}>
        {view}
      </StorefrontProvider>
    </ResolverProvider>,
  );
  return { ...rendered, gateway, tracking, user, copy: messages.newsletter, di: container, ports };
};
