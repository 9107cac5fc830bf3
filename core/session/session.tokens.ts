/** Injection tokens of the session context. Plain symbols, so the core never imports a DI library. */
export const SESSION_TOKENS = {
  gateway: Symbol.for('session.SessionGateway'),
  timer: Symbol.for('session.Timer'),
  activity: Symbol.for('session.ActivityMonitor'),
  visibility: Symbol.for('session.PageVisibility'),
  lock: Symbol.for('session.CrossTabLock'),
  skew: Symbol.for('session.SkewTracker'),
  status: Symbol.for('session.SessionStatusStore'),
  scheduler: Symbol.for('session.RefreshScheduler'),
  /** `(options?: { ifIdle?: boolean }) => Promise<void>`: loads the refresh machinery (a lazy chunk) once and starts the scheduler. */
  startRefresh: Symbol.for('session.StartRefresh'),
  /** `LogIn` (core/session/log-in.use-case.ts): `(credentials) => TaskEither<SignInError, 'SUCCESS'>` */
  logIn: Symbol.for('session.LogIn'),
  /** `LogOut`: `() => TaskEither<never, void>` */
  logOut: Symbol.for('session.LogOut'),
} as const;
