import type { CountryCode } from '../../core/country/country';
import { NEWSLETTER_COUNTRY_RULES } from '../../core/newsletter/newsletter-country-rules';
import type { SubscriptionPayload } from '../../core/newsletter/newsletter-payload';
import { jsonList as list, textOrNull, type Row, type Store } from '../store/store';
import type { SignUpRequest } from './newsletter-requests';
import { newToken, type SignUpProof } from './newsletter-status';
import { SUBSCRIBERS_TABLE } from './newsletter-status';

/** A stored subscriber with its proof of consent. */
export interface SubscriberRecord {
  /** The visitor token: the NewsletterSubscriber cookie, which psdata reads. Grants nothing else. */
  readonly token: string;
  /** The secret token of the preferences link (preferences and unsubscribe); confirmation links carry their request's own token. */
  readonly subscriberToken: string;
  readonly email: string;
  readonly country: CountryCode;
  readonly status: 'WAITING_FOR_DOI' | 'SUBSCRIBED';
  readonly salutation: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly consents: string[];
  readonly topics: string[];
  readonly legalTexts: string[];
  readonly origin: string;
  readonly originAddition: string;
  readonly signedUpAt: number;
  readonly confirmedAt: number | null;
  readonly clientAddress: string;
  readonly pageAddress: string | null;
  readonly confirmationClientAddress: string | null;
}

/** Creates the subscriber table once (columns token, email and status are the contract psdata reads); v2 indexes the purge. */
export const ensureSubscriberTable = (store: Store): void => {
  createSubscriberTable(store);
  store.migrate(
    'newsletter.subscribers.v2',
    `CREATE INDEX newsletter_subscribers_unconfirmed ON ${SUBSCRIBERS_TABLE} (status, country, signed_up_at);`,
  );
};

const createSubscriberTable = (store: Store): void =>
  store.migrate(
    'newsletter.subscribers.v1',
    `
  CREATE TABLE ${SUBSCRIBERS_TABLE} (token TEXT PRIMARY KEY, subscriber_token TEXT NOT NULL UNIQUE, email TEXT NOT NULL,
    country TEXT NOT NULL, status TEXT NOT NULL CHECK (status IN ('WAITING_FOR_DOI', 'SUBSCRIBED')),
    salutation TEXT, first_name TEXT, last_name TEXT, consents TEXT NOT NULL, topics TEXT NOT NULL DEFAULT '[]',
    legal_texts TEXT NOT NULL, origin TEXT NOT NULL, origin_addition TEXT NOT NULL, signed_up_at INTEGER NOT NULL,
    confirmed_at INTEGER, client_address TEXT NOT NULL, page_address TEXT, confirmation_client_address TEXT);
  CREATE UNIQUE INDEX newsletter_subscribers_email ON ${SUBSCRIBERS_TABLE} (lower(email), country);
`,
  );

const toRecord = (row: Row): SubscriberRecord => ({
  token: String(row.token),
  subscriberToken: String(row.subscriber_token),
  email: String(row.email),
  country: String(row.country) as CountryCode,
  status: row.status === 'SUBSCRIBED' ? 'SUBSCRIBED' : 'WAITING_FOR_DOI',
  salutation: textOrNull(row.salutation),
  firstName: textOrNull(row.first_name),
  lastName: textOrNull(row.last_name),
  consents: list(row.consents),
  topics: list(row.topics),
  legalTexts: list(row.legal_texts),
  origin: String(row.origin),
  originAddition: String(row.origin_addition),
  signedUpAt: Number(row.signed_up_at),
  confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
  clientAddress: String(row.client_address),
  pageAddress: textOrNull(row.page_address),
  confirmationClientAddress: textOrNull(row.confirmation_client_address),
});

/** The subscriber of an address in a storefront (addresses compare case-insensitively). */
export const findByEmail = (store: Store, email: string, country: CountryCode): SubscriberRecord | undefined => {
  const row = store.get(`SELECT * FROM ${SUBSCRIBERS_TABLE} WHERE lower(email) = lower(?) AND country = ?`, [email, country]);
  return row ? toRecord(row) : undefined;
};

/** The subscriber of a preferences link's token. */
export const findBySubscriberToken = (store: Store, subscriberToken: string): SubscriberRecord | undefined => {
  const row = store.get(`SELECT * FROM ${SUBSCRIBERS_TABLE} WHERE subscriber_token = ?`, [subscriberToken]);
  return row ? toRecord(row) : undefined;
};

