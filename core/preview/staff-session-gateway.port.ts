import type { TaskEither } from 'fp-ts/TaskEither';
import type { HttpFailure } from '../shared/http-failure';
import type { StaffSessionCheck } from './staff-session.codec';

/** The staff session service (spec 7.3): checkauth, renew and logout. */
export interface StaffSessionGateway {
  /** GET /service/preview/api/auth/checkauth: the decoded answer of a 2xx status. */
  checkAuth(): TaskEither<HttpFailure, StaffSessionCheck>;
  /** GET /service/preview/api/auth/login/renew; the answer is unused. */
  renew(): TaskEither<HttpFailure, void>;
  /** GET /service/preview/api/auth/logout. */
  logout(): TaskEither<HttpFailure, void>;
}
