import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { AbTestGateway } from '../../core/preview/ab-test-gateway.port';
import { AbAssignmentsCodec, AbTestListCodec, toAbAssignments, toAbTests } from '../../core/preview/ab-test.codec';
import type { AbAssignment, AbTest } from '../../core/preview/preview-state';
import type { HttpClient } from '../../core/shared/http-client.port';
import type { HttpFailure } from '../../core/shared/http-failure';
import { requestJson } from '../../core/shared/request-json';

import { ABTEST_PATH, ASSIGNMENT_PATH } from './abtest-path';

/** The A/B test service (tests at a time for the staff panel, the visitor's assignments for the footer and the staff bar). */
export class HttpAbTestGateway implements AbTestGateway {
  constructor(private readonly http: HttpClient) {}

  testsAt(isoTime: string): TE.TaskEither<HttpFailure, readonly AbTest[]> {
    return pipe(
      requestJson(AbTestListCodec)(this.http, {
        method: 'GET',
        url: `${ABTEST_PATH}/gettestsat?time=${encodeURIComponent(isoTime)}`,
        noCache: true,
      }),
      TE.map(toAbTests),
    );
  }

  assignments(): TE.TaskEither<HttpFailure, readonly AbAssignment[]> {
    return pipe(
      requestJson(AbAssignmentsCodec)(this.http, { method: 'GET', url: ASSIGNMENT_PATH, noCache: true }),
      TE.map(toAbAssignments),
    );
  }
}
