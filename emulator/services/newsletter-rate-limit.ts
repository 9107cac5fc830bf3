import type { Store } from '../store/store';

/**
 * Sign-ups allowed per e-mail address from one client address, and per client address, within one window (docs list
 * the numbers). Never per e-mail address alone: sign-ups of someone's address from elsewhere cannot block their own.
 */
export const RATE_LIMITS = { perAddressAndClient: 5, perClient: 30, windowMs: 60 * 60 * 1000 } as const;

/** Creates the attempts table once; v2 indexes what every sign-up looks up, so a large store costs no table scans. */
export const ensureRateLimitTable = (store: Store): void => {
  store.migrate(
    'newsletter.attempts.v1',
    `
    CREATE TABLE newsletter_signup_attempts (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL, client TEXT NOT NULL, at INTEGER NOT NULL);
  `,
  );
  store.migrate(
    'newsletter.attempts.v2',
    `
    CREATE INDEX newsletter_signup_attempts_email ON newsletter_signup_attempts (lower(email), at);
    CREATE INDEX newsletter_signup_attempts_client ON newsletter_signup_attempts (client, at);
    CREATE INDEX newsletter_signup_attempts_at ON newsletter_signup_attempts (at);
  `,
  );
};

/** Whether another sign-up of this address from this client is allowed now; seconds to wait when not. */
export const checkRateLimit = (
  store: Store,
  email: string,
  client: string,
  nowMs: number,
): { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: 'address' | 'client' } => {
  const since = nowMs - RATE_LIMITS.windowMs;
  const byAddress = store.all(
    'SELECT at FROM newsletter_signup_attempts WHERE lower(email) = lower(?) AND client = ? AND at > ? ORDER BY at',
    [email, client, since],
  );
  const byClient = store.all('SELECT at FROM newsletter_signup_attempts WHERE client = ? AND at > ? ORDER BY at', [client, since]);
  const wait = (rows: ReadonlyArray<Record<string, unknown>>, limit: number): number =>
    Math.max(1, Math.ceil((Number(rows[rows.length - limit]?.at ?? nowMs) + RATE_LIMITS.windowMs - nowMs) / 1000));
  if (byAddress.length >= RATE_LIMITS.perAddressAndClient)
    return { allowed: false, retryAfterSeconds: wait(byAddress, RATE_LIMITS.perAddressAndClient), scope: 'address' };
  if (byClient.length >= RATE_LIMITS.perClient)
    return { allowed: false, retryAfterSeconds: wait(byClient, RATE_LIMITS.perClient), scope: 'client' };
  return { allowed: true };
};

/** Counts one sign-up; attempts older than the window are forgotten. */
export const recordAttempt = (store: Store, email: string, client: string, nowMs: number): void => {
  store.run('DELETE FROM newsletter_signup_attempts WHERE at <= ?', [nowMs - RATE_LIMITS.windowMs]);
  store.run('INSERT INTO newsletter_signup_attempts (email, client, at) VALUES (?, ?, ?)', [email, client, nowMs]);
};

/** Forgets every attempt (control page). */
export const resetRateLimits = (store: Store): void => {
  store.run('DELETE FROM newsletter_signup_attempts');
};
