import { randomBytes } from 'node:crypto';
import { COUNTRIES, DEFAULT_COUNTRY, parseCountryCode, type CountryCode } from '../../core/country/country';
import { storefrontBasePath } from '../../core/country/storefront-address';
import { loadCatalogue } from '../../core/i18n/load-catalogue';
import { NEWSLETTER_ROUTES } from '../../core/newsletter/newsletter-routes';
import type { NewsletterMessages } from '../../core/newsletter/newsletter.messages';
import { html, type Html } from '../pages/html';
import { fromRow, type Store } from '../store/store';
import type { SignUpRequest, SubscriberRecord } from './newsletter-store';

/** The storefront's newsletter copy: the same the widget shows, from its locale's catalogue. */
export const newsletterCopyFor = async (country: CountryCode): Promise<NewsletterMessages> =>
  (await loadCatalogue(COUNTRIES[country].locale)).newsletter;

/**
 * A mail the emulated newsletter service "sent": a confirmation (double opt-in), an "already subscribed" notice, or the
 * welcome mail with the welcome voucher (spec 1's welcome discount) once a sign-up is confirmed.
 */
export interface OutboxMail {
  readonly kind: 'confirmation' | 'already_subscribed' | 'welcome';
  readonly recipient: string;
  readonly subject: string;
  /** The double-opt-in confirmation link ('' in an "already subscribed" mail, which confirms nothing). */
  readonly link: string;
  /** The link to the subscriber's preferences page (its own token, separate from the confirmation's). */
  readonly preferencesLink: string;
  /** Mail headers: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058 one-click unsubscribe). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly country: string;
  /** When it was sent (ISO, emulator time). */
  readonly time: string;
}

/** Where the storefront runs: mails link to the subscriber's storefront's own address (`/pl/newsletter/confirm`). */
export interface MailSite {
  readonly origin: string;
  readonly defaultCountry: string;
}

/** The subscriber's preferences page in its own storefront (its language), for a subscriber token. */
export const preferencesAddress = (site: MailSite, country: CountryCode, subscriberToken: string): string =>
  `${site.origin}${storefrontBasePath(country, parseCountryCode(site.defaultCountry) ?? DEFAULT_COUNTRY)}${NEWSLETTER_ROUTES.preferences}` +
  `?token=${encodeURIComponent(subscriberToken)}`;

/** The one-click unsubscribe address of a subscriber token (List-Unsubscribe). */
export const oneClickAddress = (site: MailSite, subscriberToken: string): string =>
  `${site.origin}/service/newsletter/api/internal/newsletter-subscribers/${encodeURIComponent(subscriberToken)}/unsubscribe`;

/**
 * Writes a mail to the outbox, in the storefront's language: the confirmation of one sign-up request, or the notice a
 * confirmed address gets when someone signs it up again (instead of a different answer). Both link the preferences.
 */
export const sendMail = (
  store: Store,
  { mail }: NewsletterMessages,
  subscriber: SubscriberRecord,
  request: SignUpRequest,
  site: MailSite,
  at: number,
): void => {
  const confirms = request.kind === 'confirm';
  const home = homeOf(subscriber, site);
  const link = confirms ? `${home}${NEWSLETTER_ROUTES.confirm}?token=${encodeURIComponent(request.confirmationToken)}` : '';
  const subject = confirms ? mail.subject : mail.alreadySubscribedSubject;
  const text = `${confirms ? mail.body : mail.alreadySubscribedBody}\n${link}`;
  writeMail(store, mail, subscriber, site, at, { kind: confirms ? 'confirmation' : 'already_subscribed', subject, link, text });
};

/**
 * Writes the welcome mail a confirmed subscriber gets once: the welcome voucher's code (a single-use code of this
 * emulator) under the storefront's welcome text, and the preferences link every mail carries.
 */
export const sendWelcomeMail = (
  { mail }: NewsletterMessages,
  store: Store,
  subscriber: SubscriberRecord,
  site: MailSite,
  at: number,
): void => {
  const code = Array.from(randomBytes(8), (byte) => VOUCHER_ALPHABET[byte % VOUCHER_ALPHABET.length]).join('');
  const text = `${mail.welcomeBody}\n${mail.welcomeCodeLabel} ${code}`;
  writeMail(store, mail, subscriber, site, at, { kind: 'welcome', subject: mail.welcomeSubject, link: '', text });
};

const VOUCHER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const homeOf = (subscriber: SubscriberRecord, site: MailSite): string =>
  `${site.origin}${storefrontBasePath(subscriber.country, parseCountryCode(site.defaultCountry) ?? DEFAULT_COUNTRY)}`;

/** Every mail: its text (two lines), then the preferences link, with RFC 8058's one-click unsubscribe headers. */
const writeMail = (
  store: Store,
  mail: NewsletterMessages['mail'],
  subscriber: SubscriberRecord,
  site: MailSite,
  at: number,
  content: { readonly kind: OutboxMail['kind']; readonly subject: string; readonly link: string; readonly text: string },
): void => {
  const preferencesLink = preferencesAddress(site, subscriber.country, subscriber.subscriberToken);
  // RFC 8058 §3.1: one http(s) address, which answers the mail client's POST of List-Unsubscribe=One-Click (and a
  // reader's GET with the preferences page).
  const unsubscribe = oneClickAddress(site, subscriber.subscriberToken);
  store.insert('newsletter_outbox', {
    kind: content.kind,
    recipient: subscriber.email,
    subject: content.subject,
    link: content.link,
    preferencesLink,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    body: `${content.text}\n\n${mail.preferencesText}\n${preferencesLink}`,
    country: subscriber.country,
    sentAt: at,
  });
};

/** The outbox, newest first; optionally only the mails to one address (case-insensitive). */
export const outbox = (store: Store, recipient?: string): OutboxMail[] =>
  store
    .all(
      `SELECT * FROM newsletter_outbox ${recipient ? 'WHERE lower(recipient) = lower(?)' : ''} ORDER BY id DESC LIMIT 200`,
      recipient ? [recipient] : [],
    )
    .map((row) => {
      const { id: _id, sentAt, ...mail } = fromRow<OutboxMail & { id: number; sentAt: number }>(row, ['headers']);
      return { ...mail, time: new Date(sentAt).toISOString() };
    });

/** The /emulator/outbox page's content: every mail the service "sent", newest first, with clickable links. */
export const outboxPage = (mails: readonly OutboxMail[]): Html =>
  html`<section aria-labelledby="mails-title">
    <h2 id="mails-title">Sent mails (${mails.length}), newest first</h2>
    ${mails.length === 0 ? html`<p class="empty">No mails sent yet.</p>` : ''}
    ${mails.map((mail) => {
      const [intro = '', second = '', , preferencesText = ''] = mail.body.split('\n');
      return html`<article>
        <h3>${mail.subject}</h3>
        <p>To <strong>${mail.recipient}</strong> (${mail.country}) · <time datetime="${mail.time}">${mail.time}</time></p>
        <dl>
          ${Object.entries(mail.headers).map(
            ([name, value]) =>
              html`<dt>${name}</dt>
                <dd><code>${value}</code></dd>`,
          )}
        </dl>
        <p>${intro}</p>
        ${mail.link ? html`<p><a href="${mail.link}">${mail.link}</a></p>` : second ? html`<p>${second}</p>` : ''}
        <p>${preferencesText} <a href="${mail.preferencesLink}">${mail.preferencesLink}</a></p>
      </article>`;
    })}
  </section>`;
