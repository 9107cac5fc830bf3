import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { HttpClient, HttpRequest, HttpResponse } from '../../core/shared/http-client.port';
import type { TransportFailure } from '../../core/shared/http-failure';

/** What the fake port answers: a response, or no answer at all. */
export type FakeAnswer = HttpResponse | TransportFailure;

/**
 * The HTTP port, faked: answers from a script (a function of the request, or a queue taken in order, then 200 {})
 * and records every request.
 */
export class FakeHttpClient implements HttpClient {
  readonly requests: HttpRequest[] = [];
  constructor(private readonly script: ((request: HttpRequest) => FakeAnswer) | FakeAnswer[]) {}
  send(request: HttpRequest): TE.TaskEither<TransportFailure, HttpResponse> {
    this.requests.push(request);
    const answer = typeof this.script === 'function' ? this.script(request) : (this.script.shift() ?? reply(200, {}));
    return async () => ('kind' in answer ? E.left(answer) : E.right(answer));
  }
}

/** A JSON answer. */
export const reply = (status: number, body: unknown, headers: Readonly<Record<string, string>> = {}): HttpResponse => ({
  status,
  body,
  headers,
});
/** No answer: the network failed. */
export const offline: TransportFailure = { kind: 'NETWORK', message: 'offline' };
/** No answer in time. */
export const timedOut: TransportFailure = { kind: 'TIMEOUT', message: 'timeout of 15000ms exceeded' };
