import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Logger } from '../shared/logger.port';
import type { StaffSessionGateway } from './staff-session-gateway.port';

/** Ends the staff session; never fails (the panel hides either way). */
export type LogOutStaff = () => TE.TaskEither<never, void>;

/** Calls logout (spec 7.3); a failure is only logged (spec 8). */
export const logOutStaff =
  (deps: { gateway: StaffSessionGateway; logger: Logger }): LogOutStaff =>
  () =>
    pipe(
      deps.gateway.logout(),
      TE.orElseW((error) => {
        deps.logger.error('Staff logout failed.', error);
        return TE.right(undefined);
      }),
    );
