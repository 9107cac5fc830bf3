import { ContainerModule } from 'inversify';
import type { Binder } from './container';
import { BrowserTimer } from '../adapters/browser/browser-timer';
import { crossTabLockFor } from '../adapters/browser/cross-tab-lock-for';
import { DocumentPageVisibility } from '../adapters/browser/document-page-visibility';
import { DomActivityMonitor } from '../adapters/browser/dom-activity-monitor';
import type { ActivityMonitor } from '../core/session/activity-monitor.port';
import type { CrossTabLock } from '../core/session/cross-tab-lock.port';
import type { PageVisibility } from '../core/session/page-visibility.port';
import { RefreshScheduler } from '../core/session/refresh-scheduler';
import { runRefreshCheck } from '../core/session/run-refresh-check.use-case';
import type { SkewTracker } from '../core/session/server-time';
import type { SessionGateway } from '../core/session/session-gateway.port';
import type { SessionStatusStore } from '../core/session/session-status.store';
import { SESSION_TOKENS } from '../core/session/session.tokens';
import type { Timer } from '../core/session/timer.port';
import type { Clock } from '../core/shared/clock.port';
import type { CookieJar } from '../core/shared/cookie-jar.port';
import type { Logger } from '../core/shared/logger.port';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';

/**
 * The login-token refresh machinery, a lazy chunk (a shopper who never signs in does not download it at first paint):
 * the browser adapters it needs and the scheduler. The browser's loader (bindings.browser.ts) loads it once.
 */
export const sessionRefreshModule = new ContainerModule((options) => {
  options.bind(SESSION_TOKENS.timer).toConstantValue(new BrowserTimer(window));
  options.bind(SESSION_TOKENS.activity).toConstantValue(new DomActivityMonitor(window));
  options.bind(SESSION_TOKENS.visibility).toConstantValue(new DocumentPageVisibility(document));
  options.bind(SESSION_TOKENS.lock).toConstantValue(crossTabLockFor({ locks: navigator.locks }));
  bindRefreshScheduler(options);
});

/** Binds the refresh scheduler over whatever session ports are bound (browser adapters, or fakes in tests). */
export const bindRefreshScheduler = (container: Binder): void => {
  container.bind(SESSION_TOKENS.scheduler).toDynamicValue((context) => {
    const get = <T>(token: symbol): T => context.get<T>(token);
    const scheduler = new RefreshScheduler({
      clock: get<Clock>(SHARED_TOKENS.clock),
      timer: get<Timer>(SESSION_TOKENS.timer),
      cookies: get<CookieJar>(SHARED_TOKENS.cookies),
      activity: get<ActivityMonitor>(SESSION_TOKENS.activity),
      visibility: get<PageVisibility>(SESSION_TOKENS.visibility),
      check: runRefreshCheck({
        cookies: get<CookieJar>(SHARED_TOKENS.cookies),
        clock: get<Clock>(SHARED_TOKENS.clock),
        visibility: get<PageVisibility>(SESSION_TOKENS.visibility),
        gateway: get<SessionGateway>(SESSION_TOKENS.gateway),
        lock: get<CrossTabLock>(SESSION_TOKENS.lock),
        skew: get<SkewTracker>(SESSION_TOKENS.skew),
        logger: get<Logger>(SHARED_TOKENS.logger),
      }),
    });
    // Every check and waiting poll may have seen a login or logout (also from another tab).
    scheduler.observe(() => get<SessionStatusStore>(SESSION_TOKENS.status).refresh());
    return scheduler;
  });
};
