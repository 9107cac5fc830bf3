import { Suspense } from 'react';
import type { Catalogue } from '../core/i18n/catalogue';
import type { Storefront } from '../core/country/storefront';
import { layoutVisibility } from '../core/layout/layout-directives';
import type { PageContext } from '../core/layout/page-context';
import type { Viewport } from '../core/layout/viewport.port';
import { AppShell } from '../ui/app/app-shell';
import { ResolverProvider, type Resolver } from '../ui/app/injection';
import { StorefrontProvider } from '../ui/app/storefront-context';
import { SiteHeader } from '../ui/layout/site-header';
import { pageFor } from './routes';
import { FooterSlot, HeaderSlot } from './slots';

/** Everything the app needs, resolved by the entry point. */
export interface AppProps {
  readonly resolver: Resolver;
  readonly page: PageContext;
  readonly storefront: Storefront;
  readonly messages: Catalogue;
  readonly viewport: Viewport;
}

/** The storefront app: providers, shell and the routed page. */
export const App = ({ resolver, page, storefront, messages, viewport }: AppProps) => {
  const Page = pageFor(page.path);
  const visibility = layoutVisibility(page.layoutDirectives, page.query.layout);
  return (
    <ResolverProvider resolver={resolver}>
      <StorefrontProvider storefront={storefront} messages={messages}>
        <AppShell
          visibility={visibility}
          platformAttribute={page.platform}
          viewport={viewport}
          header={<SiteHeader><HeaderSlot /></SiteHeader>}
          footer={<FooterSlot />}
        >
          <Suspense fallback={null}><Page path={page.path} /></Suspense>
        </AppShell>
      </StorefrontProvider>
    </ResolverProvider>
  );
};
