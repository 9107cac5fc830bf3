import { scrypt, timingSafeEqual } from 'node:crypto';
import { fromRow, newToken, type Row, type Store } from '../store/store';

/** A customer account of the emulated login service: salutation '' when none was given, consents e.g. ['DNE']. */
export type Customer = { id: number; email: string; salutation: string; firstName: string; lastName: string; consents: string[] };

/** Seeded accounts (README lists them) with their passwords' scrypt hashes ("salt:hash", hex), so starting hashes nothing. */
export const SEEDED_CUSTOMERS = [
  { email: 'anna@example.com', password: 'Kaffee123!', salutation: 'MRS', firstName: 'Anna', lastName: 'Schmidt', consents: ['DNE'] },
  { email: 'ben@example.com', password: 'Bohne2024!', salutation: 'MR', firstName: 'Ben', lastName: 'Keller', consents: [] },
  { email: 'zsofia@example.com', password: 'Kave2024!', salutation: 'MRS', firstName: 'Zsófia', lastName: 'Nagy', consents: [] },
] as const;
const SEEDED_HASHES: readonly string[] = [
  '58d0d9a7808c6b709d1eef8b16a3c91f:e2fc90f256b1d6d08a10f9d8beac5867b8f8c4d029b566d933cdbb196afbc8bc',
  'dd387b308e66e2d806950379b2cff3e7:00fd2a70c4384451e8b147926a49e4ac6aac440f2c425a80e7d334f40d68f45c',
  'fd786227ac7c104bf27d7aa4a1e9c3c4:b3dbb61b327e571245ff5079d9ec235ba2d664a1bea451ea7f769b0328d6d0cb',
];
/** Hashed for an unknown account, so the answer takes as long either way. */
const DUMMY_HASH = 'a1394855f799652f5e279a583a6488a1:7dd2765d4dddeec9c6e9f3c400029f39d05454c798c194f615c596b5f86a8023';

/** Seeds the accounts into an empty customer table. */
export const seedCustomers = (store: Store): void => {
  if (store.get('SELECT id FROM customers LIMIT 1')) return;
  SEEDED_CUSTOMERS.forEach(({ password: _, ...seed }, index) =>
    store.insert('customers', { ...seed, passwordHash: SEEDED_HASHES[index] ?? DUMMY_HASH }),
  );
};

/** Whether the password matches the stored "salt:hash"; scrypt runs in libuv's thread pool, so logins never block other requests. */
const passwordMatches = (password: string, stored: string): Promise<boolean> => {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return Promise.resolve(false);
  const expected = Buffer.from(hash, 'hex');
  return new Promise((resolve, reject) =>
    scrypt(password, Buffer.from(salt, 'hex'), expected.length, (error, key) =>
      error ? reject(error) : resolve(timingSafeEqual(key, expected)),
    ),
  );
};

const customerOf = (row: Row | undefined): Customer | undefined => {
  if (!row) return undefined;
  const { passwordHash: _, ...customer } = fromRow<Customer & { passwordHash: string }>(row, ['consents']);
  return customer;
};

/** The customer with these credentials (email compared case-insensitively), or undefined. Hashes asynchronously. */
export const authenticate = async (store: Store, email: string, password: string): Promise<Customer | undefined> => {
  const row = store.get('SELECT * FROM customers WHERE lower(email) = lower(?)', [email.trim()]);
  // Hash even when the account is unknown, so the answer takes as long either way.
  const matches = await passwordMatches(password, typeof row?.password_hash === 'string' ? row.password_hash : DUMMY_HASH);
  return matches ? customerOf(row) : undefined;
};

/** Seconds after issue when each token is due for renewal (ren) and when it expires (exp). */
type TokenLifetimes = Record<`${'login' | 'longTerm'}${'RenewAfterSeconds' | 'LifetimeSeconds'}`, number>;

/** A token cookie to set: its script-readable value {exp, ren, lid}, the secret for the HttpOnly cookie, and how long the browser keeps both. */
export type IssuedToken = { readonly value: string; readonly secret: string; readonly maxAgeSeconds: number };

/** A replaced session stays valid this long, so requests already in flight with the old cookie still succeed. */
const GRACE_SECONDS = 30;

/** A session secret from its HttpOnly cookie, if it has the shape of one (`newToken`); else ''. */
const tokenSecret = (cookie: string | undefined): string => (cookie && /^[A-Za-z0-9_-]{20,100}$/.test(cookie) ? cookie : '');

/**
 * Issues a LoginToken (a new login session) or a LongTermToken for a customer's long-term identifier, from now with the
 * lifetimes in force; the readable cookie value is base64url JSON {exp, ren, lid}, no secret (spec 3.4).
 */
