import { html, table, type Html } from '../pages/html';
import { RATE_LIMITS } from './newsletter-rate-limit';
import type { OutboxMail } from './newsletter-outbox';
import { confirmationLifetimeMs, type NewsletterSettings } from './newsletter-settings';

const confirmationHours = confirmationLifetimeMs(process.env) / 3_600_000;
import type { SubscriberRecord } from './newsletter-subscribers';

const time = (ms: number | null): string => (ms === null ? '–' : new Date(ms).toISOString());

/** The newsletter section of the control page: switches, subscribers with their proof of consent, outbox link. */
export const newsletterControl = (
  subscribers: readonly SubscriberRecord[],
  settings: NewsletterSettings,
  mails: number,
  pending: ReadonlyMap<string, number> = new Map(),
): Html =>
  html` <p>
      <a href="/emulator/outbox">Outbox (${mails} ${mails === 1 ? 'mail' : 'mails'})</a> · <a href="/emulator/api/outbox">outbox JSON</a>
    </p>
    <form method="post" action="/emulator/api/newsletter/outage">
      <input type="hidden" name="enabled" value="${settings.outage ? 'false' : 'true'}" />
      <p>Newsletter service: <strong>${settings.outage ? 'failing (every call answers 503)' : 'working'}</strong></p>
      <button type="submit">${settings.outage ? 'Make it work again' : 'Make it fail'}</button>
    </form>
    <form method="post" action="/emulator/api/newsletter/rate-limits/reset">
      <p>
        Rate limits: ${RATE_LIMITS.perAddressAndClient} sign-ups per address from one client address and ${RATE_LIMITS.perClient} per client
        address per hour (emulator time). Confirmation links work once and expire after ${confirmationHours} hours
        (<code>NEWSLETTER_CONFIRMATION_HOURS</code>).
      </p>
      <button type="submit">Reset rate limits</button>
    </form>
    <h3>Subscribers and proof of consent</h3>
    ${table(
      subscribers.map((s) => ({
        email: s.email,
        site: s.country,
        status: s.status,
        'open requests': String(pending.get(s.token) ?? 0),
        salutation: s.salutation ?? '',
        name: [s.firstName, s.lastName].filter(Boolean).join(' '),
        consents: s.consents.join(', ') || '–',
        topics: s.topics.join(', ') || '–',
        origin: `${s.origin}:${s.originAddition}`,
        'signed up': time(s.signedUpAt),
        'from client': s.clientAddress,
        'on page': s.pageAddress ?? '–',
        confirmed: time(s.confirmedAt),
        'confirmed from': s.confirmationClientAddress ?? '–',
        'legal texts agreed to': html`<details>
          <summary>${s.legalTexts.length} texts</summary>
          <ul>
            ${s.legalTexts.map((text) => html`<li>${text}</li>`)}
          </ul>
        </details>`,
      })),
      'No subscribers yet.',
    )}`;

/** The /emulator/outbox page: every mail the service "sent", newest first, with clickable links. */
export const outboxPage = (mails: readonly OutboxMail[]): string =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Service emulator – outbox</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="/emulator/control.css" />
      </head>
      <body>
        <header>
          <h1>Outbox</h1>
          <p><a href="/emulator/">Control page</a> · <a href="/">Open the storefront</a></p>
        </header>
        <main>
          <section aria-labelledby="mails-title">
            <h2 id="mails-title">Sent mails (${mails.length}), newest first</h2>
            ${
              mails.length === 0
                ? html`<p class="empty">No mails sent yet.</p>`
                : mails.map(
                    (mail) =>
                      html`<article>
                        <h3>${mail.subject}</h3>
                        <p>To <strong>${mail.recipient}</strong> (${mail.country}) · <time datetime="${mail.time}">${mail.time}</time></p>
                        <dl>
                          ${Object.entries(mail.headers).map(
                            ([name, value]) =>
                              html`<dt>${name}</dt>
                                <dd><code>${value}</code></dd>`,
                          )}
                        </dl>
                        <p>${mail.body.split('\n')[0]}</p>
                        ${mail.link ? html`<p><a href="${mail.link}">${mail.link}</a></p>` : html``}
                        <p>${mail.body.split('\n')[3]} <a href="${mail.preferencesLink}">${mail.preferencesLink}</a></p>
                      </article>`,
                  )
            }
          </section>
        </main>
      </body>
    </html>`.value;
