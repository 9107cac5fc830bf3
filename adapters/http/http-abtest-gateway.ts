import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import type { AbTestGateway } from '../../core/preview/ab-test-gateway.port';
import { AbAssignmentsCodec, AbTestListCodec, toAbAssignments, toAbTests } from '../../core/preview/ab-test.codec';
import { callFailed, type CallFailed } from '../../core/preview/preview-errors';
import type { AbAssignment, AbTest } from '../../core/preview/preview-state';
import { isSuccessStatus, type HttpClient } from '../../core/shared/http-client.port';

/** Base path of the A/B test front-end service (spec 7.3). */
export const ABTEST_PATH = '/service/abtestfrontend/api/v1';

/** The A/B test service through the shared HttpClient; non-2xx and undecodable bodies are CallFailed. */
export class HttpAbTestGateway implements AbTestGateway {
  constructor(private readonly http: HttpClient) {}

  testsAt(isoTime: string): TE.TaskEither<CallFailed, readonly AbTest[]> {
    return pipe(this.get(`/gettestsat?time=${encodeURIComponent(isoTime)}`, AbTestListCodec), TE.map(toAbTests));
  }

  assignments(): TE.TaskEither<CallFailed, readonly AbAssignment[]> {
    return pipe(this.get('/getassignment', AbAssignmentsCodec), TE.map(toAbAssignments));
  }

  private get<A>(path: string, codec: t.Decoder<unknown, A>): TE.TaskEither<CallFailed, A> {
    return pipe(
      this.http.send({ method: 'GET', url: `${ABTEST_PATH}${path}`, noCache: true }),
      TE.mapLeft((error) => callFailed(`${path}: ${error.message}`)),
      TE.chainEitherK((response) => isSuccessStatus(response.status)
        ? pipe(codec.decode(response.body), E.mapLeft(() => callFailed(`${path} answered an unreadable body`)))
        : E.left(callFailed(`${path} answered ${response.status}`))),
    );
  }
}
