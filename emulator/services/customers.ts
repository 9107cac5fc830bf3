import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Store } from '../store/store';

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

/** Creates the customer and session tables once and seeds the accounts. Safe to call again. */
export const ensureCustomerTables = (store: Store): void => {
  store.migrate('login.customers.v1', `
    CREATE TABLE customers (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL UNIQUE, password_hash TEXT NOT NULL,
      salutation TEXT NOT NULL DEFAULT '', first_name TEXT NOT NULL DEFAULT '', last_name TEXT NOT NULL DEFAULT '',
      consents TEXT NOT NULL DEFAULT '[]');
    CREATE TABLE login_sessions (sid TEXT PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id),
      lid TEXT NOT NULL, created_at INTEGER NOT NULL, ren INTEGER NOT NULL, exp INTEGER NOT NULL,
      replaced_by TEXT, revoked INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE long_term_tokens (secret TEXT PRIMARY KEY, lid TEXT NOT NULL, customer_id INTEGER NOT NULL REFERENCES customers(id),
      created_at INTEGER NOT NULL, ren INTEGER NOT NULL, exp INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
  `);
  if (store.get('SELECT id FROM customers LIMIT 1')) return;
  for (const seed of SEEDED_CUSTOMERS) {
    store.run('INSERT OR IGNORE INTO customers (email, password_hash, salutation, first_name, last_name, consents) VALUES (?, ?, ?, ?, ?, ?)',
      [seed.email, hashPassword(seed.password), seed.salutation, seed.firstName, seed.lastName, JSON.stringify(seed.consents)]);
  }
};

/** scrypt with a random salt, stored as "salt:hash" (hex). */
export const hashPassword = (password: string): string => {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`;
};

const passwordMatches = (password: string, stored: string): boolean => {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, Buffer.from(salt, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
};

const toCustomer = (row: Record<string, unknown>): Customer => ({
  id: Number(row.id),
  email: String(row.email),
  salutation: (['MR', 'MRS', 'COMPANY', 'DIVERS'].includes(String(row.salutation)) ? String(row.salutation) : '') as Salutation,
  firstName: String(row.first_name ?? ''),
  lastName: String(row.last_name ?? ''),
  consents: parseConsents(row.consents),
});

const parseConsents = (value: unknown): string[] => {
  try {
    const parsed: unknown = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch { return []; }
};

/** The customer with these credentials (email compared case-insensitively), or undefined. */
export const authenticate = (store: Store, email: string, password: string): Customer | undefined => {
  ensureCustomerTables(store);
  const row = store.get('SELECT * FROM customers WHERE lower(email) = lower(?)', [email.trim()]);
  // Hash even when the account is unknown, so the answer takes as long either way.
  const matches = passwordMatches(password, typeof row?.password_hash === 'string' ? row.password_hash : DUMMY_HASH);
  return row && matches ? toCustomer(row) : undefined;
};
const DUMMY_HASH = hashPassword('not-a-real-password');

/** The customer record by id. */
export const customerById = (store: Store, id: number): Customer | undefined => {
  const row = store.get('SELECT * FROM customers WHERE id = ?', [id]);
  return row ? toCustomer(row) : undefined;
};

/** A token cookie value: base64url JSON payload {exp, ren, lid} (seconds since the epoch), a dot, an unguessable secret. */
export const encodeTokenCookie = (payload: { exp: number; ren: number; lid: string }, secret: string): string =>
  `${Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url')}.${secret}`;

/** The secret part of a token cookie; only the server-side row is trusted, never the readable payload. */
export const tokenSecret = (cookieValue: string | undefined): string | undefined => {
  const secret = cookieValue?.split('.')[1];
  return secret && /^[A-Za-z0-9_-]{20,100}$/.test(secret) ? secret : undefined;
};

/** A new unguessable identifier (192 bits, base64url). */
export const newSecret = (): string => randomBytes(24).toString('base64url');

/** The login session row of a LoginToken cookie, if it exists, is not revoked and has not expired at nowMs. */
export const findLiveSession = (store: Store, cookieValue: string | undefined, nowMs: number): Record<string, unknown> | undefined => {
  const sid = tokenSecret(cookieValue);
  if (!sid) return undefined;
  ensureCustomerTables(store);
  const row = store.get('SELECT * FROM login_sessions WHERE sid = ? AND revoked = 0', [sid]);
  return row && Number(row.exp) * 1000 > nowMs ? row : undefined;
};

/**
 * The customer a LoginToken cookie belongs to, when its session is live at nowMs (emulator time); otherwise undefined.
 * Used by other modules, e.g. the newsletter base data (X-LoginToken header).
 */
export const findCustomerByLoginToken = (store: Store, cookieValue: string | undefined, nowMs: number): Customer | undefined => {
  const session = findLiveSession(store, cookieValue, nowMs);
  return session ? customerById(store, Number(session.customer_id)) : undefined;
};
