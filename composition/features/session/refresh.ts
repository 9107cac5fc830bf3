import { ContainerModule } from 'inversify';
import { resolve, type Binder } from '../../container';
import type { Token } from '../../../core/shared/token';
import { BrowserTimer } from '../../../adapters/browser/browser-timer';
import { crossTabLockFor } from '../../../adapters/browser/cross-tab-lock-for';
import { DocumentPageVisibility } from '../../../adapters/browser/document-page-visibility';
import { DomActivityMonitor } from '../../../adapters/browser/dom-activity-monitor';
import { RefreshScheduler } from '../../../core/session/refresh-scheduler';
import { runRefreshCheck } from '../../../core/session/run-refresh-check.use-case';
import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';

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
    const get = <T>(token: Token<T>): T => resolve(context, token);
    const scheduler = new RefreshScheduler({
      clock: get(SHARED_TOKENS.clock),
      timer: get(SESSION_TOKENS.timer),
      cookies: get(SHARED_TOKENS.cookies),
      activity: get(SESSION_TOKENS.activity),
      visibility: get(SESSION_TOKENS.visibility),
      check: runRefreshCheck({
        cookies: get(SHARED_TOKENS.cookies),
        clock: get(SHARED_TOKENS.clock),
        visibility: get(SESSION_TOKENS.visibility),
        gateway: get(SESSION_TOKENS.gateway),
        lock: get(SESSION_TOKENS.lock),
        skew: get(SESSION_TOKENS.skew),
        logger: get(SHARED_TOKENS.logger),
      }),
    });
    // Every check and waiting poll may have seen a login or logout (also from another tab).
    scheduler.observe(() => get(SESSION_TOKENS.status).refresh());
    return scheduler;
  });
};
