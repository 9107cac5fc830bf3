import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import * as t from 'io-ts';
import { PathReporter } from 'io-ts/PathReporter';
import { isSuccessStatus, type HttpClient, type HttpRequest, type HttpResponse } from './http-client.port';
import type { HttpFailure } from './http-failure';

/** The part of an error body the client reads: the problem-details type (RFC 7807 `{ type, detail }`). */
export const ProblemDetailsCodec = t.type({ type: t.string });

/** A 2xx answer with its body decoded, for the few callers that read its status or headers too. */
export interface JsonAnswer<A> {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: A;
}

/** A body nobody reads (any JSON, or none): always decodes, to undefined. */
export const IgnoredBody: t.Decoder<unknown, void> = new t.Type<void, unknown, unknown>(
  'IgnoredBody',
  (_): _ is void => true,
  () => t.success(undefined),
  () => undefined,
);

const checked =
  <A>(codec: t.Decoder<unknown, A>) =>
  (response: HttpResponse): E.Either<HttpFailure, JsonAnswer<A>> => {
    if (!isSuccessStatus(response.status)) {
      const problem = ProblemDetailsCodec.decode(response.body);
      // Retry-After as delta-seconds (RFC 9110 10.2.3); a date or anything else is left out (the caller says "a while").
      const wait = Number(response.headers['retry-after'] || NaN);
      return E.left({
        kind: 'STATUS',
        status: response.status,
        ...(E.isRight(problem) && { type: problem.right.type }),
        ...(Number.isInteger(wait) && wait >= 0 && { retryAfterSeconds: wait }),
      });
    }
    const decoded = codec.decode(response.body);
    // The first few paths say enough about what the service got wrong, and keep the log line readable.
    if (E.isLeft(decoded)) return E.left({ kind: 'DECODE', message: PathReporter.report(decoded).slice(0, 5).join('; ') });
    return E.right({ status: response.status, headers: response.headers, body: decoded.right });
  };

/**
 * `requestJson` with the answer's status and headers (the login service's 200 and 201 differ, its Date header sets
 * the server clock). Same failures.
 */
export const requestJsonAnswer =
  <A>(codec: t.Decoder<unknown, A>) =>
  (http: HttpClient, request: HttpRequest): TE.TaskEither<HttpFailure, JsonAnswer<A>> =>
    pipe(
      http.send(request),
      TE.mapLeft((failure): HttpFailure => failure),
      TE.chainEitherK(checked(codec)),
    );

/**
 * The request helper every gateway uses: sends over the HTTP port and yields the body of a 2xx answer decoded by
 * the codec. No answer is NETWORK or TIMEOUT, any other status is STATUS (with the body's problem type), a body the
 * codec refuses is DECODE.
 */
export const requestJson =
  <A>(codec: t.Decoder<unknown, A>) =>
  (http: HttpClient, request: HttpRequest): TE.TaskEither<HttpFailure, A> =>
    pipe(
      requestJsonAnswer(codec)(http, request),
      TE.map((answer) => answer.body),
    );
