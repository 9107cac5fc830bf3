import type { Either } from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { HttpClient, HttpRequest, HttpResponse } from '../../core/shared/http-client.port';
import type { TransportFailure } from '../../core/shared/http-failure';
import { CSRF_HEADER } from './csrf-header';

/** How the Fetch client is set up; composition decides it (the embeddable widget uses it). */
export interface FetchHttpOptions {
  /** Where site-relative request addresses point: the shop's origin. */
  readonly baseURL: string;
  readonly defaultTimeoutMs: number;
  /**
   * Whether calls carry cookies. A widget on another site's page sends none: the shop's cookies are not the host
   * page's to send, and a service answering CORS for a list of origins never needs them.
   */
  readonly credentials: 'include' | 'omit';
  /** The runtime's fetch (tests pass their own). */
  readonly fetch?: typeof fetch;
}

/**
 * HttpClient over the platform's fetch, for code that must stay small (the embeddable newsletter widget ships
 * without axios). Same contract as the axios client: every status is an answer, JSON bodies are parsed, and no
 * rejection reaches the core (failures become NETWORK or TIMEOUT).
 */
export class FetchHttpClient implements HttpClient {
  constructor(private readonly options: FetchHttpOptions) {}

  send(request: HttpRequest): TaskEither<TransportFailure, HttpResponse> {
    const { options } = this;
    const timeoutMs = request.timeoutMs ?? options.defaultTimeoutMs;
    const exchange = async (): Promise<HttpResponse> => {
      const headers = new Headers({ Accept: 'application/json', [CSRF_HEADER.name]: CSRF_HEADER.value, ...(request.headers ?? {}) });
      if (request.noCache) headers.set('Cache-Control', 'no-cache');
      if (request.body !== undefined) headers.set('Content-Type', 'application/json');
      const response = await (options.fetch ?? fetch)(new URL(request.url, options.baseURL).href, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        credentials: request.withCredentials === false ? 'omit' : options.credentials,
        referrerPolicy: request.noReferrer ? 'no-referrer' : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
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
