import type { CountryCode } from '../../core/country/country';
import { fromRow, newToken, type Row, type Store } from '../store/store';
import { SPECIAL_STOREFRONT_RULES } from './newsletter-rules';

/** The subscriber table; psdata reads its token, email and status columns (the contract). */
const SUBSCRIBERS = 'newsletter_subscribers';
/** Preferences tokens of unsubscribed subscribers (no personal data). */
const UNSUBSCRIBED = 'newsletter_unsubscribed';
/** One row per sign-up (POST), each with its own tokens and consent snapshot; deleted with its subscriber. */
const REQUESTS = 'newsletter_signup_requests';
/** Sign-up attempts within the rate-limit window. */
const ATTEMPTS = 'newsletter_signup_attempts';

/** What one sign-up gave and agreed to, with its proof; confirming a request copies its snapshot into the subscriber. */
export interface SignUpSnapshot {
  readonly country: CountryCode;
  readonly salutation: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly consents: string[];
  /** The legal texts the sign-up was shown, worded as the widget showed them. */
  readonly legalTexts: string[];
  readonly origin: string;
  readonly originAddition: string;
  readonly signedUpAt: number;
  readonly clientAddress: string;
  /** The page the sign-up was made on (X-Original-Address), when the caller named it. */
  readonly pageAddress: string | null;
}

/** A stored subscriber with its proof of consent. */
export interface SubscriberRecord extends SignUpSnapshot {
  /** The visitor token: the NewsletterSubscriber cookie, which psdata reads. Grants nothing else. */
  readonly token: string;
  /** The secret token of the preferences link (preferences and unsubscribe); confirmation links carry their request's own. */
  readonly subscriberToken: string;
  readonly email: string;
  readonly status: 'WAITING_FOR_DOI' | 'SUBSCRIBED';
  readonly topics: string[];
  readonly confirmedAt: number | null;
  readonly confirmationClientAddress: string | null;
}

/** One sign-up request of a subscriber: its own tokens, its snapshot, and when its link expires or was used. */
export interface SignUpRequest extends SignUpSnapshot {
  readonly id: number;
  /** The NewsletterSubscriber cookie this request's answer set (psdata reads it). */
  readonly visitorToken: string;
  /** The one-use token of this request's confirmation link. */
  readonly confirmationToken: string;
  /** The subscriber (its visitor token) this request belongs to. */
  readonly subscriber: string;
  /** 'confirm': a confirmation mail went out; 'known': the address was already subscribed, no link was mailed. */
  readonly kind: 'confirm' | 'known';
  readonly expiresAt: number;
  readonly usedAt: number | null;
}

const LISTS = ['consents', 'topics', 'legal_texts'];
/** The columns of a sign-up's snapshot (SignUpSnapshot) but its storefront. */
const SNAPSHOT_COLUMNS =
  'salutation first_name last_name consents legal_texts origin origin_addition signed_up_at client_address page_address';
const subscriber = (row: Row | undefined): SubscriberRecord | undefined => (row ? fromRow<SubscriberRecord>(row, LISTS) : undefined);
const request = (row: Row | undefined): SignUpRequest | undefined => (row ? fromRow<SignUpRequest>(row, LISTS) : undefined);

/** Unicode spaces and invisible format characters a pasted address may carry at either end (NBSP, thin space, BOM, …). */
const EDGE_SPACE = /^[\s\u180E\u200B-\u200D\u2060\uFEFF]+|[\s\u180E\u200B-\u200D\u2060\uFEFF]+$/gu;

/**
 * The form an address is stored, rate-limited and compared in: Unicode spaces trimmed from both ends and the domain
 * lower-cased (the local part keeps its case, as mail servers may treat it so; comparisons ignore case anyway).
 */
export const normaliseEmail = (raw: string): string => {
  const trimmed = raw.normalize('NFC').replace(EDGE_SPACE, '');
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
};

/** Subscriber lookups: by address in a storefront (case-insensitive), by preferences token, by visitor token. */
export const findByEmail = (store: Store, email: string, country: CountryCode): SubscriberRecord | undefined =>
  subscriber(store.get(`SELECT * FROM ${SUBSCRIBERS} WHERE lower(email) = lower(?) AND country = ?`, [email, country]));
export const findBySubscriberToken = (store: Store, token: string): SubscriberRecord | undefined =>
  subscriber(store.get(`SELECT * FROM ${SUBSCRIBERS} WHERE subscriber_token = ?`, [token]));