const issue = (
  store: Store,
  kind: 'login' | 'longTerm',
  customerId: number,
  lid: string,
  nowMs: number,
  lifetimes: TokenLifetimes,
): IssuedToken => {
  const now = Math.floor(nowMs / 1000);
  const lifetime = kind === 'login' ? lifetimes.loginLifetimeSeconds : lifetimes.longTermLifetimeSeconds;
  const ren = now + (kind === 'login' ? lifetimes.loginRenewAfterSeconds : lifetimes.longTermRenewAfterSeconds);
  const secret = newToken();
  const row = { customerId, lid, createdAt: now, ren, exp: now + lifetime };
  if (kind === 'login') store.insert('login_sessions', { sid: secret, ...row });
  else store.insert('long_term_tokens', { secret, ...row });
  const value = Buffer.from(JSON.stringify({ exp: row.exp, ren, lid }), 'utf8').toString('base64url');
  return { value, secret, maxAgeSeconds: lifetime };
};

/** Opens a login session for the customer with a new long-term identifier; returns the LoginToken and its secret. */
export const openSession = (store: Store, customer: Customer, nowMs: number, lifetimes: TokenLifetimes): IssuedToken =>
  issue(store, 'login', customer.id, newToken().slice(0, 16), nowMs, lifetimes);

/** The login session of a LoginSession secret, if it exists, is not revoked and has not expired at nowMs. */
const liveSession = (store: Store, sessionSecret: string | undefined, nowMs: number) => {
  const row = store.get('SELECT * FROM login_sessions WHERE sid = ? AND revoked = 0', [tokenSecret(sessionSecret)]);
  const session =
    row && fromRow<{ sid: string; customerId: number; lid: string; ren: number; exp: number; replacedBy: string | null }>(row);
  return session && session.exp * 1000 > nowMs ? session : undefined;
};

/** The answer to a renewal request. */
export type RenewResult = { readonly kind: 'RENEWED'; readonly token: IssuedToken } | { readonly kind: 'NOT_DUE' | 'NO_SESSION' };

/** Renews a live session that is past its renew time: a new session id replaces the old one (kept for a short grace). */
export const renewSession = (store: Store, sessionSecret: string | undefined, nowMs: number, lifetimes: TokenLifetimes): RenewResult => {
  const session = liveSession(store, sessionSecret, nowMs);
  if (!session) return { kind: 'NO_SESSION' };
  if (session.replacedBy !== null || session.ren * 1000 > nowMs) return { kind: 'NOT_DUE' };
  const token = issue(store, 'login', session.customerId, session.lid, nowMs, lifetimes);
  const graceUntil = Math.floor(nowMs / 1000) + GRACE_SECONDS;
  store.run('UPDATE login_sessions SET replaced_by = ?, exp = MIN(exp, ?) WHERE sid = ?', [token.secret, graceUntil, session.sid]);
  return { kind: 'RENEWED', token };
};

/** Issues a LongTermToken for the long-term identifier of a live session (revoking the one before); undefined without one. */
export const issueLongTermToken = (
  store: Store,
  secret: string | undefined,
  nowMs: number,
  lifetimes: TokenLifetimes,
): IssuedToken | undefined => {
  const session = liveSession(store, secret, nowMs);
  if (!session) return undefined;
  store.run('UPDATE long_term_tokens SET revoked = 1 WHERE lid = ?', [session.lid]);
  return issue(store, 'longTerm', session.customerId, session.lid, nowMs, lifetimes);
};

/** Ends the session of a LoginSession secret and every session and long-term token of its long-term identifier. */
export const closeSession = (store: Store, sessionSecret: string | undefined): void => {
  for (const table of ['login_sessions', 'long_term_tokens'])
    store.run(`UPDATE ${table} SET revoked = 1 WHERE lid = (SELECT lid FROM login_sessions WHERE sid = ?)`, [tokenSecret(sessionSecret)]);
};

const lidOf = (loginToken: string): unknown => {
  try {
    return (JSON.parse(Buffer.from(loginToken.split('.')[0] ?? '', 'base64url').toString('utf8')) as { lid?: unknown } | null)?.lid;
  } catch {
    return undefined;
  }
};

/**
 * The customer of a live session (its HttpOnly LoginSession secret, at nowMs emulator time); with `loginToken`, the
 * readable token's lid must also be the session's (the newsletter base data gets it as X-LoginToken). Otherwise undefined.
 */
