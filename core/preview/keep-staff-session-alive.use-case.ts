import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Logger } from '../shared/logger.port';
import type { Scheduler } from './scheduler.port';
import type { StaffSessionGateway } from './staff-session-gateway.port';

/** Spec 9: the preview login is renewed every 5 minutes. */
export const RENEW_INTERVAL_MS = 5 * 60 * 1000;

/** Starts the renewal; call the returned function to stop it. */
export type KeepStaffSessionAlive = () => () => void;

/** Renews the staff session now and every 5 minutes (spec 7.3); the answer is unused, a failure only logged. */
export const keepStaffSessionAlive =
  (deps: { gateway: StaffSessionGateway; scheduler: Scheduler; logger: Logger }): KeepStaffSessionAlive =>
  () => {
    const renew = (): void => {
      void pipe(
        deps.gateway.renew(),
        TE.match(
          (error) => deps.logger.debug('Staff session renewal failed.', error),
          () => undefined,
        ),
        T.map(() => undefined),
      )();
    };
    renew();
    return deps.scheduler.every(RENEW_INTERVAL_MS, renew);
  };
