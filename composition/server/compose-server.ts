import type { Container } from 'inversify';
import type { CountryCode } from '../../core/country/country';
import type { PageContext } from '../../core/layout/page-context';
import { pageContextModule } from '../bindings.page';
import { SERVER_LOADERS, serverModule, type ServerEnvironment } from '../bindings.server';
import { featureModules, footerModule } from '../compose';
import { createContainer } from '../container';

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
