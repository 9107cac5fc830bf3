import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { FETCH_ERROR_MESSAGE, type NewsletterGatewayError } from '../../core/newsletter/newsletter-gateway.port';
import { ErrorBodyCodec } from '../../core/newsletter/newsletter-subscriber.codec';
import { encodeBase64 } from '../../core/shared/base64';
import { isSuccessStatus, type HttpClient, type HttpNetworkError, type HttpRequest, type HttpResponse } from '../../core/shared/http-client.port';

/** A hook around every newsletter request, as in generated API clients: rewrite, observe, or rescue a failed call. */
export interface NewsletterMiddleware {
  /** Runs before sending; may return a changed request. */
  pre?(request: HttpRequest): HttpRequest | Promise<HttpRequest>;
  /** Runs after any answer; may return a replacement response. */
  post?(request: HttpRequest, response: HttpResponse): HttpResponse | void | Promise<HttpResponse | void>;
  /** Runs when no answer came; a returned response is used as the alternative, else the call is a fetch error. */
  onError?(request: HttpRequest, error: HttpNetworkError): HttpResponse | void | Promise<HttpResponse | void>;
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

/** The newsletter service client: base path, auth, optional headers, middleware, and spec 7's status rule. */
export class NewsletterApiClient {
  constructor(private readonly http: HttpClient, private readonly config: NewsletterClientConfiguration) {}

  /** Sends a call; 2xx is a Right, anything else a RESPONSE_ERROR with the body's type, no answer a FETCH_ERROR. */
  call(call: NewsletterCall): TE.TaskEither<NewsletterGatewayError, HttpResponse> {
    return pipe(
      TE.tryCatch(() => this.prepare(call), (error): NewsletterGatewayError => fetchError(String(error))),
      TE.chain((request) => pipe(
        this.http.send(request),
        TE.orElse((error) => this.rescue(request, error)),
        TE.chain((response) => TE.tryCatch(() => this.after(request, response), (error) => fetchError(String(error)))),
      )),
      TE.chainEitherK(checkStatus),
    );
  }

  private async prepare(call: NewsletterCall): Promise<HttpRequest> {
    const { config } = this;
    const headers: Record<string, string> = { Accept: 'application/json', ...(call.headers ?? {}) };
    if (call.siteHeader && config.site) headers[SITE_HEADER] = config.site;
    if (call.originalAddressHeader && config.originalAddress) headers[ORIGINAL_ADDRESS_HEADER] = config.originalAddress;
    if (config.apiKey) headers['X-Api-Key'] = typeof config.apiKey === 'function' ? config.apiKey() : config.apiKey;
    if (config.username !== undefined || config.password !== undefined) headers.Authorization = `Basic ${encodeBase64(`${config.username ?? ''}:${config.password ?? ''}`)}`;
    if (config.accessToken) {
      const token = typeof config.accessToken === 'function' ? await config.accessToken() : config.accessToken;
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    let request: HttpRequest = {
      method: call.method,
      url: `${newsletterBasePath(config.origin, config.singlePageApp || call.privatePath === true)}${call.path}`,
      headers, withCredentials: true,
      ...(call.body === undefined ? {} : { body: call.body }),
      ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
    };
    for (const middleware of config.middleware ?? []) if (middleware.pre) request = await middleware.pre(request);
    return request;
  }

  private rescue(request: HttpRequest, error: HttpNetworkError): TE.TaskEither<NewsletterGatewayError, HttpResponse> {
    return async () => {
      for (const middleware of this.config.middleware ?? []) {
        try {
          const alternative = middleware.onError ? await middleware.onError(request, error) : undefined;
          if (alternative) return E.right(alternative);
        } catch { /* a failing interceptor offers no alternative */ }
      }
      return E.left(fetchError(error.message));
    };
  }

  private async after(request: HttpRequest, response: HttpResponse): Promise<HttpResponse> {
    let current = response;
    for (const middleware of this.config.middleware ?? []) if (middleware.post) current = (await middleware.post(request, current)) ?? current;
    return current;
  }
}

const fetchError = (cause: string): NewsletterGatewayError => ({ kind: 'FETCH_ERROR', message: FETCH_ERROR_MESSAGE, cause });

const checkStatus = (response: HttpResponse): E.Either<NewsletterGatewayError, HttpResponse> => {
  if (isSuccessStatus(response.status)) return E.right(response);
  const body = ErrorBodyCodec.decode(response.body);
  return E.left({ kind: 'RESPONSE_ERROR', status: response.status, type: E.isRight(body) ? body.right.type : undefined });
};
