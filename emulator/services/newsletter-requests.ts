import type { CountryCode } from '../../core/country/country';
import type { SubscriptionPayload } from '../../core/newsletter/newsletter-payload';
import { jsonList as list, textOrNull, type Row, type Store } from '../store/store';
import { newToken, SUBSCRIBERS_TABLE, type SignUpProof } from './newsletter-status';

/** The table of sign-up requests: one row per POST, each with its own tokens and consent snapshot. */
export const REQUESTS_TABLE = 'newsletter_signup_requests';

/** What one sign-up request asked for and when; confirming it copies this snapshot into the subscriber. */
export interface SignUpRequest {
  readonly id: number;
  /** The NewsletterSubscriber cookie this request's answer set (psdata reads it). */
  readonly visitorToken: string;
  /** The one-use token of this request's confirmation link. */
  readonly confirmationToken: string;
  /** The subscriber row (its visitor token) this request belongs to. */
  readonly subscriber: string;
  /** 'confirm': a confirmation mail went out; 'known': the address was already subscribed, no link was mailed. */
  readonly kind: 'confirm' | 'known';
  readonly country: CountryCode;
  readonly salutation: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly consents: string[];
  readonly legalTexts: string[];
  readonly origin: string;
  readonly originAddition: string;
  readonly signedUpAt: number;
  readonly expiresAt: number;
  readonly usedAt: number | null;
  readonly clientAddress: string;
  readonly pageAddress: string | null;
}

/** Creates the requests table once (deleted with their subscriber). */
export const ensureRequestTable = (store: Store): void =>
  store.migrate(
    'newsletter.requests.v1',
    `
  CREATE TABLE ${REQUESTS_TABLE} (id INTEGER PRIMARY KEY AUTOINCREMENT, visitor_token TEXT NOT NULL UNIQUE,
    confirmation_token TEXT NOT NULL UNIQUE, subscriber TEXT NOT NULL REFERENCES ${SUBSCRIBERS_TABLE}(token) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('confirm', 'known')), country TEXT NOT NULL, salutation TEXT, first_name TEXT, last_name TEXT,
    consents TEXT NOT NULL, legal_texts TEXT NOT NULL, origin TEXT NOT NULL, origin_addition TEXT NOT NULL,
    signed_up_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER, client_address TEXT NOT NULL, page_address TEXT);
  CREATE INDEX ${REQUESTS_TABLE}_subscriber ON ${REQUESTS_TABLE} (subscriber);
`,
  );

const toRequest = (row: Row): SignUpRequest => ({
  id: Number(row.id),
  visitorToken: String(row.visitor_token),
  confirmationToken: String(row.confirmation_token),
  subscriber: String(row.subscriber),
  kind: row.kind === 'known' ? 'known' : 'confirm',
  country: String(row.country) as CountryCode,
  salutation: textOrNull(row.salutation),
  firstName: textOrNull(row.first_name),
  lastName: textOrNull(row.last_name),
  consents: list(row.consents),
  legalTexts: list(row.legal_texts),
  origin: String(row.origin),
  originAddition: String(row.origin_addition),
  signedUpAt: Number(row.signed_up_at),
  expiresAt: Number(row.expires_at),
  usedAt: row.used_at === null ? null : Number(row.used_at),
  clientAddress: String(row.client_address),
  pageAddress: textOrNull(row.page_address),
});

/** Stores one sign-up request of a subscriber, with fresh tokens; its link lives until `expiresAt`. */
export const insertRequest = (
  store: Store,
  subscriber: string,
  kind: SignUpRequest['kind'],
  payload: SubscriptionPayload,
  proof: SignUpProof,
  expiresAt: number,
): SignUpRequest => {
  const confirmationToken = newToken();
  store.run(
    `INSERT INTO ${REQUESTS_TABLE} (visitor_token, confirmation_token, subscriber, kind, country, salutation, first_name, last_name,
      consents, legal_texts, origin, origin_addition, signed_up_at, expires_at, client_address, page_address)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      newToken(),
      confirmationToken,
      subscriber,
      kind,
      proof.country,
      payload.salutation ?? null,
      payload.firstName ?? null,
      payload.lastName ?? null,
      JSON.stringify(payload.consents),
      JSON.stringify(proof.legalTexts),
      payload.origin,
      payload.originAddition,
      proof.at,
      expiresAt,
      proof.clientAddress,
      proof.pageAddress,
    ],
  );
  const request = findByConfirmationToken(store, confirmationToken);
  if (!request) throw new Error('The sign-up request was not stored.');
  return request;
};

/** The request of a confirmation link's token. */
export const findByConfirmationToken = (store: Store, token: string): SignUpRequest | undefined => {
  const row = store.get(`SELECT * FROM ${REQUESTS_TABLE} WHERE confirmation_token = ?`, [token]);
  return row ? toRequest(row) : undefined;
};

/** Marks a request's link as used (one use only); false when it already was. */
export const useRequest = (store: Store, request: SignUpRequest, at: number): boolean =>
  store.run(`UPDATE ${REQUESTS_TABLE} SET used_at = ? WHERE id = ? AND used_at IS NULL`, [at, request.id]) === 1;

/** How many requests of each subscriber are still waiting (control page). */
export const pendingRequestCounts = (store: Store, nowMs: number): Map<string, number> =>
  new Map(
    store
      .all(
        `SELECT subscriber, count(*) AS n FROM ${REQUESTS_TABLE} WHERE kind = 'confirm' AND used_at IS NULL AND expires_at > ? GROUP BY subscriber`,
        [nowMs],
      )
      .map((row) => [String(row.subscriber), Number(row.n)]),
  );
