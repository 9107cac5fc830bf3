import type { Container } from 'inversify';
import type { CountryCode } from '../../core/country/country';
import type { PageContext } from '../../core/layout/page-context';
import { pageContextModule } from '../bindings.page';
import { SERVER_LOADERS, serverModule, type ServerEnvironment } from '../bindings.server';
import { featureModules, footerModule } from '../compose';
import { createContainer } from '../container';
import { CONFIRMATION_POSTS } from '../features/confirmation/server';
import { NEWSLETTER_POSTS } from '../features/newsletter/server';
import { PREFERENCES_POSTS } from '../features/preferences/server';
import { SESSION_POSTS } from '../features/session/server';
import type { FormPost } from './form-posts';

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

/** The forms the feature modules answer without JavaScript (each module's server.ts). */
export const FORM_POSTS: readonly FormPost[] = [...NEWSLETTER_POSTS, ...SESSION_POSTS, ...CONFIRMATION_POSTS, ...PREFERENCES_POSTS];
