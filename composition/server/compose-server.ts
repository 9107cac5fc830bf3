import type { CountryCode } from '../../core/country/country';
import type { PageContext } from '../../core/layout/page-context';
import { featureModules, pageContextModule } from '../compose';
import type { FeatureBindings } from '../feature-record';
import { createContainer, type Container, type Module } from '../container';
import { bindFooter } from '../features/footer/server-bindings';
import { FetchHttpClient } from '../../adapters/http/fetch-http-client';
import { RequestCookieJar } from '../../adapters/server/request-cookie-jar';
import { RequestLogger, type LogSink } from '../../adapters/server/request-logger';
import { ServerClock } from '../../adapters/server/server-clock';
import { SERVER_NAVIGATION, SERVER_TRACKING } from '../../adapters/server/server-no-ops';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';

/**
 * Every feature record's bindings that the browser's runtime leaves out: what only the server's answers use (a page
 * that is static HTML; `server-bindings.ts`) and what only its islands resolve (`island-bindings.ts`, which the browser
 * binds with an island's chunk; the server renders every island).
 */
const SERVER_BINDINGS = import.meta.glob<FeatureBindings>(['../features/*/server-bindings.ts', '../features/*/island-bindings.ts'], {
  eager: true,
  import: 'default',
});

/** What the server bindings need of one request. */
export interface ServerEnvironment {
  /** Base URL of the services (SERVICE_BASE_URL), e.g. the CDN origin or an internal gateway. */
  readonly serviceBaseUrl: string;
  /**
   * The request's Cookie header: forwarded to services that need the visitor's session (newsletter form posts). Null for
   * content every visitor shares (footer content): no visitor's input reaches a call whose answer is cached for all.
   */
  readonly cookieHeader: string | null;
  /** The visitor's address and the secret the services trust it with (SERVICE_ENTRY_TOKEN); absent for shared content. */
  readonly client?: { readonly address: string | undefined; readonly token: string | undefined };
  /** Collects the cookies services set during the request (a sign-in's session cookies), for the server's answer. */
  readonly setCookies?: string[];
  /** The server's budget for a call that reads (GET), far below the browser's 15 s (README: server rendering). */
  readonly serviceTimeoutMs: number;
  /** The budget of a call that acts (any other method): a posted form's. Default: serviceTimeoutMs. */
  readonly serviceActionTimeoutMs?: number;
  readonly requestId: string;
  readonly path: string;
  readonly logSink: LogSink;
}

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
    ...Object.values(SERVER_BINDINGS).map(
      (bind): Module =>
        (binder) =>
          bind(binder, { country: request.country, ...SERVER_LOADERS }),
    ),
    pageContextModule(request.page),
  );
  return container;
};

/**
 * The container of the content every visitor of a storefront shares (the footer's): the server's ports without any
 * visitor's input and the footer record's bindings alone.
 */
export const composeShared = (environment: ServerEnvironment): Container => {
  const container = createContainer();
  container.load(serverModule(environment), (binder) => bindFooter(binder));
  return container;
};

/** On the server the lazy browser chunks (login-token refresh, staff panel) are never loaded: effects do not run there. */
const SERVER_LOADERS = {
  loadRefresh: (): Promise<boolean> => Promise.resolve(false),
  loadPanel: (): Promise<never> => Promise.reject(new Error('The staff panel is never loaded on the server.')),
};

/** The server environment's module: request cookies, server clock, request logger, the fetch client; browser-only ports are inert. */
const serverModule =
  (env: ServerEnvironment): Module =>
  ({ bind }) => {
    bind(SHARED_TOKENS.logger).toConstantValue(new RequestLogger(env.logSink, env.requestId, env.path));
    bind(SHARED_TOKENS.clock).toConstantValue(new ServerClock());
    bind(SHARED_TOKENS.cookies).toConstantValue(new RequestCookieJar(env.cookieHeader));
    bind(SHARED_TOKENS.navigation).toConstantValue(SERVER_NAVIGATION);
    bind(SHARED_TOKENS.tracking).toConstantValue(SERVER_TRACKING);
    bind(SHARED_TOKENS.serviceOrigin).toConstantValue(env.serviceBaseUrl.replace(/\/+$/, ''));
    bind(SHARED_TOKENS.httpClient).toConstantValue(
      new FetchHttpClient({
        baseURL: env.serviceBaseUrl,
        defaultTimeoutMs: env.serviceTimeoutMs,
        forwardCookies: env.cookieHeader,
        forwardClient: env.client,
        maxTimeoutMs: env.serviceTimeoutMs,
        actionTimeoutMs: env.serviceActionTimeoutMs,
        onSetCookie: (cookies) => env.setCookies?.push(...cookies),
      }),
    );
  };
