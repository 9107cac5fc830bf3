import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import { FETCH_ERROR_MESSAGE } from '../../core/newsletter/newsletter-gateway.port';
import { encodeBase64 } from '../../core/shared/base64';
import type { HttpClient, HttpRequest, HttpResponse } from '../../core/shared/http-client.port';
import type { HttpFailure, TransportFailure } from '../../core/shared/http-failure';
import { requestJson } from '../../core/shared/request-json';

/** A hook around every newsletter request, as in generated API clients: rewrite, observe, or rescue a failed call. */
export interface NewsletterMiddleware {
  /** Runs before sending; may return a changed request. */
  pre?(request: HttpRequest): HttpRequest | Promise<HttpRequest>;
  /** Runs after any answer; may return a replacement response. */
  post?(request: HttpRequest, response: HttpResponse): HttpResponse | void | Promise<HttpResponse | void>;
  /** Runs when no answer came; a returned response is used as the alternative, else the call is a fetch error. */
  onError?(request: HttpRequest, error: TransportFailure): HttpResponse | void | Promise<HttpResponse | void>;
}

/** How the newsletter client is set up (spec 7.1); composition decides it per page. */
export interface NewsletterClientConfiguration {
  /** The page origin, e.g. https://shop.example. */
  readonly origin: string;
  /** The page is a single-page app: calls use the private path instead of the internal one. */
  readonly singlePageApp: boolean;
  /** Value of the site-identifying header (X-Site), e.g. 'DE'. */
  readonly site?: string;
  /** Value of X-Original-Address: the address of the page the visitor signed up on. */
  readonly originalAddress?: string;
  readonly middleware?: readonly NewsletterMiddleware[];
  /** Basic auth credentials. */
  readonly username?: string;
  readonly password?: string;
  /** Sent as X-Api-Key. */
  readonly apiKey?: string | (() => string);
  /** Sent as a Bearer token (wins over basic auth). */
  readonly accessToken?: string | (() => string | Promise<string>);
  readonly timeoutMs?: number;
}

/** The header that names the storefront a call is made for. */
export const SITE_HEADER = 'X-Site';
/** The header that carries the address of the page the call was made from. */
export const ORIGINAL_ADDRESS_HEADER = 'X-Original-Address';

/** Spec 7.1: origin + service/newsletter/api/internal, or api/private for single-page apps (and private-only calls). */
export const newsletterBasePath = (origin: string, privatePath: boolean): string =>
  `${origin.replace(/\/+$/, '')}/service/newsletter/api/${privatePath ? 'private' : 'internal'}`;

/** What one call adds: which optional headers it carries and whether it must use the private path. */
export interface NewsletterCall {
  readonly method: HttpRequest['method'];
  readonly path: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly siteHeader?: boolean;
  readonly originalAddressHeader?: boolean;
  readonly privatePath?: boolean;
}

/** The newsletter service client: base path and optional headers per call, then requestJson over the client's own HTTP port. */
export class NewsletterApiClient {
  private readonly http: HttpClient;

  constructor(
    http: HttpClient,
    private readonly config: NewsletterClientConfiguration,
  ) {
    this.http = new NewsletterHttpClient(http, config);
  }

  /** Sends a call and decodes the body of a 2xx answer; anything else is an HttpFailure (no answer: spec 8's fetch error). */
  call<A>(call: NewsletterCall, codec: t.Decoder<unknown, A>): TE.TaskEither<HttpFailure, A> {
    const { config } = this;
    const headers: Record<string, string> = { Accept: 'application/json', ...(call.headers ?? {}) };
    if (call.siteHeader && config.site) headers[SITE_HEADER] = config.site;
    if (call.originalAddressHeader && config.originalAddress) headers[ORIGINAL_ADDRESS_HEADER] = config.originalAddress;
    return requestJson(codec)(this.http, {
      method: call.method,
      url: `${newsletterBasePath(config.origin, config.singlePageApp || call.privatePath === true)}${call.path}`,
      headers,
      withCredentials: true,
      ...(call.body === undefined ? {} : { body: call.body }),
      ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
    });
  }
}

/**
 * The HTTP port with the newsletter client's cross-cutting behaviour around it (spec 7.1): basic auth, API key and
 * access token, then the middleware (pre rewrites the request, onError may offer an alternative answer, post sees
 * the answer). A request that got no answer and no alternative fails with spec 8's fetch error message.
 */
class NewsletterHttpClient implements HttpClient {
  constructor(
    private readonly http: HttpClient,
    private readonly config: NewsletterClientConfiguration,
  ) {}

  send(request: HttpRequest): TE.TaskEither<TransportFailure, HttpResponse> {
    return async () => {
      try {
        const prepared = await this.prepare(request);
        const sent = await this.http.send(prepared)();
        const answered = E.isRight(sent) ? sent.right : await this.rescue(prepared, sent.left);
        return 'kind' in answered ? E.left(answered) : E.right(await this.after(prepared, answered));
      } catch (error) {
        // A throwing auth callback or middleware is a request that failed without an alternative.
        return E.left(fetchError({ kind: 'NETWORK', message: error instanceof Error ? error.message : String(error) }));
      }
    };
  }

  private async prepare(request: HttpRequest): Promise<HttpRequest> {
    const { config } = this;
    const headers: Record<string, string> = { ...(request.headers ?? {}) };
    if (config.apiKey) headers['X-Api-Key'] = typeof config.apiKey === 'function' ? config.apiKey() : config.apiKey;
    if (config.username !== undefined || config.password !== undefined)
      headers.Authorization = `Basic ${encodeBase64(`${config.username ?? ''}:${config.password ?? ''}`)}`;
    if (config.accessToken) {
      const token = typeof config.accessToken === 'function' ? await config.accessToken() : config.accessToken;
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    let prepared: HttpRequest = { ...request, headers };
    for (const middleware of config.middleware ?? []) if (middleware.pre) prepared = await middleware.pre(prepared);
    return prepared;
  }

  private async rescue(request: HttpRequest, failure: TransportFailure): Promise<HttpResponse | TransportFailure> {
    for (const middleware of this.config.middleware ?? []) {
      try {
        const alternative = middleware.onError ? await middleware.onError(request, failure) : undefined;
        if (alternative) return alternative;
      } catch {
        /* a failing interceptor offers no alternative */
      }
    }
    return fetchError(failure);
  }

  private async after(request: HttpRequest, response: HttpResponse): Promise<HttpResponse> {
    let current = response;
    for (const middleware of this.config.middleware ?? [])
      if (middleware.post) current = (await middleware.post(request, current)) ?? current;
    return current;
  }
}

/** Spec 8: no answer and no alternative; the kind (NETWORK or TIMEOUT) and the cause stay. */
const fetchError = (failure: TransportFailure): TransportFailure => ({
  kind: failure.kind,
  message: `${FETCH_ERROR_MESSAGE}: ${failure.message}`,
});
