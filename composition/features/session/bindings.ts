import type { Binder } from '../../binding';
import { HttpSessionGateway } from '../../../adapters/http/http-session-gateway';
import { logIn } from '../../../core/session/log-in.use-case';
import { logOut } from '../../../core/session/log-out.use-case';
import { createCustomerSession } from '../../../core/session/customer-session.controller';
import { SkewTracker } from '../../../core/session/server-time';
import { COOKIE_NAMES } from '../../../core/shared/cookie-names';
import { SessionStatusStore, sessionStatusOf } from '../../../core/session/session-status.store';
import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { bindFactory, resolve } from '../../binding';
import type { FeatureBindings } from '../../feature-record';

/**
 * Loads the refresh machinery (the browser imports its chunk and loads its module; tests bind fakes at once): true
 * once it is bound, false where it never runs (the server, whose sign-in page signs in for a browser that refreshes).
 */
export type LoadRefresh = () => Promise<boolean>;

/** Binds the session gateway and use cases; the refresh machinery comes from `loadRefresh` when first needed. */
export const bindSession = (container: Binder, loadRefresh: LoadRefresh): void => {
  bindFactory(container, SESSION_TOKENS.gateway, [SHARED_TOKENS.httpClient], (http) => new HttpSessionGateway(http));
  bindSessionUseCases(container, loadRefresh);
};

/** Binds the session's state and use cases; `loadRefresh` binds the scheduler (lazily in the browser, at once in tests). */
export const bindSessionUseCases = (container: Binder, loadRefresh: LoadRefresh): void => {
  const { cookies, clock, logger } = SHARED_TOKENS;
  const { gateway, skew, status, startRefresh } = SESSION_TOKENS;
  container.bind(skew).toConstantValue(new SkewTracker());
  bindFactory(
    container,
    status,
    [cookies, clock, skew],
    (cookies, clock, skew) =>
      new SessionStatusStore(() => sessionStatusOf(cookies.get(COOKIE_NAMES.loginToken), clock.now() + skew.skewMs())),
  );
  // The scheduler is bound only once its chunk has loaded: it is looked up when the refresh starts, not injected.
  container.bind(startRefresh).toDynamicValue((context) => {
    let loaded: Promise<boolean> | undefined;
    /** Loads the refresh machinery once; starts (or restarts) the scheduler, or with `ifIdle` only when it never ran. */
    return async (options: { ifIdle?: boolean } = {}): Promise<void> => {
      loaded ??= loadRefresh();
      try {
        if (!(await loaded)) return;
        const scheduler = resolve(context, SESSION_TOKENS.scheduler);
        if (options.ifIdle && scheduler.state() !== 'IDLE') return;
        scheduler.start();
      } catch (error) {
        loaded = undefined;
        resolve(context, logger).warn('The login-token refresh could not be loaded; it is retried on the next login.', error);
      }
    };
  });
  bindFactory(
    container,
    SESSION_TOKENS.logIn,
    [gateway, clock, skew, logger, status, startRefresh],
    (gateway, clock, skew, logger, status, start) => logIn({ gateway, clock, skew, logger, onSignedIn: sessionChanged(status, start) }),
  );
  bindFactory(
    container,
    SESSION_TOKENS.logOut,
    [gateway, cookies, logger, status, startRefresh],
    (gateway, cookies, logger, status, start) => logOut({ gateway, cookies, logger, onSignedOut: sessionChanged(status, start) }),
  );
  // One for the page: the header and the sign-in dialog (islands of their own) drive and show the same state, and the
  // server answers a sign-in or sign-out posted without JavaScript with it (server.ts).
  bindFactory(container, SESSION_TOKENS.customerSession, [SESSION_TOKENS.logIn, SESSION_TOKENS.logOut, status], (logIn, logOut, status) =>
    createCustomerSession({ logIn, logOut, status }),
  );
};

/** A login or logout on this page: the status is read again and the refresh (re)started. */
const sessionChanged = (status: SessionStatusStore, start: () => Promise<void>) => (): void => {
  status.refresh();
  void start();
};

export default ((binder, { loadRefresh }) => bindSession(binder, loadRefresh)) satisfies FeatureBindings;
