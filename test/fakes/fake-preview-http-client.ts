import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { HttpClient, HttpNetworkError, HttpRequest, HttpResponse } from '../../core/shared/http-client.port';

/** An HttpClient that answers from a script and records every request (for the preview adapters' tests). */
export class FakePreviewHttpClient implements HttpClient {
  readonly requests: HttpRequest[] = [];
  constructor(private readonly reply: (request: HttpRequest) => HttpResponse | HttpNetworkError) {}
  send(request: HttpRequest): TE.TaskEither<HttpNetworkError, HttpResponse> {
    this.requests.push(request);
    return async () => {
      const answer = this.reply(request);
      return 'kind' in answer ? E.left(answer) : E.right(answer);
    };
  }
}

/** A JSON answer. */
export const reply = (status: number, body: unknown): HttpResponse => ({ status, body, headers: {} });
/** A failed request. */
export const offline: HttpNetworkError = { kind: 'NETWORK', message: 'offline' };
