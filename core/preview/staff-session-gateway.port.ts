import type { TaskEither } from 'fp-ts/TaskEither';
import type { CallFailed } from './preview-errors';
import type { StaffSessionCheck } from './staff-session.codec';

/** The staff session service (spec 7.3): checkauth, renew and logout. */
export interface StaffSessionGateway {
  /** GET /service/preview/api/auth/checkauth: the decoded answer, whatever its status. */
  checkAuth(): TaskEither<CallFailed, StaffSessionCheck>;
  /** GET /service/preview/api/auth/login/renew; the answer is unused. */
  renew(): TaskEither<CallFailed, void>;
  /** GET /service/preview/api/auth/logout. */
  logout(): TaskEither<CallFailed, void>;
}
