import { randomBytes } from 'node:crypto';
import type { CountryCode } from '../../core/country/country';
import type { Store } from '../store/store';

/** The table the newsletter module owns; psdata reads only these two columns of it. */
export const SUBSCRIBERS_TABLE = 'newsletter_subscribers';

/** The sign-up requests table (newsletter-requests.ts); a request's visitor token is the cookie a sign-up set. */
const REQUESTS = 'newsletter_signup_requests';

type Status = 'NONE' | 'WAITING_FOR_DOI' | 'SUBSCRIBED';
const statusOf = (value: unknown): Status => (value === 'WAITING_FOR_DOI' || value === 'SUBSCRIBED' ? value : 'NONE');

/**
 * The visitor's newsletter status: by their subscriber cookie, else by a logged-in customer's email. A sign-up's
 * cookie shows WAITING_FOR_DOI until that very request is confirmed, whatever the address's status, so typing a
 * known address never reveals that it is subscribed.
 */
export const newsletterStatusFor = (store: Store, visitor: { subscriberToken?: string; email?: string }): Status => {
  const tables = store.tables();
  if (!tables.includes(SUBSCRIBERS_TABLE)) return 'NONE';
  if (visitor.subscriberToken) {
    if (tables.includes(REQUESTS)) {
      const request = store.get(
        `SELECT r.used_at, s.status FROM ${REQUESTS} r JOIN ${SUBSCRIBERS_TABLE} s ON s.token = r.subscriber
        WHERE r.visitor_token = ?`,
        [visitor.subscriberToken],
      );
      if (request) return request.used_at === null ? 'WAITING_FOR_DOI' : statusOf(request.status);
    }
    return statusOf(store.get(`SELECT status FROM ${SUBSCRIBERS_TABLE} WHERE token = ?`, [visitor.subscriberToken])?.status);
  }
  return visitor.email
    ? statusOf(store.get(`SELECT status FROM ${SUBSCRIBERS_TABLE} WHERE lower(email) = lower(?)`, [visitor.email.trim()])?.status)
    : 'NONE';
};

/** A new unguessable token (192 bits, base64url). */
export const newToken = (): string => randomBytes(24).toString('base64url');

/** What a sign-up records besides the payload. */
export interface SignUpProof {
  readonly country: CountryCode;
  readonly legalTexts: string[];
  readonly at: number;
  readonly clientAddress: string;
  readonly pageAddress: string | null;
}