/** Stores a new subscriber waiting for the double opt-in. */
export const insertSubscriber = (store: Store, payload: SubscriptionPayload, proof: SignUpProof): SubscriberRecord => {
  const subscriberToken = newToken();
  store.run(
    `INSERT INTO ${SUBSCRIBERS_TABLE} (token, subscriber_token, email, country, status, salutation, first_name, last_name,
      consents, legal_texts, origin, origin_addition, signed_up_at, client_address, page_address)
    VALUES (?, ?, ?, ?, 'WAITING_FOR_DOI', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      newToken(),
      subscriberToken,
      payload.email,
      proof.country,
      payload.salutation ?? null,
      payload.firstName ?? null,
      payload.lastName ?? null,
      JSON.stringify(payload.consents),
      JSON.stringify(proof.legalTexts),
      payload.origin,
      payload.originAddition,
      proof.at,
      proof.clientAddress,
      proof.pageAddress,
    ],
  );
  const record = findBySubscriberToken(store, subscriberToken);
  if (!record) throw new Error('The new subscriber was not stored.');
  return record;
};

/** Confirms the double opt-in with one request: the subscriber takes that request's names, consents and proof. */
export const confirmWithRequest = (
  store: Store,
  record: SubscriberRecord,
  request: SignUpRequest,
  at: number,
  clientAddress: string,
): boolean =>
  store.run(
    `UPDATE ${SUBSCRIBERS_TABLE} SET status = 'SUBSCRIBED', confirmed_at = ?, confirmation_client_address = ?, salutation = ?,
      first_name = ?, last_name = ?, consents = ?, legal_texts = ?, origin = ?, origin_addition = ?, signed_up_at = ?, client_address = ?,
      page_address = ? WHERE token = ? AND status = 'WAITING_FOR_DOI'`,
    [
      at,
      clientAddress,
      request.salutation,
      request.firstName,
      request.lastName,
      JSON.stringify(request.consents),
      JSON.stringify(request.legalTexts),
      request.origin,
      request.originAddition,
      request.signedUpAt,
      request.clientAddress,
      request.pageAddress,
      record.token,
    ],
  ) === 1;

/** The subscriber a visitor token (a stored subscriber's own, or one of its requests') belongs to. */
export const findByToken = (store: Store, token: string): SubscriberRecord | undefined => {
  const row = store.get(`SELECT * FROM ${SUBSCRIBERS_TABLE} WHERE token = ?`, [token]);
  return row ? toRecord(row) : undefined;
};

/** Unsubscribes: the subscriber and every request of it are deleted (the address may sign up again). */
export const deleteSubscriber = (store: Store, record: SubscriberRecord): boolean =>
  store.run(`DELETE FROM ${SUBSCRIBERS_TABLE} WHERE token = ?`, [record.token]) === 1;

/** Saves name and topics from the preferences page. */
export const updatePreferences = (
  store: Store,
  record: SubscriberRecord,
  update: { salutation?: string; firstName?: string; lastName?: string; topics: readonly string[] },
): void => {
  store.run(`UPDATE ${SUBSCRIBERS_TABLE} SET salutation = ?, first_name = ?, last_name = ?, topics = ? WHERE token = ?`, [
    update.salutation ?? null,
    update.firstName ?? null,
    update.lastName ?? null,
    JSON.stringify([...update.topics]),
    record.token,
  ]);
};

/** Deletes sign-ups left unconfirmed longer than their storefront allows (TR: 14 days), by the emulator's clock. */
export const purgeUnconfirmed = (store: Store, nowMs: number): number => {
  let deleted = 0;
  for (const [country, rules] of Object.entries(NEWSLETTER_COUNTRY_RULES)) {
    if (rules.unconfirmedDeletionDays === null) continue;
    const where = `status = 'WAITING_FOR_DOI' AND country = ? AND signed_up_at <= ?`;
    const params = [country, nowMs - rules.unconfirmedDeletionDays * 86_400_000];
    if (store.get(`SELECT token FROM ${SUBSCRIBERS_TABLE} WHERE ${where} LIMIT 1`, params)) {
      deleted += store.run(`DELETE FROM ${SUBSCRIBERS_TABLE} WHERE ${where}`, params);
    }
  }
  return deleted;
};

/** Every subscriber, newest first (control page). */
export const allSubscribers = (store: Store): SubscriberRecord[] =>
  store.all(`SELECT * FROM ${SUBSCRIBERS_TABLE} ORDER BY signed_up_at DESC`).map(toRecord);
