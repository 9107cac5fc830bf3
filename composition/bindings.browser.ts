import type { Container } from 'inversify';
import { ConsoleLogger } from '../adapters/browser/console-logger';
import { DocumentCookieJar } from '../adapters/browser/document-cookie-jar';
import { LocationNavigation } from '../adapters/browser/location-navigation';
import { SystemClock } from '../adapters/browser/system-clock';
import { WindowViewport } from '../adapters/browser/window-viewport';
import { AxiosHttpClient, createAxiosInstance } from '../adapters/http/axios-http-client';
import type { Storefront } from '../core/country/storefront';
import type { PageContext } from '../core/layout/page-context';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';

/** Settings the browser bindings need, decided once at start. */
export interface BrowserEnvironment {
  readonly page: PageContext;
  readonly storefront: Storefront;
  readonly debug: boolean;
}

/** Binds the shared ports to their browser adapters. Feature bindings live beside this file, one file per feature. */
export const bindShared = (container: Container, env: BrowserEnvironment): void => {
  container.bind(SHARED_TOKENS.logger).toConstantValue(new ConsoleLogger(env.debug));
  container.bind(SHARED_TOKENS.clock).toConstantValue(new SystemClock());
  container.bind(SHARED_TOKENS.pageContext).toConstantValue(env.page);
  container.bind(SHARED_TOKENS.storefront).toConstantValue(env.storefront);
  container.bind(SHARED_TOKENS.viewport).toConstantValue(new WindowViewport(window));
  container.bind(SHARED_TOKENS.cookies).toConstantValue(new DocumentCookieJar(document));
  container.bind(SHARED_TOKENS.navigation).toConstantValue(new LocationNavigation(window.location));
  container.bind(SHARED_TOKENS.httpClient).toConstantValue(
    new AxiosHttpClient(createAxiosInstance({ baseURL: env.page.origin, defaultTimeoutMs: 15000 })),
  );
};
