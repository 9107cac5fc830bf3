import { token } from '../shared/token';
import type { ActivityMonitor } from './activity-monitor.port';
import type { CrossTabLock } from './cross-tab-lock.port';
import type { CustomerSession } from './customer-session.controller';
import type { LogIn } from './log-in.use-case';
import type { LookMonitor } from './look-monitor.port';
import type { LogOut } from './log-out.use-case';
import type { PageVisibility } from './page-visibility.port';
import type { RefreshScheduler } from './refresh-scheduler';
import type { SkewTracker } from './server-time';
import type { SessionGateway } from './session-gateway.port';
import type { SessionStatusStore } from './session-status.store';
import type { SignInSnapshot } from './sign-in.controller';
import type { Timer } from './timer.port';

/** Starts the token refresh (the lazily loaded chunk); `ifIdle` starts it only when no run is going. */
export type StartRefresh = (options?: { readonly ifIdle?: boolean }) => Promise<void>;

/** The session status store: which session the page's cookies say (the newsletter's page prefill checks it too). */
export const SESSION_STATUS = token<SessionStatusStore>('session.SessionStatusStore');

/** Injection tokens of the session context. Plain symbols, so the core never imports a DI library. */
export const SESSION_TOKENS = {
  gateway: token<SessionGateway>('session.SessionGateway'),
  timer: token<Timer>('session.Timer'),
  activity: token<ActivityMonitor>('session.ActivityMonitor'),
  visibility: token<PageVisibility>('session.PageVisibility'),
  /** When the shopper looks at the page again (the session status is read again then). */
  looks: token<LookMonitor>('session.LookMonitor'),
  lock: token<CrossTabLock>('session.CrossTabLock'),
  skew: token<SkewTracker>('session.SkewTracker'),
  status: SESSION_STATUS,
  scheduler: token<RefreshScheduler>('session.RefreshScheduler'),
  /** `(options?: { ifIdle?: boolean }) => Promise<void>`: loads the refresh machinery (a lazy chunk) once and starts the scheduler. */
  startRefresh: token<StartRefresh>('session.StartRefresh'),
  /** `LogIn` (core/session/log-in.use-case.ts): `(credentials) => TaskEither<SignInError, 'SUCCESS'>` */
  logIn: token<LogIn>('session.LogIn'),
  /** `LogOut`: `() => TaskEither<never, void>` */
  logOut: token<LogOut>('session.LogOut'),
  /**
   * The page's one customer-session controller (the header and its sign-in dialog, islands of their own, share it):
   * one per container, so one per page in the browser and one per request on the server.
   */
  customerSession: token<CustomerSession>('session.CustomerSession'),
  /** The sign-in page's answer the server decided for a posted form (null: none was posted). */
  signInAnswer: token<SignInSnapshot | null>('session.SignInAnswer'),
} as const;
