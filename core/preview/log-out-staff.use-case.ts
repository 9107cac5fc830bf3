import type { Task } from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Logger } from '../shared/logger.port';
import type { StaffSessionGateway } from './staff-session-gateway.port';

/** Ends the staff session; always completes (the panel hides either way). */
export type LogOutStaff = () => Task<void>;

/** Calls logout (spec 7.3); a failure is only logged (spec 8). */
export const logOutStaff = (deps: { gateway: StaffSessionGateway; logger: Logger }): LogOutStaff =>
  () => pipe(
    deps.gateway.logout(),
    TE.match((error) => deps.logger.error('Staff logout failed.', error), () => undefined),
  );
