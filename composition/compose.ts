import { ContainerModule, type Container } from 'inversify';
import type { CountryCode } from '../core/country/country';
import type { PageContext } from '../core/layout/page-context';
import { browserLoaders, browserModule } from './bindings.browser';
import { pageContextModule, pageOutcomeModule } from './bindings.page';
import { SERVER_LOADERS, serverModule, type ServerEnvironment } from './bindings.server';
import { createContainer } from './container';
import { bindCustomer } from './features/customer/bindings';
import { bindFooter } from './features/footer/bindings';
import { bindNewsletter } from './features/newsletter/bindings';
import { bindPreview } from './features/preview/bindings';
import { bindSession, type LoadRefresh } from './features/session/bindings';
import type { PageState } from './page-state';
import type { PreviewPanelLoader } from '../ui/preview/preview-panel-loader';

/**
 * One composition per environment, over the same feature modules (composition/features/): the server's per request,
 * the browser's per page, and the shared content's (the footer alone). The widget, which leaves the container out for
 * its size, takes its wiring from the newsletter's feature module (composition/widget/widget-tree.tsx).
 */

/** What the feature modules take from the environment: the storefront and the loaders of the lazy chunks (never called on the server). */
interface FeatureOptions {
  readonly country: CountryCode;
  readonly loadRefresh: LoadRefresh;
  readonly loadPanel: PreviewPanelLoader;
}

/** The footer's module alone: what the shared footer content needs, without any other feature's bindings. */
const footerModule = (): ContainerModule => new ContainerModule((binder) => bindFooter(binder));

/**
 * One ContainerModule per feature module (`composition/features/<feature>/bindings.ts`), the same in every environment:
 * each feature's gateways and use cases. Ports that differ per environment come from the environment's module
 * (bindings.browser.ts, bindings.server.ts, or the test fakes), the page's facts from bindings.page.ts.
 */
const featureModules = (options: FeatureOptions): ContainerModule[] => [
  new ContainerModule((binder) => bindCustomer(binder)),
  footerModule(),
  // The newsletter's service and the use cases of its three features: the sign-up, the confirmation, the preferences.
  new ContainerModule((binder) => bindNewsletter(binder, options.country)),
  new ContainerModule((binder) => bindPreview(binder, options.loadPanel)),
  new ContainerModule((binder) => bindSession(binder, options.loadRefresh)),
];

/** What the server composes one request from: its services and the page it answers. */
export type ServerRequest = ServerEnvironment & { readonly page: PageContext; readonly country: CountryCode };

/**
 * The server's container for one request: its ports (request cookies, clock, logger, the services' HTTP client), every
 * feature module and the page. The page's outcome (pageOutcomeModule) is loaded once the features decided it.
 */
export const composeServer = (request: ServerRequest): Container => {
  const container = createContainer();
  container.load(
    serverModule(request),
    ...featureModules({ country: request.country, ...SERVER_LOADERS }),
    pageContextModule(request.page),
  );
  return container;
};

/**
 * The container of the content every visitor of a storefront shares (the footer's): the server's ports without any
 * visitor's input and the footer's feature module alone.
 */
export const composeShared = (environment: ServerEnvironment): Container => {
  const container = createContainer();
  container.load(serverModule(environment), footerModule());
  return container;
};

/** The browser's container for the page, built once when the first island wakes: its ports, every feature, the page state. */
export const composeBrowser = (state: PageState): Container => {
  const container = createContainer();
  container.load(
    browserModule({ origin: window.location.origin, debug: state.page.query.debug === '1' }),
    pageContextModule(state.page),
    pageOutcomeModule(state),
    ...featureModules({ country: state.storefront.country, ...browserLoaders(container) }),
  );
  return container;
};
