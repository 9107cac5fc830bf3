import type { Container } from 'inversify';
import { BrowserTimer } from '../adapters/browser/browser-timer';
import { crossTabLockFor } from '../adapters/browser/cross-tab-lock-for';
import { DocumentPageVisibility } from '../adapters/browser/document-page-visibility';
import { DomActivityMonitor } from '../adapters/browser/dom-activity-monitor';
import { HttpSessionGateway } from '../adapters/http/http-session-gateway';
import type { ActivityMonitor } from '../core/session/activity-monitor.port';
import type { CrossTabLock } from '../core/session/cross-tab-lock.port';
import { logIn } from '../core/session/log-in.use-case';
import { logOut } from '../core/session/log-out.use-case';
import type { PageVisibility } from '../core/session/page-visibility.port';
import { RefreshScheduler } from '../core/session/refresh-scheduler';
import { runRefreshCheck } from '../core/session/run-refresh-check.use-case';
import { SkewTracker } from '../core/session/server-time';
import { SESSION_COOKIES } from '../core/session/session-cookies';
import type { SessionGateway } from '../core/session/session-gateway.port';
import { SessionStatusStore, sessionStatusOf } from '../core/session/session-status.store';
import { SESSION_TOKENS } from '../core/session/session.tokens';
import type { Timer } from '../core/session/timer.port';
import type { Clock } from '../core/shared/clock.port';
import type { CookieJar } from '../core/shared/cookie-jar.port';
import type { HttpClient } from '../core/shared/http-client.port';
import type { Logger } from '../core/shared/logger.port';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';

/** Binds the session ports to their browser adapters, then the session use cases. */
export const bindSession = (container: Container): void => {
  container.bind(SESSION_TOKENS.gateway).toDynamicValue(() => new HttpSessionGateway(container.get<HttpClient>(SHARED_TOKENS.httpClient)));
  container.bind(SESSION_TOKENS.timer).toDynamicValue(() => new BrowserTimer(window));
  container.bind(SESSION_TOKENS.activity).toDynamicValue(() => new DomActivityMonitor(window));
  container.bind(SESSION_TOKENS.visibility).toDynamicValue(() => new DocumentPageVisibility(document));
  container.bind(SESSION_TOKENS.lock).toDynamicValue(() => crossTabLockFor({ locks: navigator.locks, BroadcastChannel: window.BroadcastChannel }));
  bindSessionUseCases(container);
};

/** Binds the session's state and use cases over whatever ports are bound (browser adapters, or fakes in tests). */
export const bindSessionUseCases = (container: Container): void => {
  const get = <T,>(token: symbol): T => container.get<T>(token);
  container.bind(SESSION_TOKENS.skew).toConstantValue(new SkewTracker());
  container.bind(SESSION_TOKENS.status).toDynamicValue(() => new SessionStatusStore(() => sessionStatusOf(
    get<CookieJar>(SHARED_TOKENS.cookies).get(SESSION_COOKIES.loginToken),
    get<Clock>(SHARED_TOKENS.clock).now() + get<SkewTracker>(SESSION_TOKENS.skew).skewMs(),
  )));
  container.bind(SESSION_TOKENS.scheduler).toDynamicValue(() => {
    const scheduler = new RefreshScheduler({
      clock: get<Clock>(SHARED_TOKENS.clock), timer: get<Timer>(SESSION_TOKENS.timer), cookies: get<CookieJar>(SHARED_TOKENS.cookies),
      activity: get<ActivityMonitor>(SESSION_TOKENS.activity), visibility: get<PageVisibility>(SESSION_TOKENS.visibility),
      check: runRefreshCheck({
        cookies: get<CookieJar>(SHARED_TOKENS.cookies), clock: get<Clock>(SHARED_TOKENS.clock), visibility: get<PageVisibility>(SESSION_TOKENS.visibility),
        gateway: get<SessionGateway>(SESSION_TOKENS.gateway), lock: get<CrossTabLock>(SESSION_TOKENS.lock),
        skew: get<SkewTracker>(SESSION_TOKENS.skew), logger: get<Logger>(SHARED_TOKENS.logger),
      }),
    });
    // Every check and waiting poll may have seen a login or logout (also from another tab).
    scheduler.observe(() => get<SessionStatusStore>(SESSION_TOKENS.status).refresh());
    return scheduler;
  });
  const sessionChanged = (): void => {
    get<SessionStatusStore>(SESSION_TOKENS.status).refresh();
    get<RefreshScheduler>(SESSION_TOKENS.scheduler).start();
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

/** Starts the login-token refresh. Composition calls it once the app has rendered, never at import. */
export const startSessionRefresh = (container: Container): void => {
  container.get<RefreshScheduler>(SESSION_TOKENS.scheduler).start();
};
