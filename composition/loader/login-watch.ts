import { DocumentCookieJar } from '../../adapters/browser/document-cookie-jar';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import { REFRESH_TIMING } from '../../core/session/refresh-timing';

/** A customer is signed in: the script-readable login token is there (spec 3.4), read by the one cookie parser. */
export const signedIn = (): boolean => new DocumentCookieJar(document).get(COOKIE_NAMES.loginToken) !== undefined;

/**
 * The first-load script's wait for a login cookie (spec 9, the refresh timing's interval: the scheduler's one wait):
 * `start` runs once a LoginToken exists, at once if it is there already. The login-token refresh (spec 3.4) starts so,
 * for signed-in customers only, its code fetched then.
 */
export const whenLoggedIn = (start: () => void): void => {
  if (signedIn()) {
    start();
    return;
  }
  const timer = window.setInterval(() => {
    if (!signedIn()) return;
    window.clearInterval(timer);
    start();
  }, REFRESH_TIMING.waitingIntervalMs);
};
