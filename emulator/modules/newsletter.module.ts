import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MiddlewareHandler } from 'hono';
import { parseCountryCode, type CountryCode } from '../../core/country/country';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import {
  clientAddress,
  cookiesOf,
  decodeJson,
  done,
  HttpError,
  json,
  problemResponse,
  readInput,
  readSwitch,
  requireJson,
  sameSite,
  servedOrigins,
  type EmulatorContext,
  type EmulatorEnv,
} from '../http';
import type { EmulatorModule } from '../module';
import { emulatorPage, html, switchForm, table } from '../pages/html';
import { findCustomerBySession } from '../services/login-store';
import { newsletterCopyFor, outbox, outboxPage, preferencesAddress, sendMail, sendWelcomeMail } from '../services/newsletter-mail';
import { checkTextsShown, legalTextsFor } from '../services/newsletter-legal-texts';
import { EMAIL_INVALID, SignUpBody, UpdateSubscriberBody } from '../services/newsletter-payloads';
import { preferencesProblems, signUpProblems, type FieldProblems } from '../services/newsletter-rules';
import * as subscribers from '../services/newsletter-store';

const BASES = ['/service/newsletter/api/internal', '/service/newsletter/api/private'] as const;
const IMAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'newsletter');
const subscriberCookie = (token: string): string => `${COOKIE_NAMES.newsletterSubscriber}=${token}; Path=/; SameSite=Lax; Max-Age=31536000`;
const OUTAGE = 'newsletter.outage';
const INVALID = 'urn:newsletter:invalid_request';

/** How long a confirmation link works: NEWSLETTER_CONFIRMATION_HOURS (1 to 8760 hours), else 72 hours of emulator time. */
const confirmationHours = (): number => {
  const hours = Number(process.env.NEWSLETTER_CONFIRMATION_HOURS);
  return Number.isFinite(hours) && hours >= 1 && hours <= 8760 ? hours : 72;
};

/** The storefront a call is made for: the X-Site header (spec 7.1), else the serving layer's default country. */
const siteOf = (c: EmulatorContext, fallback: string): CountryCode => {
  const raw = c.req.header('x-site');
  const country = parseCountryCode(raw ?? fallback);
  if (!country) throw new HttpError(400, 'urn:newsletter:invalid_site', `Unknown site "${(raw ?? '').slice(0, 20)}".`);
  return country;
};

/** The rules the fields broke, as the service answers them: an invalid address has its own type. */
const fieldProblem = (problems: FieldProblems): HttpError | undefined => {
  const broken = Object.entries(problems);
  if (problems.email) return new HttpError(400, EMAIL_INVALID, 'The e-mail address is not valid.');
  return broken.length === 0
    ? undefined
    : new HttpError(400, 'urn:newsletter:invalid_field', broken.map(([f, key]) => `${f}: ${key}`).join('; '));
};

/** A subscriber as GET and PUT answer it: names only when given. */
const subscriberBody = ({ email, status, topics, consents, salutation, firstName, lastName }: subscribers.SubscriberRecord) => {
  const names = Object.entries({ salutation, firstName, lastName }).filter(([, value]) => value);
  return { email, status, topics, consents, ...Object.fromEntries(names) };
};

/**
 * Whether the body is RFC 8058's one-click answer, `List-Unsubscribe=One-Click`, as multipart/form-data or form-encoded
 * (a body that cannot be read as either is not).
 */
const oneClickBody = async (c: EmulatorContext): Promise<boolean> => {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') return false;
  try {
    return (await c.req.parseBody())['List-Unsubscribe'] === 'One-Click';
  } catch {
    return false;
  }
};

const time = (ms: number | null): string => (ms === null ? '–' : new Date(ms).toISOString());

