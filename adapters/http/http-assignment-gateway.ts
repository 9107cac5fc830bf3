import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AbTestAssignmentGateway } from '../../core/footer/ab-test-assignment.port';
import { isSuccessStatus, type HttpClient } from '../../core/shared/http-client.port';

/** The A/B test assignment call of spec 7.3. */
export const ASSIGNMENT_PATH = '/service/abtestfrontend/api/v1/getassignment';

/** AbTestAssignmentGateway over HTTP; the answer's body is not read (spec: result ignored). */
export class HttpAssignmentGateway implements AbTestAssignmentGateway {
  constructor(private readonly http: HttpClient) {}

  requestAssignment(): TE.TaskEither<{ readonly kind: 'FAILED'; readonly message: string }, void> {
    return pipe(
      this.http.send({ method: 'GET', url: ASSIGNMENT_PATH, withCredentials: true }),
      TE.mapLeft((error) => ({ kind: 'FAILED' as const, message: error.message })),
      TE.chain((response) => (isSuccessStatus(response.status)
        ? TE.right(undefined)
        : TE.left({ kind: 'FAILED' as const, message: `status ${response.status}` }))),
    );
  }
}
