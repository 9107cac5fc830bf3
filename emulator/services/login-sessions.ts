import type { Store } from '../store/store';
import { encodeTokenCookie, ensureCustomerTables, findLiveSession, newSecret, tokenSecret, type Customer } from './customers';

/** How long tokens live, in seconds (configurable by env and on the control page). */
export interface TokenLifetimes {
  /** Seconds after issue when the LoginToken is due for renewal (ren). */
  readonly loginRenewAfterSeconds: number;
  /** Seconds after issue when the LoginToken expires (exp). */
  readonly loginLifetimeSeconds: number;
  /** Seconds after issue when the LongTermToken is due for renewal. */
  readonly longTermRenewAfterSeconds: number;
  /** Seconds after issue when the LongTermToken expires. */
  readonly longTermLifetimeSeconds: number;
}

/** Defaults: renew the LoginToken after 10 minutes, expire after 30; the LongTermToken after 7 and 90 days. */
export const DEFAULT_LIFETIMES: TokenLifetimes = {
  loginRenewAfterSeconds: 600,
  loginLifetimeSeconds: 1800,
  longTermRenewAfterSeconds: 7 * 86_400,
  longTermLifetimeSeconds: 90 * 86_400,
};

/** A replaced session stays valid this long, so requests already in flight with the old cookie still succeed. */
const GRACE_SECONDS = 30;

/** A token cookie to set: its script-readable value {exp, ren, lid}, the secret for the HttpOnly cookie, and how long the browser keeps both. */
export interface IssuedToken {
  readonly value: string;
  readonly secret: string;
  readonly maxAgeSeconds: number;
}

const times = (nowMs: number, renewAfter: number, lifetime: number) => {
  const now = Math.floor(nowMs / 1000);
  return { now, ren: now + renewAfter, exp: now + lifetime };
};

/** Opens a login session for the customer with a new long-term identifier; returns the LoginToken and its secret. */
export const openSession = (store: Store, customer: Customer, nowMs: number, lifetimes: TokenLifetimes): IssuedToken => {
  ensureCustomerTables(store);
  const sid = newSecret();
  const lid = newSecret().slice(0, 16);
  const { now, ren, exp } = times(nowMs, lifetimes.loginRenewAfterSeconds, lifetimes.loginLifetimeSeconds);
  store.run('INSERT INTO login_sessions (sid, customer_id, lid, created_at, ren, exp) VALUES (?, ?, ?, ?, ?, ?)', [
    sid,
    customer.id,
    lid,
    now,
    ren,
    exp,
  ]);
  return { value: encodeTokenCookie({ exp, ren, lid }), secret: sid, maxAgeSeconds: exp - now };
};

/** The answer to a renewal request. */
export type RenewResult =
  { readonly kind: 'RENEWED'; readonly token: IssuedToken } | { readonly kind: 'NOT_DUE' } | { readonly kind: 'NO_SESSION' };

/** Renews a live session that is past its renew time: a new session id replaces the old one (kept for a short grace). */
export const renewSession = (store: Store, sessionSecret: string | undefined, nowMs: number, lifetimes: TokenLifetimes): RenewResult => {
  const session = findLiveSession(store, sessionSecret, nowMs);
  if (!session) return { kind: 'NO_SESSION' };
  if (session.replaced_by !== null || Number(session.ren) * 1000 > nowMs) return { kind: 'NOT_DUE' };
  const sid = newSecret();
  const lid = String(session.lid);
  const { now, ren, exp } = times(nowMs, lifetimes.loginRenewAfterSeconds, lifetimes.loginLifetimeSeconds);
  store.run('INSERT INTO login_sessions (sid, customer_id, lid, created_at, ren, exp) VALUES (?, ?, ?, ?, ?, ?)', [
    sid,
    Number(session.customer_id),
    lid,
    now,
    ren,
    exp,
  ]);
  store.run('UPDATE login_sessions SET replaced_by = ?, exp = MIN(exp, ?) WHERE sid = ?', [sid, now + GRACE_SECONDS, String(session.sid)]);
  return { kind: 'RENEWED', token: { value: encodeTokenCookie({ exp, ren, lid }), secret: sid, maxAgeSeconds: exp - now } };
};

/** Issues a LongTermToken for the long-term identifier of a live session; undefined without one. */
export const issueLongTermToken = (
  store: Store,
  sessionSecret: string | undefined,
  nowMs: number,
  lifetimes: TokenLifetimes,
): IssuedToken | undefined => {
  const session = findLiveSession(store, sessionSecret, nowMs);
  if (!session) return undefined;
  const secret = newSecret();
  const lid = String(session.lid);
  const { now, ren, exp } = times(nowMs, lifetimes.longTermRenewAfterSeconds, lifetimes.longTermLifetimeSeconds);
  store.run('UPDATE long_term_tokens SET revoked = 1 WHERE lid = ?', [lid]);
  store.run('INSERT INTO long_term_tokens (secret, lid, customer_id, created_at, ren, exp) VALUES (?, ?, ?, ?, ?, ?)', [
    secret,
    lid,
    Number(session.customer_id),
    now,
    ren,
    exp,
  ]);
  return { value: encodeTokenCookie({ exp, ren, lid }), secret, maxAgeSeconds: exp - now };
};

/** Ends the session of a LoginSession secret and every session and long-term token of its long-term identifier. */
export const closeSession = (store: Store, sessionSecret: string | undefined): boolean => {
  const sid = tokenSecret(sessionSecret);
  if (!sid) return false;
  ensureCustomerTables(store);
  const row = store.get('SELECT lid FROM login_sessions WHERE sid = ?', [sid]);
  if (!row) return false;
  store.run('UPDATE login_sessions SET revoked = 1 WHERE lid = ?', [String(row.lid)]);
  store.run('UPDATE long_term_tokens SET revoked = 1 WHERE lid = ?', [String(row.lid)]);
  return true;
};