/** The newsletter service (spec 7.1): subscribers with double opt-in, outbox, proof of consent, rate limits, TR deletion. */
export const newsletterModule: EmulatorModule = {
  name: 'newsletter',
  setup({ app, store, clock, config }) {
    const lifetimeMs = confirmationHours() * 3_600_000;
    const purge = () => store.transaction(() => subscribers.purgeUnconfirmed(store, clock.now()));
    // psdata reads the subscriber table directly, so expired sign-ups go the moment the emulator's clock moves.
    clock.onAdvance(purge);

    /** Every service call: drop expired sign-ups, then honour the outage switch. */
    const service: MiddlewareHandler<EmulatorEnv> = async (_c, next) => {
      subscribers.purgeUnconfirmed(store, clock.now());
      if (store.setting(OUTAGE) === 'true')
        throw new HttpError(503, 'urn:newsletter:unavailable', 'The newsletter service is switched off on the control page.');
      await next();
    };
    /** Where mails link: the shop's public origin (PUBLIC_ORIGIN), else the emulator's own. */
    const site = () => ({ origin: config.publicOrigin ?? config.origin, defaultCountry: config.defaultCountry });
    /** State-changing calls a browser may only make from this machine's pages (a cross-site form would act for the visitor). */
    const local = sameSite('urn:newsletter:cross_site', config.storefrontOrigins);
    /**
     * The sign-up from a widget on another site's page (README: embedding): a foreign Origin must be one of the embedding
     * origins and gets CORS for it, errors included (the widget reads them); any other is refused with a problem that
     * names the list to be on. Calls from the emulator's own pages keep the same-site rule.
     */
    const foreignOrigin = (c: EmulatorContext): string | undefined => {
      const from = c.req.header('origin');
      // The shop's own pages: the emulator's, and the public origins the deployment names (PUBLIC_ORIGIN, STOREFRONT_ADDRESSES).
      const own = [...servedOrigins(config.origin), ...config.storefrontOrigins];
      if (from === undefined || own.includes(from.toLowerCase())) return undefined;
      if (config.embeddingOrigins.includes(from)) return from;
      const allowed = `Embedding origins: ${config.embeddingOrigins.join(', ') || 'none'} (NEWSLETTER_EMBEDDING_ORIGINS).`;
      const detail = `Pages on ${from.slice(0, 100)} may not embed the newsletter sign-up. ${allowed}`;
      throw new HttpError(403, 'urn:newsletter:origin_not_allowed', detail);
    };
    const embeddable: MiddlewareHandler<EmulatorEnv> = async (c, next) => {
      const from = foreignOrigin(c);
      if (from === undefined) return local(c, next);
      try {
        await next();
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        c.res = problemResponse(error.status, error.type, error.message);
      }
      c.res.headers.set('Access-Control-Allow-Origin', from);
      c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After');
      c.res.headers.append('Vary', 'Origin');
    };
    /** A record is only found for its own storefront (when the call names one). */
    const ofSite = <T extends { country: CountryCode }>(c: EmulatorContext, record: T | undefined): T | undefined => {
      const header = c.req.header('x-site');
      return record && (header === undefined || parseCountryCode(header) === record.country) ? record : undefined;
    };
    const known = (c: EmulatorContext) => {
      const token = c.req.param('token') ?? '';
      const record = ofSite(c, subscribers.findBySubscriberToken(store, token));
      if (record) return record;
      // A link whose subscriber unsubscribed says so (410), in its own storefront only.
      const gone = parseCountryCode(subscribers.unsubscribedCountry(store, token) ?? '');
      if (gone !== undefined && ofSite(c, { country: gone }))
        throw new HttpError(410, 'urn:newsletter:unsubscribed', 'The subscriber of this link has unsubscribed.');
      throw new HttpError(404, 'urn:newsletter:subscriber_not_found', 'No subscriber has this token.');
    };
    const unsubscribed = (c: EmulatorContext, record: subscribers.SubscriberRecord | undefined) => {
      if (record) store.transaction(() => subscribers.deleteSubscriber(store, record, clock.now()));
      return json(c, 200, { status: 'UNSUBSCRIBED' });
    };

    for (const base of BASES) {
      const subscribersPath = `${base}/newsletter-subscribers`;
      // The preflight of a widget's sign-up (a JSON POST with the storefront's headers).
      app.options(subscribersPath, (c) => {
        const from = foreignOrigin(c);
        if (from === undefined) return c.body(null, 204);
        return c.body(null, 204, {
          'Access-Control-Allow-Origin': from,
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Accept, Content-Type, X-Requested-With, X-Site, X-Original-Address',
          'Access-Control-Max-Age': '600',
          Vary: 'Origin',
        });
      });

      app.post(subscribersPath, embeddable, service, async (c) => {
        requireJson(c, 'urn:newsletter:unsupported_media_type');
        const country = siteOf(c, config.defaultCountry);
        const decoded = await decodeJson(c, SignUpBody, INVALID);
        const payload = { ...decoded, email: subscribers.normaliseEmail(decoded.email) };
        if (payload.origin.length > 100 || payload.originAddition.length > 100)
          throw new HttpError(400, INVALID, 'origin and originAddition hold at most 100 characters.');
        // The service's own rules (spec 5.1); fields a storefront does not show are still checked when sent. The legal checkbox is not in the payload.
        const wrong = fieldProblem(signUpProblems(country, payload));
        if (wrong) throw wrong;
        const { salutation = '', firstName = '', lastName = '' } = payload;
        // The proof of consent: what the shopper could read when they sent the form. A call that lists nothing showed nothing.
        const shown = checkTextsShown(country, payload.legalTextsShown ?? []);
        const copy = await newsletterCopyFor(country);
        const now = clock.now();
        const client = clientAddress(c);
        const page = c.req.header('x-original-address');
        const snapshot: subscribers.SignUpSnapshot = {
          country,
          salutation: salutation || null,
          firstName: firstName || null,
          lastName: lastName || null,
          consents: [...payload.consents],
          legalTexts: legalTextsFor(copy, country, shown, payload.consents),
          origin: payload.origin,
          originAddition: payload.originAddition,
          signedUpAt: now,
          clientAddress: client,
          pageAddress: page === undefined ? null : page.slice(0, 500),
        };
        const outcome = store.transaction(() => {
          const limit = subscribers.checkRateLimit(store, payload.email, client, now);
          if (!limit.allowed) return limit;
          subscribers.recordAttempt(store, payload.email, client, now);
          // Every sign-up is its own request with its own token and consent snapshot; a confirmed address gets a notice instead of a link.
          const signUp = subscribers.recordSignUp(store, payload.email, snapshot, now + lifetimeMs);
          sendMail(store, copy, signUp.subscriber, signUp.request, site(), now);
          return { allowed: true as const, visitorToken: signUp.request.visitorToken };
        });
        if (!outcome.allowed) {
          const detail = `Too many sign-ups from this ${outcome.scope}.`;
          return json(c, 429, { type: 'urn:newsletter:too_many_requests', detail }, { 'Retry-After': String(outcome.retryAfterSeconds) });
        }
        // The same status, body and cookie for new, pending and subscribed addresses: a sign-up never tells whether someone is subscribed.
        return json(c, 201, { status: 'WAITING_FOR_DOI' }, { 'Set-Cookie': subscriberCookie(outcome.visitorToken) });
      });

      app.put(`${subscribersPath}/:token/doi`, local, service, async (c) => {
        const now = clock.now();
        const result = store.transaction(() => {
          const request = subscribers.findByConfirmationToken(store, c.req.param('token'));
          const found = request?.kind === 'confirm' ? ofSite(c, subscribers.findByToken(store, request.subscriber)) : undefined;
          if (!request || !found) throw new HttpError(404, 'urn:newsletter:subscriber_not_found', 'No sign-up has this token.');
          if (request.usedAt !== null || found.status === 'SUBSCRIBED')
            throw new HttpError(409, 'urn:newsletter:already_confirmed', 'This link was already used.');
          if (request.expiresAt <= now)
            throw new HttpError(410, 'urn:newsletter:link_expired', 'This confirmation link has expired; sign up again for a new one.');
          subscribers.confirmWithRequest(store, found, request, now, clientAddress(c));
          return { visitorToken: request.visitorToken, preferencesToken: found.subscriberToken, subscriber: found };
        });
        // The welcome voucher the storefront promises (spec 1), mailed once: only the first confirmation gets here.
        sendWelcomeMail(await newsletterCopyFor(result.subscriber.country), store, result.subscriber, config, now);
        const body = { status: 'SUBSCRIBED', preferencesToken: result.preferencesToken };
        return json(c, 200, body, { 'Set-Cookie': subscriberCookie(result.visitorToken) });
      });

      app.get(`${subscribersPath}/:token`, service, (c) => json(c, 200, subscriberBody(known(c))));

      app.put(`${subscribersPath}/:token`, local, service, async (c) => {
        const record = known(c);
        const update = await decodeJson(c, UpdateSubscriberBody, INVALID);
        const wrong = fieldProblem(preferencesProblems(record.country, update));
        if (wrong) throw wrong;
        store.transaction(() => subscribers.updatePreferences(store, record, update));
        return json(c, 200, subscriberBody(known(c)));
      });

      // Unsubscribe from the preferences page.
      app.delete(`${subscribersPath}/:token`, local, service, (c) => unsubscribed(c, known(c)));

      // RFC 8058 one-click unsubscribe: the mail client POSTs "List-Unsubscribe=One-Click" (from anywhere, as
      // multipart/form-data, which the RFC says it SHOULD send, or form-encoded; the token in the address is the
      // authority). A GET (a reader who opens the address, a link scanner) unsubscribes nobody: it is sent to the
      // subscriber's preferences page, in its storefront's language, where the unsubscribe button is.
      app.post(`${subscribersPath}/:token/unsubscribe`, service, async (c) => {
        if (!(await oneClickBody(c)))
          throw new HttpError(400, INVALID, 'The body must be List-Unsubscribe=One-Click (multipart/form-data or form-encoded).');
        return unsubscribed(c, subscribers.findBySubscriberToken(store, c.req.param('token')));
      });
      app.get(`${subscribersPath}/:token/unsubscribe`, (c) => {
        const token = c.req.param('token');
        const record = subscribers.findBySubscriberToken(store, token);
        const country = parseCountryCode(record?.country ?? subscribers.unsubscribedCountry(store, token) ?? config.defaultCountry);
        return c.redirect(preferencesAddress(site(), country ?? 'DE', token), 303);
      });
    }

    app.get(`${BASES[1]}/customers/base-data`, service, (c) => {
      const header = c.req.header('x-logintoken');
      // The session secret travels in its HttpOnly cookie; X-LoginToken (the readable token) must name the same session.
      const customer =
        header === undefined ? undefined : findCustomerBySession(store, cookiesOf(c)[COOKIE_NAMES.loginSession], clock.now(), header);
      if (!customer) throw new HttpError(401, 'urn:newsletter:unauthorized', 'The X-LoginToken header names no live login.');
      const { email, salutation, firstName, lastName } = customer;
      const consents = customer.consents.filter((consent) => consent === 'DNE' || consent === 'SHOPPING_CART');
      return json(c, 200, { email, salutation, firstName, lastName, consents });
    });

    app.get('/service/newsletterfrontend/newslettersubscriptionform/:file', (c) => {
      const file = c.req.param('file');
      if (!/^[a-f0-9]{8,64}\.jpg$/.test(file) || !existsSync(join(IMAGE_DIR, file)))
        throw new HttpError(404, 'urn:newsletter:image_not_found', 'No such image.');
      const headers = { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=31536000, immutable' };
      return c.body(readFileSync(join(IMAGE_DIR, file)), 200, headers);
    });

    app.get('/emulator/api/outbox', (c) => {
      purge();
      return json(c, 200, outbox(store, c.req.query('recipient')));
    });
    // The proof of consent of each sign-up of an address (what the control page lists), for checks that read it.
    app.get('/emulator/api/newsletter/proof', (c) => {
      const recipient = c.req.query('recipient') ?? '';
      const proof = subscribers.signUpRequestsOf(store, recipient).map((request) => ({
        email: request.email,
        country: request.country,
        consents: request.consents,
        legalTexts: request.legalTexts,
        origin: `${request.origin}:${request.originAddition}`,
        pageAddress: request.pageAddress,
        signedUpAt: time(request.signedUpAt),
      }));
      return json(c, 200, proof);
    });
    app.get('/emulator/outbox', (c) => emulatorPage(c, 'Outbox', html`<a href="/emulator/">Control page</a>`, outboxPage(outbox(store))));
    app.post('/emulator/api/newsletter/outage', async (c) => {
      const outage = readSwitch(await readInput(c), 'enabled', false);
      store.setSetting(OUTAGE, String(outage));
      return done(c, 'newsletter', { outage });
    });
    app.post('/emulator/api/newsletter/rate-limits/reset', (c) => {
      store.run('DELETE FROM newsletter_signup_attempts');
      return done(c, 'newsletter', { reset: true });
    });
  },

  control({ store, clock }) {
    store.transaction(() => subscribers.purgeUnconfirmed(store, clock.now()));
    const outage = store.setting(OUTAGE) === 'true';
    const mails = outbox(store).length;
    const { perAddressAndClient, perClient } = subscribers.RATE_LIMITS;
    return html`<p>
        <a href="/emulator/outbox">Outbox (${mails} ${mails === 1 ? 'mail' : 'mails'})</a> · <a href="/emulator/api/outbox">outbox JSON</a>
      </p>
      ${switchForm(
        '/emulator/api/newsletter/outage',
        'enabled',
        String(!outage),
        html`Newsletter service: <strong>${outage ? 'failing (every call answers 503)' : 'working'}</strong>`,
        outage ? 'Make it work again' : 'Make it fail',
      )}
      <form method="post" action="/emulator/api/newsletter/rate-limits/reset">
        <p>
          Rate limits: ${perAddressAndClient} sign-ups per address from one client address and ${perClient} per client address per hour
          (emulator time). Confirmation links work once and expire after ${confirmationHours()} hours
          (<code>NEWSLETTER_CONFIRMATION_HOURS</code>).
        </p>
        <button type="submit">Reset rate limits</button>
      </form>
      <h3>Subscribers and proof of consent</h3>
      ${table(
        'Subscribers and proof of consent',
        subscribers.allSubscribers(store, clock.now()).map((s) => ({
          email: s.email,
          site: s.country,
          status: s.status,
          'open requests': s.openRequests,
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
          'legal texts shown': html`<details>
            <summary>${s.legalTexts.length} texts</summary>
            <ul>
              ${s.legalTexts.map((text) => html`<li>${text}</li>`)}
            </ul>
          </details>`,
        })),
        'No subscribers yet.',
      )}`;
  },
};
