import type { Container } from 'inversify';
import type { PageContext } from '../core/layout/page-context';
import { browserLoaders, browserModule } from './bindings.browser';
import { pageContextModule, pageStateModule } from './bindings.page';
import { SERVER_LOADERS, serverModule, type ServerEnvironment } from './bindings.server';
import { createContainer } from './container';
import { featureModules, footerModule } from './features/feature-modules';
import type { PageState } from './page-state';

/**
 * One composition per environment, over the same feature modules (composition/features/): the server's per request,
 * the browser's per page, and the shared content's (the footer alone). The widget, which leaves the container out for
 * its size, takes its wiring from the newsletter's feature module (composition/widget/widget-tree.tsx).
 */

/** What the server composes one request from: its services and the page it answers. */
export interface ServerRequest extends ServerEnvironment {
  readonly page: PageContext;
  readonly country: PageState['storefront']['country'];
}

/**
 * The server's container for one request: its ports (request cookies, clock, logger, the services' HTTP client), every
 * feature module and the page. The page's outcome (pageOutcomeModule) is loaded once the features decided it.
 */
export const composeServer = (request: ServerRequest): Container => {
  const container = createContainer();
  container.load(
    serverModule(request),
    ...featureModules({ country: request.country, ...SERVER_LOADERS }),
    pageContextModule({ page: request.page }),
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
    pageStateModule(state),
    ...featureModules({ country: state.storefront.country, ...browserLoaders(container) }),
  );
  return container;
};
