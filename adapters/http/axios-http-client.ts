import axios, { type AxiosInstance } from 'axios';
import * as TE from 'fp-ts/TaskEither';
import type { HttpClient, HttpRequest, HttpResponse } from '../../core/shared/http-client.port';
import type { TransportFailure } from '../../core/shared/http-failure';
import { CSRF_HEADER } from './csrf-header';

/** Options for the shared axios instance; composition decides them per environment. */
export interface AxiosHttpOptions {
  readonly baseURL: string;
  readonly defaultTimeoutMs: number;
  /** On a server: the visitor's Cookie header, sent with every call (a server has no cookie store of its own). */
  readonly forwardCookies?: string | null;
  /**
   * On a server: the visitor's address (X-Forwarded-For), so the services limit rates per visitor, with the secret
   * that lets them trust it (ENTRY_TOKEN_HEADER).
   */
  readonly forwardClient?: { readonly address: string | undefined; readonly token: string | undefined };
}

/** The header carrying SERVICE_ENTRY_TOKEN: a service trusts X-Forwarded-For only on calls that carry it. */
export const ENTRY_TOKEN_HEADER = 'X-Storefront-Entry';

/** Creates the one axios instance the app uses: credentials, CSRF marker, JSON, every status resolved. */
export const createAxiosInstance = (options: AxiosHttpOptions): AxiosInstance =>
  axios.create({
    baseURL: options.baseURL,
    withCredentials: true,
    timeout: options.defaultTimeoutMs,
    headers: {
      Accept: 'application/json',
      [CSRF_HEADER.name]: CSRF_HEADER.value,
      ...(options.forwardCookies ? { Cookie: options.forwardCookies } : {}),
      ...(options.forwardClient?.address ? { 'X-Forwarded-For': options.forwardClient.address } : {}),
      ...(options.forwardClient?.token ? { [ENTRY_TOKEN_HEADER]: options.forwardClient.token } : {}),
    },
    // Every status is an answer; gateways map non-2xx to typed errors themselves.
    validateStatus: () => true,
    responseType: 'json',
    // The fetch adapter honours referrerPolicy (spec 7.2: footer content is fetched with no referrer).
    adapter: 'fetch',
  });

/** HttpClient over axios. No rejection ever reaches the core: failures become NETWORK or TIMEOUT. */
export class AxiosHttpClient implements HttpClient {
  /** `maxTimeoutMs` caps every request's own time-out (a server keeps a budget far below the browser's). */
  constructor(
    private readonly instance: AxiosInstance,
    private readonly limits: {
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
    } = {},
  ) {}

  send(request: HttpRequest): TE.TaskEither<TransportFailure, HttpResponse> {
    return TE.tryCatch(async () => {
      const headers: Record<string, string> = { ...(request.headers ?? {}) };
      if (request.noCache) {
        headers['Cache-Control'] = 'no-cache';
        headers.Pragma = 'no-cache';
      }
      if (request.body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await this.instance.request({
        method: request.method,
        url: request.url,
        data: request.body,
        headers,
        withCredentials: request.withCredentials ?? true,
        ...this.budget(request),
        ...(request.noReferrer ? { fetchOptions: { referrerPolicy: 'no-referrer' } } : {}),
      });
      const cookies = setCookiesOf(response.headers['set-cookie']);
      if (cookies.length > 0) this.limits.onSetCookie?.(cookies);
      return { status: response.status, body: parseBody(response.data), headers: flattenHeaders(response.headers) };
    }, transportFailure);
  }

  /** The request's time-out: its own, capped by the limit of a read (GET) or of an action (every other method). */
  private budget(request: HttpRequest): { timeout?: number } {
    const action = request.method !== 'GET' ? this.limits.actionTimeoutMs : undefined;
    const cap = action ?? this.limits.maxTimeoutMs ?? Infinity;
    const wanted = request.timeoutMs ?? action;
    return wanted === undefined ? {} : { timeout: Math.min(wanted, cap) };
  }
}

/** A time-out (axios: ETIMEDOUT from the fetch adapter, ECONNABORTED "timeout …" from the XHR one) or any other failure. */
export const transportFailure = (error: unknown): TransportFailure => {
  const message = error instanceof Error ? error.message : String(error);
  const code = axios.isAxiosError(error) ? error.code : undefined;
  const timedOut = code === 'ETIMEDOUT' || (code === 'ECONNABORTED' && /timeout/i.test(message));
  return { kind: timedOut ? 'TIMEOUT' : 'NETWORK', message };
};

/** The cookies of a Set-Cookie header as axios hands it over: one cookie as a string, several as an array. */
const setCookiesOf = (value: unknown): string[] => {
  const cookies: unknown[] = Array.isArray(value) ? value : [value];
  return cookies.filter((cookie): cookie is string => typeof cookie === 'string' && cookie !== '');
};

const parseBody = (data: unknown): unknown => {
  if (typeof data !== 'string') return data ?? null;
  if (data.trim() === '') return null;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
};

const flattenHeaders = (headers: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  if (headers && typeof headers === 'object') {
    for (const [key, value] of Object.entries(headers)) {
      if (typeof value === 'string') out[key.toLowerCase()] = value;
    }
  }
  return out;
};