export const findCustomerBySession = (
  store: Store,
  sessionSecret: string | undefined,
  nowMs: number,
  loginToken?: string,
): Customer | undefined => {
  const session = liveSession(store, sessionSecret, nowMs);
  if (!session || (loginToken !== undefined && lidOf(loginToken) !== session.lid)) return undefined;
  return customerOf(store.get('SELECT * FROM customers WHERE id = ?', [session.customerId]));
};

/**
 * Login throttling as OWASP's guidance has it: failures counted per account and client address pair, and per client
 * address, never per account alone. From the allowance-th failure on, each locks its key twice as long as the last
 * (from `baseSeconds` up to `maxSeconds`; 429 without checking the password); counts fade after `forgetAfterSeconds`.
 */
export const LOGIN_THROTTLE = {
  perAccountAndClient: 5,
  perClient: 20,
  baseSeconds: 30,
  maxSeconds: 900,
  forgetAfterSeconds: 3600,
} as const;

const accountKey = (email: string, client: string): string => `account:${email.trim().toLowerCase()}|${client}`;
const throttleKeys = (email: string, client: string) => [
  { key: accountKey(email, client), free: LOGIN_THROTTLE.perAccountAndClient },
  { key: `client:${client}`, free: LOGIN_THROTTLE.perClient },
];

/** Seconds until this account or client may try again; 0 when it may now. */
export const loginRetryAfter = (store: Store, email: string, client: string, nowMs: number): number => {
  const keys = throttleKeys(email, client).map(({ key }) => key);
  const until = Number(store.get('SELECT max(locked_until) AS until FROM login_failures WHERE key IN (?, ?)', keys)?.until ?? 0);
  return until > nowMs ? Math.ceil((until - nowMs) / 1000) : 0;
};

/** Sign-in attempts whose password check is running, per throttle key, per store. */
const inFlight = new WeakMap<Store, Map<string, number>>();

/**
 * Starts a sign-in attempt, atomically with the attempts already running: refused (seconds to wait) while a key is
 * locked, or while the attempts running for a key would already reach its lock if they fail; else admitted, with
 * `done` to call once its password check has answered (after recording a failure). So concurrent guesses get no more
 * checks than the same guesses one after another.
 */
export const beginLoginAttempt = (
  store: Store,
  email: string,
  client: string,
  nowMs: number,
): { readonly wait: number } | { readonly wait: 0; readonly done: () => void } => {
  const wait = loginRetryAfter(store, email, client, nowMs);
  if (wait > 0) return { wait };
  const running = inFlight.get(store) ?? new Map<string, number>();
  inFlight.set(store, running);
  const keys = throttleKeys(email, client);
  for (const { key, free } of keys) {
    const row = store.get('SELECT failures, last_at FROM login_failures WHERE key = ?', [key]);
    const failures = !row || nowMs - Number(row.last_at) > LOGIN_THROTTLE.forgetAfterSeconds * 1000 ? 0 : Number(row.failures);
    const pending = running.get(key) ?? 0;
    if (pending > 0 && failures + pending >= free) return { wait: LOGIN_THROTTLE.baseSeconds };
  }
  for (const { key } of keys) running.set(key, (running.get(key) ?? 0) + 1);
  let finished = false;
  const done = () => {
    if (finished) return;
    finished = true;
    for (const { key } of keys) {
      const left = (running.get(key) ?? 1) - 1;
      if (left > 0) running.set(key, left);
      else running.delete(key);
    }
  };
  return { wait: 0, done };
};

/** Counts a failed sign-in for the account and the client; locks either once past its allowance (exponential backoff). */
export const recordLoginFailure = (store: Store, email: string, client: string, nowMs: number): void =>
  store.transaction(() => {
    for (const { key, free } of throttleKeys(email, client)) {
      const row = store.get('SELECT failures, last_at FROM login_failures WHERE key = ?', [key]);
      const fresh = !row || nowMs - Number(row.last_at) > LOGIN_THROTTLE.forgetAfterSeconds * 1000;
      const failures = (fresh ? 0 : Number(row.failures)) + 1;
      const over = failures - free + 1;
      const lockedUntil = over > 0 ? nowMs + Math.min(LOGIN_THROTTLE.baseSeconds * 2 ** (over - 1), LOGIN_THROTTLE.maxSeconds) * 1000 : 0;
      store.run('INSERT OR REPLACE INTO login_failures (key, failures, last_at, locked_until) VALUES (?, ?, ?, ?)', [
        key,
        failures,
        nowMs,
        lockedUntil,
      ]);
    }
  });

/** A successful sign-in clears its account's failures from that client (the client's own count decays by itself). */
export const clearLoginFailures = (store: Store, email: string, client: string): void => {
  store.run('DELETE FROM login_failures WHERE key = ?', [accountKey(email, client)]);
};
