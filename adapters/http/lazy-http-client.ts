import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { HttpClient, HttpRequest, HttpResponse } from '../../core/shared/http-client.port';
import type { TransportFailure } from '../../core/shared/http-failure';

/**
 * An HttpClient whose transport is loaded with its first request: code only a send needs (the HTTP library) arrives
 * with the send, not with the island that wakes. A transport that cannot be loaded is a NETWORK failure of that
 * request, and the next request tries again.
 */
export class LazyHttpClient implements HttpClient {
  private client: Promise<HttpClient> | undefined;

  constructor(private readonly load: () => Promise<HttpClient>) {}

  send(request: HttpRequest): TaskEither<TransportFailure, HttpResponse> {
    return async () => {
      try {
        this.client ??= this.load();
        return await (await this.client).send(request)();
      } catch (error) {
        this.client = undefined;
        return E.left({ kind: 'NETWORK', message: error instanceof Error ? error.message : 'The HTTP client could not be loaded.' });
      }
    };
  }
}
