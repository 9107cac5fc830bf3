import type { Store } from '../store/store';

/**
 * Login throttling as OWASP's authentication guidance has it: failed sign-ins are counted per account and client
 * address pair (the address typed, known or not) and per client address alone, never per account alone, so nobody can
 * lock an account's owner out from another address. From the allowance-th failure on, every failure locks that key for twice as long as the last time (from
 * `baseSeconds` up to `maxSeconds`); while locked, sign-ins answer 429 without checking the password. Counts are
 * forgotten after `forgetAfterSeconds` without a failure; a successful sign-in clears its account's count.
 */
export const LOGIN_THROTTLE = {
  perAccountAndClient: 5,
  perClient: 20,
  baseSeconds: 30,
  maxSeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
} as const;

/** Creates the failures table once. */
export const ensureThrottleTable = (store: Store): void =>
  store.migrate(
    'login.throttle.v1',
    'CREATE TABLE login_failures (key TEXT PRIMARY KEY, failures INTEGER NOT NULL, last_at INTEGER NOT NULL, locked_until INTEGER NOT NULL DEFAULT 0);',
  );

const keysOf = (email: string, client: string): Array<{ key: string; free: number }> => [
  { key: `account:${email.trim().toLowerCase()}|${client}`, free: LOGIN_THROTTLE.perAccountAndClient },
  { key: `client:${client}`, free: LOGIN_THROTTLE.perClient },
];

/** Seconds until this account or client may try again; 0 when it may now. */
export const loginRetryAfter = (store: Store, email: string, client: string, nowMs: number): number => {
  let until = 0;
  for (const { key } of keysOf(email, client))
    until = Math.max(until, Number(store.get('SELECT locked_until FROM login_failures WHERE key = ?', [key])?.locked_until ?? 0));
  return until > nowMs ? Math.ceil((until - nowMs) / 1000) : 0;
};

/** Counts a failed sign-in for the account and the client; locks either once past its allowance (exponential backoff). */
export const recordLoginFailure = (store: Store, email: string, client: string, nowMs: number): void =>
  store.transaction(() => {
    for (const { key, free } of keysOf(email, client)) {
      const row = store.get('SELECT failures, last_at FROM login_failures WHERE key = ?', [key]);
      const fresh = !row || nowMs - Number(row.last_at) > LOGIN_THROTTLE.forgetAfterSeconds * 1000;
      const failures = (fresh ? 0 : Number(row.failures)) + 1;
      const over = failures - free + 1;
      const lockedUntil = over > 0 ? nowMs + Math.min(LOGIN_THROTTLE.baseSeconds * 2 ** (over - 1), LOGIN_THROTTLE.maxSeconds) * 1000 : 0;
      store.run(
        `INSERT INTO login_failures (key, failures, last_at, locked_until) VALUES (?, ?, ?, ?)
      ON CONFLICT(key) DO UPDATE SET failures = excluded.failures, last_at = excluded.last_at, locked_until = excluded.locked_until`,
        [key, failures, nowMs, lockedUntil],
      );
    }
  });

/** A successful sign-in clears its account's failures from that client (the client's own count decays by itself). */
export const clearLoginFailures = (store: Store, email: string, client: string): void => {
  store.run('DELETE FROM login_failures WHERE key = ?', [`account:${email.trim().toLowerCase()}|${client}`]);
};

/** Forgets every failure (control page). */
export const resetLoginThrottle = (store: Store): void => {
  store.run('DELETE FROM login_failures');
};