export const findByToken = (store: Store, token: string): SubscriberRecord | undefined =>
  subscriber(store.get(`SELECT * FROM ${SUBSCRIBERS} WHERE token = ?`, [token]));
/** Every subscriber, newest first, with how many of its requests still wait for confirmation (control page). */
export const allSubscribers = (store: Store, nowMs: number): Array<SubscriberRecord & { openRequests: number }> =>
  store
    .all(
      `SELECT *, (SELECT count(*) FROM ${REQUESTS} r WHERE r.subscriber = s.token AND kind = 'confirm' AND used_at IS NULL AND expires_at > ?)
      AS open_requests FROM ${SUBSCRIBERS} s ORDER BY signed_up_at DESC`,
      [nowMs],
    )
    .map((row) => fromRow(row, LISTS));

/** Every sign-up request of an address (any storefront, case-insensitive), newest first: each one's proof of consent. */
export const signUpRequestsOf = (store: Store, email: string): Array<SignUpRequest & { email: string }> =>
  store
    .all(
      `SELECT r.*, s.email FROM ${REQUESTS} r JOIN ${SUBSCRIBERS} s ON s.token = r.subscriber WHERE lower(s.email) = lower(?) ORDER BY r.id DESC`,
      [email],
    )
    .map((row) => fromRow(row, LISTS));

/** The request of a confirmation link's token. */
export const findByConfirmationToken = (store: Store, token: string): SignUpRequest | undefined =>
  request(store.get(`SELECT * FROM ${REQUESTS} WHERE confirmation_token = ?`, [token]));

/**
 * Records a sign-up: the address's subscriber (a new one waits for the double opt-in) and a request of its own with
 * fresh tokens, whose link lives until `expiresAt`. A confirmed address's request is 'known': it gets a notice, no link.
 */
export const recordSignUp = (
  store: Store,
  email: string,
  snapshot: SignUpSnapshot,
  expiresAt: number,
): { subscriber: SubscriberRecord; request: SignUpRequest } => {
  let found = findByEmail(store, email, snapshot.country);
  if (!found) {
    const token = newToken();
    store.insert(SUBSCRIBERS, { token, subscriberToken: newToken(), email, status: 'WAITING_FOR_DOI', ...snapshot });
    found = findByToken(store, token);
  }
  if (!found) throw new Error('The new subscriber was not stored.');
  const confirmationToken = newToken();
  const kind = found.status === 'SUBSCRIBED' ? 'known' : 'confirm';
  store.insert(REQUESTS, { visitorToken: newToken(), confirmationToken, subscriber: found.token, kind, ...snapshot, expiresAt });
  const stored = findByConfirmationToken(store, confirmationToken);
  if (!stored) throw new Error('The sign-up request was not stored.');
  return { subscriber: found, request: stored };
};

/** Confirms the double opt-in with one request (its link then works no more): the subscriber takes its snapshot. */
export const confirmWithRequest = (store: Store, pending: SubscriberRecord, used: SignUpRequest, at: number, client: string): boolean => {
  if (store.run(`UPDATE ${REQUESTS} SET used_at = ? WHERE id = ? AND used_at IS NULL`, [at, used.id]) !== 1) return false;
  const snapshot = SNAPSHOT_COLUMNS.split(' ')
    .map((column) => `${column} = r.${column}`)
    .join(', ');
  const confirmed = `UPDATE ${SUBSCRIBERS} AS s SET status = 'SUBSCRIBED', confirmed_at = ?, confirmation_client_address = ?, ${snapshot}
    FROM ${REQUESTS} AS r WHERE r.id = ? AND s.token = ? AND s.status = 'WAITING_FOR_DOI'`;
  return store.run(confirmed, [at, client, used.id, pending.token]) === 1;
};

/** Saves name and topics from the preferences page. */
export const updatePreferences = (
  store: Store,
  record: SubscriberRecord,
  update: { salutation?: string; firstName?: string; lastName?: string; topics: readonly string[] },
): void => {
  const { salutation = null, firstName = null, lastName = null, topics } = update;
  store.update(SUBSCRIBERS, { salutation, firstName, lastName, topics }, 'token = ?', [record.token]);
};

/**
 * Unsubscribes: the subscriber and every request of it are deleted (the address may sign up again); only the
 * preferences token and its storefront are kept, so the link opened again can say "unsubscribed".
 */
