import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { jsonList, type Store } from '../store/store';

/** Salutations a customer record may hold (spec 3.1), '' when the customer gave none. */
export type Salutation = 'MR' | 'MRS' | 'COMPANY' | 'DIVERS' | '';

/** A customer account of the emulated login service. */
export interface Customer {
  readonly id: number;
  readonly email: string;
  readonly salutation: Salutation;
  readonly firstName: string;
  readonly lastName: string;
  /** Consents the customer holds, e.g. ['DNE']. */
  readonly consents: string[];
}

/** Seeded accounts (README lists them): email, password, salutation, names, consents. */
export const SEEDED_CUSTOMERS = [
  { email: 'anna@example.com', password: 'Kaffee123!', salutation: 'MRS', firstName: 'Anna', lastName: 'Schmidt', consents: ['DNE'] },
  { email: 'ben@example.com', password: 'Bohne2024!', salutation: 'MR', firstName: 'Ben', lastName: 'Keller', consents: [] },
  { email: 'zsofia@example.com', password: 'Kave2024!', salutation: 'MRS', firstName: 'Zsófia', lastName: 'Nagy', consents: [] },
] as const;

/** The seeded passwords' scrypt hashes ("salt:hash", hex), computed once, so starting the emulator hashes nothing. */
const SEEDED_HASHES: Readonly<Record<string, string>> = {
  'anna@example.com': '58d0d9a7808c6b709d1eef8b16a3c91f:e2fc90f256b1d6d08a10f9d8beac5867b8f8c4d029b566d933cdbb196afbc8bc',
  'ben@example.com': 'dd387b308e66e2d806950379b2cff3e7:00fd2a70c4384451e8b147926a49e4ac6aac440f2c425a80e7d334f40d68f45c',
  'zsofia@example.com': 'fd786227ac7c104bf27d7aa4a1e9c3c4:b3dbb61b327e571245ff5079d9ec235ba2d664a1bea451ea7f769b0328d6d0cb',
};
/** Hashed for an unknown account, so the answer takes as long either way. */
const DUMMY_HASH = 'a1394855f799652f5e279a583a6488a1:7dd2765d4dddeec9c6e9f3c400029f39d05454c798c194f615c596b5f86a8023';

/** Creates the customer and session tables once and seeds the accounts. Safe to call again. */
export const ensureCustomerTables = (store: Store): void => {
  store.migrate(
    'login.customers.v1',
    `
    CREATE TABLE customers (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,
      salutation TEXT NOT NULL DEFAULT '', first_name TEXT NOT NULL DEFAULT '', last_name TEXT NOT NULL DEFAULT '',
      consents TEXT NOT NULL DEFAULT '[]');
    CREATE TABLE login_sessions (sid TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),
      lid TEXT NOT NULL, created_at INTEGER NOT NULL, ren INTEGER NOT NULL, exp INTEGER NOT NULL,
      replaced_by TEXT, revoked INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE long_term_tokens (secret TEXT PRIMARY KEY, lid TEXT NOT NULL, customer_id INTEGER NOT NULL REFERENCES customers(id),
      created_at INTEGER NOT NULL, ren INTEGER NOT NULL, exp INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
  `,
  );
  if (store.get('SELECT id FROM customers LIMIT 1')) return;
  for (const seed of SEEDED_CUSTOMERS) {
    store.run(
      'INSERT OR IGNORE INTO customers (email, password_hash, salutation, first_name, last_name, consents) VALUES (?, ?, ?, ?, ?, ?)',
      [seed.email, SEEDED_HASHES[seed.email] ?? DUMMY_HASH, seed.salutation, seed.firstName, seed.lastName, JSON.stringify(seed.consents)],
    );
  }
};

/** scrypt off the event loop (libuv's thread pool), so logins never block other requests. */
const scryptAsync = (password: string, salt: Buffer, length: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key)));
  });

const passwordMatches = async (password: string, stored: string): Promise<boolean> => {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = await scryptAsync(password, Buffer.from(salt, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
};

const toCustomer = (row: Record<string, unknown>): Customer => ({
  id: Number(row.id),
  email: String(row.email),
  salutation: (['MR', 'MRS', 'COMPANY', 'DIVERS'].includes(String(row.salutation)) ? String(row.salutation) : '') as Salutation,
  firstName: String(row.first_name ?? ''),
  lastName: String(row.last_name ?? ''),
  consents: jsonList(row.consents),
});

/** The customer with these credentials (email compared case-insensitively), or undefined. Hashes asynchronously. */
export const authenticate = async (store: Store, email: string, password: string): Promise<Customer | undefined> => {
  ensureCustomerTables(store);
  const row = store.get('SELECT * FROM customers WHERE lower(email) = lower(?)', [email.trim()]);
  // Hash even when the account is unknown, so the answer takes as long either way.
  const matches = await passwordMatches(password, typeof row?.password_hash === 'string' ? row.password_hash : DUMMY_HASH);
  return row && matches ? toCustomer(row) : undefined;
};

/** The customer record by id. */
const customerById = (store: Store, id: number): Customer | undefined => {
  const row = store.get('SELECT * FROM customers WHERE id = ?', [id]);
  return row ? toCustomer(row) : undefined;
};

/** A script-readable token cookie value: base64url JSON {exp, ren, lid} (seconds since the epoch), no secret (spec 3.4). */
export const encodeTokenCookie = (payload: { exp: number; ren: number; lid: string }): string =>
  Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');

/** A session secret from its HttpOnly cookie, when it has the shape of one. */
export const tokenSecret = (cookieValue: string | undefined): string | undefined =>
  cookieValue && /^[A-Za-z0-9_-]{20,100}$/.test(cookieValue) ? cookieValue : undefined;

/** A new unguessable identifier (192 bits, base64url). */
export const newSecret = (): string => randomBytes(24).toString('base64url');

/** The login session row of a LoginSession secret, if it exists, is not revoked and has not expired at nowMs. */
export const findLiveSession = (store: Store, sessionSecret: string | undefined, nowMs: number): Record<string, unknown> | undefined => {
  const sid = tokenSecret(sessionSecret);
  if (!sid) return undefined;
  ensureCustomerTables(store);
  const row = store.get('SELECT * FROM login_sessions WHERE sid = ? AND revoked = 0', [sid]);
  return row && Number(row.exp) * 1000 > nowMs ? row : undefined;
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
  const session = findLiveSession(store, sessionSecret, nowMs);
  if (!session) return undefined;
  if (loginToken !== undefined && lidOf(loginToken) !== String(session.lid)) return undefined;
  return customerById(store, Number(session.customer_id));
};

const lidOf = (loginToken: string): string | undefined => {
  try {
    const payload: unknown = JSON.parse(Buffer.from(loginToken.split('.')[0] ?? '', 'base64url').toString('utf8'));
    return typeof payload === 'object' && payload !== null && typeof (payload as { lid?: unknown }).lid === 'string'
      ? (payload as { lid: string }).lid
      : undefined;
  } catch {
    return undefined;
  }
};
