import type { ReactNode } from 'react';
import type { Catalogue } from '../core/i18n/catalogue';
import type { Storefront } from '../core/country/storefront';
import { layoutVisibility } from '../core/layout/layout-directives';
import type { PageContext } from '../core/layout/page-context';
import type { Viewport } from '../core/layout/viewport.port';
import { isNewsletterPage } from '../core/newsletter/newsletter-routes';
import { PREVIEW_TOKENS } from '../core/preview/preview.tokens';
import { mayCheckStaffSession, STAFF_PREVIEW_NEEDS_SCRIPT } from '../core/preview/staff-gate';
import type { Logger } from '../core/shared/logger.port';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';
import { AppShell } from '../ui/app/app-shell';
import { InlineScriptsProvider } from '../ui/app/inline-scripts';
import { island, IslandHostProvider, type IslandHost } from '../ui/app/island';
import { ResolverProvider, useInjection, type Resolver } from '../ui/app/injection';
import { StorefrontProvider } from '../ui/app/storefront-context';
import { StorefrontFooter } from '../ui/footer/storefront-footer';
import { AreaBoundary } from '../ui/layout/area-boundary';
import { SiteHeader } from '../ui/layout/site-header';
import { NewsletterIsland } from '../ui/newsletter/newsletter-island';
import { PreviewGate } from '../ui/preview/preview-gate';
import { CustomerSession } from '../ui/session/customer-session';
import { SessionSignInDialog } from '../ui/session/sign-in-dialog';
import { INLINE_SCRIPTS } from './inline-scripts';
import type { Page } from './routes';

const CustomerSessionIsland = island('customer-session', CustomerSession);
const SignInDialogIsland = island('sign-in-dialog', SessionSignInDialog);
const PreviewIsland = island('preview', PreviewGate);

/** The header's tools for the team: the staff preview, only for staff in preview mode, so shoppers get no island (and no script) of it. */
const HeaderTools = (): ReactNode => {
  const mode = useInjection(PREVIEW_TOKENS.previewMode);
  const cookies = useInjection(SHARED_TOKENS.cookies);
  return mayCheckStaffSession(
    mode,
    cookies.all().map(([name]) => name),
  ) ? (
    <>
      <PreviewIsland />
      <noscript>
        <p className="site-header__notice">{STAFF_PREVIEW_NEEDS_SCRIPT}</p>
      </noscript>
    </>
  ) : null;
};

/** Everything the app needs, resolved by the entry point (browser or server). */
export interface AppProps {
  readonly resolver: Resolver;
  readonly page: PageContext;
  readonly storefront: Storefront;
  readonly messages: Catalogue;
  readonly viewport: Viewport;
  readonly logger: Logger;
  /** The routed page, loaded by the entry before rendering (routes.tsx: loadPage). */
  readonly Page: Page;
  /** Renders the page's islands (server: each as a root of its own, recorded for the page state); without one they render in place. */
  readonly islands?: IslandHost;
}

/**
 * The storefront page: providers, shell and the routed page. The server renders all of it; the browser hydrates only
 * its islands (declared by the feature modules, composition/features/), each from the same components and props.
 */
export const App = ({ resolver, page, storefront, messages, viewport, logger, Page, islands }: AppProps) => {
  const visibility = layoutVisibility(page.layoutDirectives, page.query.layout);
  const homeHref = `${page.basePath}/`;
  const onError = (area: string, error: unknown) => logger.error(`The ${area} could not be rendered; the rest of the page stays.`, error);
  return (
    <ResolverProvider resolver={resolver}>
      <StorefrontProvider storefront={storefront} messages={messages}>
        <IslandHostProvider host={islands ?? null}>
          <InlineScriptsProvider scripts={INLINE_SCRIPTS}>
            <AppShell
              visibility={visibility}
              platformAttribute={page.platform}
              viewport={viewport}
              header={
                <AreaBoundary area="header" onError={onError}>
                  <SiteHeader homeHref={homeHref} tools={<HeaderTools />}>
                    <CustomerSessionIsland />
                  </SiteHeader>
                </AreaBoundary>
              }
              headerDialogs={
                <AreaBoundary area="header" onError={onError}>
                  <SignInDialogIsland />
                </AreaBoundary>
              }
              footer={
                <AreaBoundary area="footer" onError={onError}>
                  {/* Pages that show the newsletter sign-up in their content do not repeat it in the footer. */}
                  <StorefrontFooter newsletter={isNewsletterPage(page.path) ? undefined : <NewsletterIsland originAddition="footer" />} />
                </AreaBoundary>
              }
            >
              <AreaBoundary area="main content" onError={onError}>
                <Page path={page.path} homeHref={homeHref} />
              </AreaBoundary>
            </AppShell>
          </InlineScriptsProvider>
        </IslandHostProvider>
      </StorefrontProvider>
    </ResolverProvider>
  );
};
