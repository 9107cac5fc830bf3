import { COUNTRIES } from '../../core/country/country';
import { NEWSLETTER_ROUTES } from '../../core/newsletter/newsletter-routes';
import type { Store } from '../store/store';
import { newsletterCopyFor } from './newsletter-copy';
import type { SubscriberRecord } from './newsletter-subscribers';

/** A mail the emulated newsletter service "sent" (spec: confirmation mail with the double-opt-in link). */
export interface OutboxMail {
  readonly recipient: string;
  readonly subject: string;
  /** The double-opt-in confirmation link. */
  readonly link: string;
  /** The link to the subscriber's preferences page. */
  readonly preferencesLink: string;
  readonly body: string;
  readonly country: string;
  /** When it was sent (ISO, emulator time). */
  readonly time: string;
}


/** Creates the outbox table once. */
export const ensureOutboxTable = (store: Store): void => store.migrate('newsletter.outbox.v1', `
  CREATE TABLE newsletter_outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, recipient TEXT NOT NULL, subject TEXT NOT NULL,
    link TEXT NOT NULL, preferences_link TEXT NOT NULL, body TEXT NOT NULL, country TEXT NOT NULL, sent_at INTEGER NOT NULL);
`);

/** Writes the confirmation mail of a subscriber, in their storefront's language, to the outbox. */
export const sendConfirmationMail = (store: Store, subscriber: SubscriberRecord, origin: string, at: number): OutboxMail => {
  const copy = newsletterCopyFor(subscriber.country);
  const query = `token=${encodeURIComponent(subscriber.subscriberToken)}&country=${COUNTRIES[subscriber.country].slug}`;
  const link = `${origin}${NEWSLETTER_ROUTES.confirm}?${query}`;
  const preferencesLink = `${origin}${NEWSLETTER_ROUTES.preferences}?${query}`;
  const body = `${copy.mail.body}\n${link}\n\n${copy.mail.preferencesText}\n${preferencesLink}`;
  store.run('INSERT INTO newsletter_outbox (recipient, subject, link, preferences_link, body, country, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [subscriber.email, copy.mail.subject, link, preferencesLink, body, subscriber.country, at]);
  return { recipient: subscriber.email, subject: copy.mail.subject, link, preferencesLink, body, country: subscriber.country, time: new Date(at).toISOString() };
};

/** The outbox, newest first; optionally only the mails to one address (case-insensitive). */
export const outbox = (store: Store, recipient?: string): OutboxMail[] =>
  store.all(`SELECT * FROM newsletter_outbox ${recipient ? 'WHERE lower(recipient) = lower(?)' : ''} ORDER BY id DESC LIMIT 200`, recipient ? [recipient] : [])
    .map((row) => ({
      recipient: String(row.recipient), subject: String(row.subject), link: String(row.link), preferencesLink: String(row.preferences_link),
      body: String(row.body), country: String(row.country), time: new Date(Number(row.sent_at)).toISOString(),
    }));