export const deleteSubscriber = (store: Store, record: SubscriberRecord, at: number): boolean => {
  store.run(`INSERT OR IGNORE INTO ${UNSUBSCRIBED} (subscriber_token, country, unsubscribed_at) VALUES (?, ?, ?)`, [
    record.subscriberToken,
    record.country,
    at,
  ]);
  return store.run(`DELETE FROM ${SUBSCRIBERS} WHERE token = ?`, [record.token]) === 1;
};

/** The storefront of a preferences token whose subscriber unsubscribed, if it is one. */
export const unsubscribedCountry = (store: Store, subscriberToken: string): string | undefined => {
  const row = store.get(`SELECT country FROM ${UNSUBSCRIBED} WHERE subscriber_token = ?`, [subscriberToken]);
  return typeof row?.country === 'string' ? row.country : undefined;
};

/** Deletes sign-ups left unconfirmed longer than their storefront allows (TR: 14 days), by the emulator's clock. */
export const purgeUnconfirmed = (store: Store, nowMs: number): number => {
  let deleted = 0;
  for (const [country, rules] of Object.entries(SPECIAL_STOREFRONT_RULES)) {
    if (rules.unconfirmedDeletionDays === null) continue;
    const where = `status = 'WAITING_FOR_DOI' AND country = ? AND signed_up_at <= ?`;
    const params = [country, nowMs - rules.unconfirmedDeletionDays * 86_400_000];
    // Usually a read that finds nothing: no write (and no commit) then.
    if (store.get(`SELECT token FROM ${SUBSCRIBERS} WHERE ${where} LIMIT 1`, params))
      deleted += store.run(`DELETE FROM ${SUBSCRIBERS} WHERE ${where}`, params);
  }
  return deleted;
};

type Status = 'NONE' | 'WAITING_FOR_DOI' | 'SUBSCRIBED';
const statusOf = (value: unknown): Status => (value === 'WAITING_FOR_DOI' || value === 'SUBSCRIBED' ? value : 'NONE');

/**
 * The visitor's newsletter status by their subscriber cookie (psdata). A sign-up's cookie shows WAITING_FOR_DOI until
 * that very request is confirmed, whatever the address's status, so typing a known address never reveals that it is subscribed.
 */
export const newsletterStatusFor = (store: Store, visitorToken: string | undefined): Status => {
  if (!visitorToken) return 'NONE';
  const row = store.get(
    `SELECT r.used_at, s.status FROM ${REQUESTS} r JOIN ${SUBSCRIBERS} s ON s.token = r.subscriber WHERE r.visitor_token = ?`,
    [visitorToken],
  );
  if (row) return row.used_at === null ? 'WAITING_FOR_DOI' : statusOf(row.status);
  return statusOf(store.get(`SELECT status FROM ${SUBSCRIBERS} WHERE token = ?`, [visitorToken])?.status);
};

/**
 * Sign-ups allowed per e-mail address from one client address, and per client address, within one window (docs list
 * the numbers). Never per e-mail address alone: sign-ups of someone's address from elsewhere cannot block their own.
 */
export const RATE_LIMITS = { perAddressAndClient: 5, perClient: 30, windowMs: 60 * 60 * 1000 } as const;

/** Whether another sign-up of this address from this client is allowed now; seconds to wait when not. */
export const checkRateLimit = (
  store: Store,
  email: string,
  client: string,
  nowMs: number,
): { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: 'address' | 'client' } => {
  const since = nowMs - RATE_LIMITS.windowMs;
  const limits = [
    { scope: 'address', limit: RATE_LIMITS.perAddressAndClient, where: 'lower(email) = lower(?) AND client = ?', params: [email, client] },
    { scope: 'client', limit: RATE_LIMITS.perClient, where: 'client = ?', params: [client] },
  ] as const;
  for (const { scope, limit, where, params } of limits) {
    const times = store.all(`SELECT at FROM ${ATTEMPTS} WHERE ${where} AND at > ? ORDER BY at`, [...params, since]);
    // Free again when the attempt `limit` back from the latest leaves the window.
    const oldest = Number(times[times.length - limit]?.at ?? nowMs);
    if (times.length >= limit)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + RATE_LIMITS.windowMs - nowMs) / 1000)), scope };
  }
  return { allowed: true };
};

/** Counts one sign-up; attempts older than the window are forgotten. */
export const recordAttempt = (store: Store, email: string, client: string, nowMs: number): void => {
  store.run(`DELETE FROM ${ATTEMPTS} WHERE at <= ?`, [nowMs - RATE_LIMITS.windowMs]);
  store.insert(ATTEMPTS, { email, client, at: nowMs });
};
