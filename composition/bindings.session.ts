import type { Container } from 'inversify';
import { HttpSessionGateway } from '../adapters/http/http-session-gateway';
import { logIn } from '../core/session/log-in.use-case';
import { logOut } from '../core/session/log-out.use-case';
import type { RefreshScheduler } from '../core/session/refresh-scheduler';
import { SkewTracker } from '../core/session/server-time';
import { SESSION_COOKIES } from '../core/session/session-cookies';
import type { SessionGateway } from '../core/session/session-gateway.port';
import { SessionStatusStore, sessionStatusOf } from '../core/session/session-status.store';
import { SESSION_TOKENS } from '../core/session/session.tokens';
import type { Clock } from '../core/shared/clock.port';
import type { CookieJar } from '../core/shared/cookie-jar.port';
import type { HttpClient } from '../core/shared/http-client.port';
import type { Logger } from '../core/shared/logger.port';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';

/** How long a page without a LoginToken waits before it loads the refresh machinery to watch for a login cookie. */
export const REFRESH_LOAD_DELAY_MS = 10_000;

/** Binds the session gateway and use cases; the refresh machinery is a lazy chunk (bindings.session-refresh.ts). */
export const bindSession = (container: Container): void => {
  container.bind(SESSION_TOKENS.gateway).toDynamicValue(() => new HttpSessionGateway(container.get<HttpClient>(SHARED_TOKENS.httpClient)));
  bindSessionUseCases(container, async () => { (await import('./bindings.session-refresh')).bindSessionRefresh(container); });
};

/** Binds the session's state and use cases; `loadRefresh` binds the scheduler (lazily in the browser, at once in tests). */
export const bindSessionUseCases = (container: Container, loadRefresh: () => Promise<void>): void => {
  const get = <T,>(token: symbol): T => container.get<T>(token);
  container.bind(SESSION_TOKENS.skew).toConstantValue(new SkewTracker());
  container.bind(SESSION_TOKENS.status).toDynamicValue(() => new SessionStatusStore(() => sessionStatusOf(
    get<CookieJar>(SHARED_TOKENS.cookies).get(SESSION_COOKIES.loginToken),
    get<Clock>(SHARED_TOKENS.clock).now() + get<SkewTracker>(SESSION_TOKENS.skew).skewMs(),
  )));
  let loaded: Promise<void> | undefined;
  /** Loads the refresh machinery once; starts (or restarts) the scheduler, or with `ifIdle` only when it never ran. */
  const startRefresh = async (options: { ifIdle?: boolean } = {}): Promise<void> => {
    loaded ??= loadRefresh();
    try {
      await loaded;
      const scheduler = get<RefreshScheduler>(SESSION_TOKENS.scheduler);
      if (options.ifIdle && scheduler.state() !== 'IDLE') return;
      scheduler.start();
    } catch (error) {
      loaded = undefined;
      get<Logger>(SHARED_TOKENS.logger).warn('The login-token refresh could not be loaded; it is retried on the next login.', error);
    }
  };
  container.bind(SESSION_TOKENS.startRefresh).toConstantValue(startRefresh);
  const sessionChanged = (): void => {
    get<SessionStatusStore>(SESSION_TOKENS.status).refresh();
    void startRefresh();
  };
  container.bind(SESSION_TOKENS.logIn).toDynamicValue(() => logIn({
    gateway: get<SessionGateway>(SESSION_TOKENS.gateway), clock: get<Clock>(SHARED_TOKENS.clock),
    skew: get<SkewTracker>(SESSION_TOKENS.skew), logger: get<Logger>(SHARED_TOKENS.logger), onSignedIn: sessionChanged,
  }));
  container.bind(SESSION_TOKENS.logOut).toDynamicValue(() => logOut({
    gateway: get<SessionGateway>(SESSION_TOKENS.gateway), cookies: get<CookieJar>(SHARED_TOKENS.cookies),
    logger: get<Logger>(SHARED_TOKENS.logger), onSignedOut: sessionChanged,
  }));
};

/**
 * Starts the login-token refresh once the app has rendered, never at import: at once when a LoginToken is present,
 * otherwise after REFRESH_LOAD_DELAY_MS (the scheduler's own wait for a login cookie), so shoppers who are not
 * signed in download none of it at first paint.
 */
export const startSessionRefresh = (container: Container, schedule: (run: () => void, ms: number) => void): void => {
  const start = container.get<(options?: { ifIdle?: boolean }) => Promise<void>>(SESSION_TOKENS.startRefresh);
  if (container.get<CookieJar>(SHARED_TOKENS.cookies).get(SESSION_COOKIES.loginToken)) void start();
  // A login on this page meanwhile has started the scheduler already: the delayed start must not restart it.
  else schedule(() => { void start({ ifIdle: true }); }, REFRESH_LOAD_DELAY_MS);
};
