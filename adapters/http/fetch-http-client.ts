import type { Either } from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { HttpClient, HttpRequest, HttpResponse } from '../../core/shared/http-client.port';
import type { TransportFailure } from '../../core/shared/http-failure';
import { CSRF_HEADER } from './csrf-header';

/** The header carrying SERVICE_ENTRY_TOKEN: a service trusts X-Forwarded-For only on calls that carry it. */
export const ENTRY_TOKEN_HEADER = 'X-Storefront-Entry';

/** How the Fetch client is set up; composition decides it per environment (browser, widget, server). */
export interface FetchHttpOptions {
  /** Where site-relative request addresses point: the shop's origin, or on a server the services' base address. */
  readonly baseURL: string;
  readonly defaultTimeoutMs: number;
  /**
   * In a browser: whether calls carry cookies. A widget on another site's page sends none: the shop's cookies are not
   * the host page's to send, and a service answering CORS for a list of origins never needs them. A server leaves it
   * out (it has no cookie store, and workerd refuses the field).
   */
  readonly credentials?: 'include' | 'omit';
  /** The runtime's fetch (tests pass their own). */
  readonly fetch?: typeof fetch;
  /** On a server: the visitor's Cookie header, sent with every call (a server has no cookie store of its own). */
  readonly forwardCookies?: string | null;
  /**
   * On a server: the visitor's address (X-Forwarded-For), so the services limit rates per visitor, with the secret
   * that lets them trust it (ENTRY_TOKEN_HEADER).
   */
  readonly forwardClient?: { readonly address: string | undefined; readonly token: string | undefined };
  /** On a server: caps every read's (GET's) own time-out (a server keeps a budget far below the browser's). */
  readonly maxTimeoutMs?: number;
  /**
   * On a server: the budget of a call that acts (any method but GET), which replaces `maxTimeoutMs` for it. Such a
   * call is sent once (never retried): the service may have acted on it even when its answer comes too late.
   */
  readonly actionTimeoutMs?: number;
  /**
   * On a server: receives the cookies a service set (its Set-Cookie headers), which the server hands on to the
   * visitor with its answer, as the CDN would have if the browser had called the service.
   */
  readonly onSetCookie?: (cookies: readonly string[]) => void;
}

/**
 * The HTTP port's one adapter, over the platform's own fetch (browser, widget, first-load script and server alike; see
 * docs/decisions/005): every status is an answer, JSON bodies are parsed, and no rejection reaches the core (failures
 * become NETWORK or TIMEOUT).
 */
export class FetchHttpClient implements HttpClient {
  constructor(private readonly options: FetchHttpOptions) {}

  send(request: HttpRequest): TaskEither<TransportFailure, HttpResponse> {
    const { options } = this;
    const exchange = async (): Promise<HttpResponse> => {
      const response = await (options.fetch ?? fetch)(addressOf(request.url, options.baseURL), {
        method: request.method,
        headers: headersOf(request, options),
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        ...(options.credentials ? { credentials: request.withCredentials === false ? 'omit' : options.credentials } : {}),
        ...(request.noReferrer ? { referrerPolicy: 'no-referrer' } : {}),
        signal: AbortSignal.timeout(timeoutOf(request, options)),
      });
      const text = await response.text();
      const cookies = response.headers.getSetCookie?.() ?? [];
      if (cookies.length > 0) options.onSetCookie?.(cookies);
      const out: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        out[name.toLowerCase()] = value;
      });
      return { status: response.status, body: parseBody(text), headers: out };
    };
    // Either's two shapes written out (fp-ts's public representation) rather than TE.tryCatch: the first-load script
    // makes the footer's A/B call through this client, and no fp-ts code may come with it (it would become a chunk
    // shared with the islands' runtime, which the loader would have to fetch before it can run).
    return () =>
      exchange().then(
        (answer): Either<TransportFailure, HttpResponse> => ({ _tag: 'Right', right: answer }),
        (error: unknown): Either<TransportFailure, HttpResponse> => ({ _tag: 'Left', left: transportFailure(error) }),
      );
  }
}

/** An absolute address as it is; any other under the base address, its path kept (a base may carry one). */
const addressOf = (url: string, base: string): string =>
  new URL(/^[a-z][a-z\d+.-]*:/i.test(url) ? url : `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`).href;

const headersOf = (request: HttpRequest, options: FetchHttpOptions): Headers => {
  const headers = new Headers({ Accept: 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value, ...(request.headers ?? {}) });
  if (request.noCache) headers.set('Cache-Control', 'no-cache');
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  if (options.forwardCookies) headers.set('Cookie', options.forwardCookies);
  if (options.forwardClient?.address) headers.set('X-Forwarded-For', options.forwardClient.address);
  if (options.forwardClient?.token) headers.set(ENTRY_TOKEN_HEADER, options.forwardClient.token);
  return headers;
};

/** A request's time-out: its own (else the client's), capped by the limit of a read (GET) or of an action (any other). */
export const timeoutOf = (
  request: Pick<HttpRequest, 'method' | 'timeoutMs'>,
  options: Pick<FetchHttpOptions, 'defaultTimeoutMs' | 'maxTimeoutMs' | 'actionTimeoutMs'>,
): number => {
  const action = request.method !== 'GET' ? options.actionTimeoutMs : undefined;
  return Math.min(request.timeoutMs ?? action ?? options.defaultTimeoutMs, action ?? options.maxTimeoutMs ?? Infinity);
};

const transportFailure = (error: unknown): TransportFailure => {
  const message = error instanceof Error ? error.message : String(error);
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
  return { kind: timedOut ? 'TIMEOUT' : 'NETWORK', message };
};

const parseBody = (text: string): unknown => {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
