import type { TaskEither } from 'fp-ts/TaskEither';
import type { HttpFailure } from '../shared/http-failure';
import type { AbAssignment, AbTest } from './preview-state';

/** The A/B test front-end service (spec 7.3). */
export interface AbTestGateway {
  /** GET /service/abtestfrontend/api/v1/gettestsat?time={iso}: the tests active at that instant. */
  testsAt(isoTime: string): TaskEither<HttpFailure, readonly AbTest[]>;
  /** GET /service/abtestfrontend/api/v1/getassignment: the visitor's groups (a staff override included). */
  assignments(): TaskEither<HttpFailure, readonly AbAssignment[]>;
}
