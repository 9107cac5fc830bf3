import type { Container } from 'inversify';
import type { Binder } from './container';
import { HttpSessionGateway } from '../adapters/http/http-session-gateway';
import { logIn } from '../core/session/log-in.use-case';
import { logOut } from '../core/session/log-out.use-case';
import { SkewTracker } from '../core/session/server-time';
import { COOKIE_NAMES } from '../core/shared/cookie-names';
import { SessionStatusStore, sessionStatusOf } from '../core/session/session-status.store';
import { SESSION_TOKENS } from '../core/session/session.tokens';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';
import { REFRESH_TIMING } from '../core/session/refresh-timing';
import { resolve } from './container';

/**
 * How long a page without a LoginToken waits before it loads the refresh machinery to watch for a login cookie: the
 * scheduler's own wait (spec 9, core/session/refresh-scheduler.ts), the one owner of that rule.
 */
export const REFRESH_LOAD_DELAY_MS = REFRESH_TIMING.waitingIntervalMs;

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
 * Starts the login-token refresh once the app has rendered, never at import: at once when a LoginToken is present,
 * otherwise after REFRESH_LOAD_DELAY_MS (the scheduler's own wait for a login cookie), so shoppers who are not
 * signed in download none of it at first paint.
 */
export const startSessionRefresh = (container: Container, schedule: (run: () => void, ms: number) => void): void => {
  const start = resolve(container, SESSION_TOKENS.startRefresh);
  if (resolve(container, SHARED_TOKENS.cookies).get(COOKIE_NAMES.loginToken)) void start();
  // A login on this page meanwhile has started the scheduler already: the delayed start must not restart it.
  else
    schedule(() => {
      void start({ ifIdle: true });
    }, REFRESH_LOAD_DELAY_MS);
};
