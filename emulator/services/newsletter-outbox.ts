import { DEFAULT_COUNTRY, parseCountryCode } from '../../core/country/country';
import { storefrontBasePath } from '../../core/country/storefront-address';
import { NEWSLETTER_ROUTES } from '../../core/newsletter/newsletter-routes';
import type { Store } from '../store/store';
import { newsletterCopyFor } from './newsletter-copy';
import type { SignUpRequest } from './newsletter-requests';
import type { SubscriberRecord } from './newsletter-subscribers';

/** A mail the emulated newsletter service "sent": a confirmation (double opt-in) or an "already subscribed" notice. */
export interface OutboxMail {
  readonly kind: 'confirmation' | 'already_subscribed';
  readonly recipient: string;
  readonly subject: string;
  /** The double-opt-in confirmation link ('' in an "already subscribed" mail, which confirms nothing). */
  readonly link: string;
  /** The link to the subscriber's preferences page (its own token, separate from the confirmation's). */
  readonly preferencesLink: string;
  /** Mail headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058 one-click unsubscribe). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly country: string;
  /** When it was sent (ISO, emulator time). */
  readonly time: string;
}

/** Creates the outbox table once; v2 adds the mail's kind and headers. */
export const ensureOutboxTable = (store: Store): void => {
  store.migrate(
    'newsletter.outbox.v1',
    `
    CREATE TABLE newsletter_outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, recipient TEXT NOT NULL, subject TEXT NOT NULL,
      link TEXT NOT NULL, preferences_link TEXT NOT NULL, body TEXT NOT NULL, country TEXT NOT NULL, sent_at INTEGER NOT NULL);
  `,
  );
  store.migrate(
    'newsletter.outbox.v2',
    `
    ALTER TABLE newsletter_outbox ADD COLUMN kind TEXT NOT NULL DEFAULT 'confirmation';
    ALTER TABLE newsletter_outbox ADD COLUMN headers TEXT NOT NULL DEFAULT '{}';
  `,
  );
};

/** The one-click unsubscribe address of a subscriber (RFC 8058: the mail client POSTs List-Unsubscribe=One-Click to it). */
export const oneClickUnsubscribeUrl = (origin: string, preferencesToken: string): string =>
  `${origin}/service/newsletter/api/internal/newsletter-subscribers/${encodeURIComponent(preferencesToken)}/unsubscribe`;

const write = (store: Store, mail: Omit<OutboxMail, 'time'>, at: number): OutboxMail => {
  store.run(
    'INSERT INTO newsletter_outbox (kind, recipient, subject, link, preferences_link, headers, body, country, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [mail.kind, mail.recipient, mail.subject, mail.link, mail.preferencesLink, JSON.stringify(mail.headers), mail.body, mail.country, at],
  );
  return { ...mail, time: new Date(at).toISOString() };
};

/** Where the storefront runs: mails link to the subscriber's storefront's own address (`/pl/newsletter/confirm`). */
export interface MailSite {
  readonly origin: string;
  readonly defaultCountry: string;
}

const links = (subscriber: SubscriberRecord, site: MailSite) => {
  const { origin } = site;
  const home = `${origin}${storefrontBasePath(subscriber.country, parseCountryCode(site.defaultCountry) ?? DEFAULT_COUNTRY)}`;
  const preferencesLink = `${home}${NEWSLETTER_ROUTES.preferences}?token=${encodeURIComponent(subscriber.subscriberToken)}`;
  const headers = {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(origin, subscriber.subscriberToken)}>, <${preferencesLink}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  return { home, preferencesLink, headers };
};

/** Writes the confirmation mail of one sign-up request, in the storefront's language, to the outbox. */
export const sendConfirmationMail = (
  store: Store,
  subscriber: SubscriberRecord,
  request: SignUpRequest,
  site: MailSite,
  at: number,
): OutboxMail => {
  const copy = newsletterCopyFor(subscriber.country);
  const { home, preferencesLink, headers } = links(subscriber, site);
  const link = `${home}${NEWSLETTER_ROUTES.confirm}?token=${encodeURIComponent(request.confirmationToken)}`;
  const body = `${copy.mail.body}\n${link}\n\n${copy.mail.preferencesText}\n${preferencesLink}`;
  return write(
    store,
    {
      kind: 'confirmation',
      recipient: subscriber.email,
      subject: copy.mail.subject,
      link,
      preferencesLink,
      headers,
      body,
      country: subscriber.country,
    },
    at,
  );
};

/** Writes the notice a confirmed address gets when someone signs it up again (instead of a different answer). */
export const sendAlreadySubscribedMail = (store: Store, subscriber: SubscriberRecord, site: MailSite, at: number): OutboxMail => {
  const copy = newsletterCopyFor(subscriber.country);
  const { preferencesLink, headers } = links(subscriber, site);
  const body = `${copy.mail.alreadySubscribedBody}\n\n\n${copy.mail.preferencesText}\n${preferencesLink}`;
  return write(
    store,
    {
      kind: 'already_subscribed',
      recipient: subscriber.email,
      subject: copy.mail.alreadySubscribedSubject,
      link: '',
      preferencesLink,
      headers,
      body,
      country: subscriber.country,
    },
    at,
  );
};

const headersOf = (value: unknown): Record<string, string> => {
  try {
    const parsed: unknown = JSON.parse(String(value ?? '{}'));
    return typeof parsed === 'object' && parsed !== null ? Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, String(v)])) : {};
  } catch {
    return {};
  }
};

/** The outbox, newest first; optionally only the mails to one address (case-insensitive). */
export const outbox = (store: Store, recipient?: string): OutboxMail[] =>
  store
    .all(
      `SELECT * FROM newsletter_outbox ${recipient ? 'WHERE lower(recipient) = lower(?)' : ''} ORDER BY id DESC LIMIT 200`,
      recipient ? [recipient] : [],
    )
    .map((row) => ({
      kind: row.kind === 'already_subscribed' ? 'already_subscribed' : 'confirmation',
      recipient: String(row.recipient),
      subject: String(row.subject),
      link: String(row.link),
      preferencesLink: String(row.preferences_link),
      headers: headersOf(row.headers),
      body: String(row.body),
      country: String(row.country),
      time: new Date(Number(row.sent_at)).toISOString(),
    }));
