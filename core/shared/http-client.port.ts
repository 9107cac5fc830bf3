import type { TaskEither } from 'fp-ts/TaskEither';
import type { TransportFailure } from './http-failure';

/** How long the browser waits for a service's answer before a call is a TIMEOUT (spec 9): every browser call's default. */
export const BROWSER_SERVICE_TIMEOUT_MS = 15_000;

/** An HTTP response whose status was received; the body is still unknown JSON to be decoded by the caller. */
export interface HttpResponse {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Readonly<Record<string, string>>;
}

/** One request. Bodies are JSON; every status, 2xx or not, comes back as a Right with its status. */
export interface HttpRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly url: string;
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  /** Milliseconds before the request is abandoned as a TIMEOUT. */
  readonly timeoutMs?: number;
  /** Send cookies (default true, as spec 7 says). */
  readonly withCredentials?: boolean;
  /** Ask caches to revalidate (Cache-Control: no-cache). */
  readonly noCache?: boolean;
  /** Send no Referer header. */
  readonly noReferrer?: boolean;
}

/**
 * The HTTP port; the adapter decides transport, CSRF and time-outs. Gateways do not call it directly but through
 * `requestJson` (core/shared/request-json.ts), which checks the status and decodes the body.
 */
export interface HttpClient {
  send(request: HttpRequest): TaskEither<TransportFailure, HttpResponse>;
}

/** True for the 2xx statuses that spec 7 counts as success. */
export const isSuccessStatus = (status: number): boolean => status >= 200 && status <= 299;
