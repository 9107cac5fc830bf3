import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { CookieJar } from '../shared/cookie-jar.port';
import type { Logger } from '../shared/logger.port';
import { COOKIE_NAMES } from '../shared/cookie-names';
import { replyStatus, type SessionGateway } from './session-gateway.port';

/** The ports of the logout use case; onSignedOut lets composition restart the refresh and update the status. */
export interface LogOutDeps {
  readonly gateway: SessionGateway;
  readonly cookies: CookieJar;
  readonly logger: Logger;
  readonly onSignedOut: () => void;
}

/** Logs the customer out; never fails (the tokens are forgotten on the page whatever the service answered). */
export type LogOut = () => TaskEither<never, void>;

/** Logs out: asks the service, then forgets the tokens on this page whatever it answered (a failure is only logged, spec 8). */
export const logOut =
  (deps: LogOutDeps): LogOut =>
  () =>
  async () => {
    const reply = await deps.gateway.logOut()();
    const status = replyStatus(reply);
    if (status === 'NO_ANSWER') deps.logger.warn('Logout got no answer', E.isLeft(reply) ? reply.left : undefined);
    else if (status !== 200) deps.logger.warn('Logout failed', status);
    deps.cookies.set(COOKIE_NAMES.loginToken, '', { maxAgeSeconds: 0 });
    deps.cookies.set(COOKIE_NAMES.longTermToken, '', { maxAgeSeconds: 0 });
    deps.onSignedOut();
    return E.right(undefined);
  };
