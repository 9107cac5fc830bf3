import type { Container } from 'inversify';
import type { Binder } from '../../container';
import { HttpSessionGateway } from '../../../adapters/http/http-session-gateway';
import { logIn } from '../../../core/session/log-in.use-case';
import { logOut } from '../../../core/session/log-out.use-case';
import { SkewTracker } from '../../../core/session/server-time';
import { COOKIE_NAMES } from '../../../core/shared/cookie-names';
import { SessionStatusStore, sessionStatusOf } from '../../../core/session/session-status.store';
import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { resolve } from '../../container';

/**
 * Loads the refresh machinery (the browser imports its chunk and loads its module; tests bind fakes at once): true
 * once it is bound, false where it never runs (the server, whose sign-in page signs in for a browser that refreshes).
 */
export type LoadRefresh = () => Promise<boolean>;

/** Binds the session gateway and use cases; the refresh machinery comes from `loadRefresh` when first needed. */
export const bindSession = (container: Binder, loadRefresh: LoadRefresh): void => {
  container.bind(SESSION_TOKENS.gateway).toDynamicValue((context) => new HttpSessionGateway(resolve(context, SHARED_TOKENS.httpClient)));
  bindSessionUseCases(container, loadRefresh);
};

/** Binds the session's state and use cases; `loadRefresh` binds the scheduler (lazily in the browser, at once in tests). */
export const bindSessionUseCases = (container: Binder, loadRefresh: LoadRefresh): void => {
  container.bind(SESSION_TOKENS.skew).toConstantValue(new SkewTracker());
  container
    .bind(SESSION_TOKENS.status)
    .toDynamicValue(
      (context) =>
        new SessionStatusStore(() =>
          sessionStatusOf(
            resolve(context, SHARED_TOKENS.cookies).get(COOKIE_NAMES.loginToken),
            resolve(context, SHARED_TOKENS.clock).now() + resolve(context, SESSION_TOKENS.skew).skewMs(),
          ),
        ),
    );
  container.bind(SESSION_TOKENS.startRefresh).toDynamicValue((context) => {
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
        resolve(context, SHARED_TOKENS.logger).warn('The login-token refresh could not be loaded; it is retried on the next login.', error);
      }
    };
  });
  const sessionChanged = (context: { get<T>(token: symbol): T }) => (): void => {
    resolve(context, SESSION_TOKENS.status).refresh();
    void resolve(context, SESSION_TOKENS.startRefresh)();
  };
  container.bind(SESSION_TOKENS.logIn).toDynamicValue((context) =>
    logIn({
      gateway: resolve(context, SESSION_TOKENS.gateway),
      clock: resolve(context, SHARED_TOKENS.clock),
      skew: resolve(context, SESSION_TOKENS.skew),
      logger: resolve(context, SHARED_TOKENS.logger),
      onSignedIn: sessionChanged(context),
    }),
  );
  container.bind(SESSION_TOKENS.logOut).toDynamicValue((context) =>
    logOut({
      gateway: resolve(context, SESSION_TOKENS.gateway),
      cookies: resolve(context, SHARED_TOKENS.cookies),
      logger: resolve(context, SHARED_TOKENS.logger),
      onSignedOut: sessionChanged(context),
    }),
  );
};

/**
 * Starts the login-token refresh (spec 3.4) for a signed-in customer, never at import: the first-load script calls it
 * once a LoginToken exists (its one wait for a login cookie, island-loader.ts). A scheduler a sign-in on this page
 * started meanwhile is not restarted.
 */
export const startSessionRefresh = (container: Container): Promise<void> =>
  resolve(container, SESSION_TOKENS.startRefresh)({ ifIdle: true });
