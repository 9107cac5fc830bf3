import type { TaskEither } from 'fp-ts/TaskEither';
import type { CallFailed } from './preview-errors';
import type { AbAssignment, AbTest } from './preview-state';

/** The A/B test front-end service (spec 7.3). */
export interface AbTestGateway {
  /** GET /service/abtestfrontend/api/v1/gettestsat?time={iso}: the tests active at that instant. */
  testsAt(isoTime: string): TaskEither<CallFailed, readonly AbTest[]>;
  /** GET /service/abtestfrontend/api/v1/getassignment: the visitor's groups (a staff override included). */
  assignments(): TaskEither<CallFailed, readonly AbAssignment[]>;
}
