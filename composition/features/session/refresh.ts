import { bindFactory, type Binder, type Module } from '../../binding';
import { BrowserTimer } from '../../../adapters/browser/browser-timer';
import { crossTabLockFor } from '../../../adapters/browser/cross-tab-lock-for';
import { DocumentPageVisibility } from '../../../adapters/browser/document-page-visibility';
import { DomActivityMonitor } from '../../../adapters/browser/dom-activity-monitor';
import { DomLookMonitor } from '../../../adapters/browser/dom-look-monitor';
import { RefreshScheduler } from '../../../core/session/refresh-scheduler';
import { runRefreshCheck } from '../../../core/session/run-refresh-check.use-case';
import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';

/**
 * The login-token refresh machinery, a lazy chunk (a shopper who never signs in does not download it at first paint):
 * the browser adapters it needs and the scheduler. The browser's loader (compose-browser.ts) loads it once.
 */
export const sessionRefreshModule: Module = (options) => {
  options.bind(SESSION_TOKENS.timer).toConstantValue(new BrowserTimer(window));
  options.bind(SESSION_TOKENS.activity).toConstantValue(new DomActivityMonitor(window));
  options.bind(SESSION_TOKENS.visibility).toConstantValue(new DocumentPageVisibility(document));
  options.bind(SESSION_TOKENS.looks).toConstantValue(new DomLookMonitor(window, document));
  options.bind(SESSION_TOKENS.lock).toConstantValue(crossTabLockFor({ locks: navigator.locks }));
  bindRefreshScheduler(options);
};

/** Binds the refresh scheduler over whatever session ports are bound (browser adapters, or fakes in tests). */
export const bindRefreshScheduler = (container: Binder): void => {
  const { clock, cookies, logger } = SHARED_TOKENS;
  const { timer, activity, visibility, looks, gateway, lock, skew, status } = SESSION_TOKENS;
  bindFactory(
    container,
    SESSION_TOKENS.scheduler,
    [clock, timer, cookies, activity, visibility, looks, gateway, lock, skew, logger, status],
    (clock, timer, cookies, activity, visibility, looks, gateway, lock, skew, logger, status) => {
      const check = runRefreshCheck({ cookies, clock, visibility, gateway, lock, skew, logger });
      const scheduler = new RefreshScheduler({ clock, timer, cookies, activity, visibility, check });
      // Every check and waiting poll may have seen a login or logout (also from another tab).
      scheduler.observe(() => status.refresh());
      // A token that ended while nobody looked (a hidden or idle tab, a refresh stopped by its outcome): the status is
      // read again whenever the shopper looks, for as long as the page lives, so the header never shows a stale session.
      looks.onLook(() => status.refresh());
      return scheduler;
    },
  );
};
