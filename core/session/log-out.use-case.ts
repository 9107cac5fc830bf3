import * as E from 'fp-ts/Either';
import type { Task } from 'fp-ts/Task';
import type { CookieJar } from '../shared/cookie-jar.port';
import type { Logger } from '../shared/logger.port';
import { COOKIE_NAMES } from '../shared/cookie-names';
import type { SessionGateway } from './session-gateway.port';

/** The ports of the logout use case; onSignedOut lets composition restart the refresh and update the status. */
export interface LogOutDeps {
  readonly gateway: SessionGateway;
  readonly cookies: CookieJar;
  readonly logger: Logger;
  readonly onSignedOut: () => void;
}

/** Logs out: asks the service, then forgets the tokens on this page whatever it answered (a failure is only logged, spec 8). */
export const logOut = (deps: LogOutDeps) => (): Task<void> => async () => {
  const reply = await deps.gateway.logOut()();
  if (E.isLeft(reply)) deps.logger.warn('Logout got no answer', reply.left.message);
  else if (reply.right.status !== 200) deps.logger.warn('Logout failed', reply.right.status);
  deps.cookies.set(COOKIE_NAMES.loginToken, '', { maxAgeSeconds: 0 });
  deps.cookies.set(COOKIE_NAMES.longTermToken, '', { maxAgeSeconds: 0 });
  deps.onSignedOut();
};
