import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as E from 'fp-ts/Either';
import { PathReporter } from 'io-ts/PathReporter';
import { parseCountryCode, type CountryCode } from '../../core/country/country';
import { newsletterRulesFor } from '../../core/newsletter/newsletter-country-rules';
import { EMPTY_NEWSLETTER_FORM } from '../../core/newsletter/newsletter-form';
import { validateFormWith, type NewsletterErrors } from '../../core/newsletter/newsletter-form-rules';
import { SubscriptionPayloadCodec } from '../../core/newsletter/newsletter-payload';
import { EMAIL_INVALID_TYPE, UpdateSubscriberRequestCodec } from '../../core/newsletter/newsletter-subscriber.codec';
import { preferencesRules, validatePreferences } from '../../core/newsletter/subscriber-preferences.use-case';
import type { MiddlewareHandler } from 'hono';
import { HttpError, json, problemResponse, seeOther } from '../http/answers';
import { clientAddress, cookiesOf, headersOf, type EmulatorContext, type EmulatorEnv } from '../http/emulator-app';
import { isForm, readForm, readInput, readJson } from '../http/request-body';
import type { EmulatorModule, ModuleContext } from '../module';
import { PAGE_CSP } from '../pages/page';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import { findCustomerBySession } from '../services/customers';
import { legalTextsFor } from '../services/newsletter-copy';
import { normaliseEmail } from '../services/newsletter-address';
import { ensureOutboxTable, outbox, sendAlreadySubscribedMail, sendConfirmationMail } from '../services/newsletter-outbox';
import {
  ensureRequestTable,
  findByConfirmationToken,
  insertRequest,
  pendingRequestCounts,
  useRequest,
} from '../services/newsletter-requests';
import { newsletterControl, outboxPage } from '../services/newsletter-pages';
import { checkRateLimit, ensureRateLimitTable, recordAttempt, resetRateLimits } from '../services/newsletter-rate-limit';
import { confirmationLifetimeMs, ensureNewsletterSettings, readNewsletterSettings, setOutage } from '../services/newsletter-settings';
import {
  allSubscribers,
  confirmWithRequest,
  deleteSubscriber,
  ensureSubscriberTable,
  findByEmail,
  findBySubscriberToken,
  findByToken,
  insertSubscriber,
  purgeUnconfirmed,
  updatePreferences,
  type SubscriberRecord,
} from '../services/newsletter-subscribers';
import { crossSiteRefusal, jsonContentRefusal, servedOrigins } from '../http/request-guards';
import { onClockAdvance } from '../clock-events';

const BASES = ['/service/newsletter/api/internal', '/service/newsletter/api/private'] as const;
const IMAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'newsletter');
const subscriberCookie = (token: string): string => `${COOKIE_NAMES.newsletterSubscriber}=${token}; Path=/; SameSite=Lax; Max-Age=31536000`;

/** The storefront a call is made for: the X-Site header (spec 7.1), else the serving layer's default country. */
const siteOf = (c: EmulatorContext, fallback: string): CountryCode => {
  const raw = c.req.header('x-site');
  const country = parseCountryCode(raw ?? fallback);
  if (!country) throw new HttpError(400, 'urn:newsletter:invalid_site', `Unknown site "${(raw ?? '').slice(0, 20)}".`);
  return country;
};

const fieldProblem = (errors: NewsletterErrors): HttpError => {
  if (errors.email) return new HttpError(400, EMAIL_INVALID_TYPE, 'The e-mail address is not valid.');
  return new HttpError(
    400,
    'urn:newsletter:invalid_field',
    Object.entries(errors)
      .map(([field, key]) => `${field}: ${key}`)
      .join('; '),
  );
};

const subscriberBody = (record: SubscriberRecord): Record<string, unknown> => ({
  email: record.email,
  status: record.status,
  topics: record.topics,
  consents: record.consents,
  ...(record.salutation ? { salutation: record.salutation } : {}),
  ...(record.firstName ? { firstName: record.firstName } : {}),
  ...(record.lastName ? { lastName: record.lastName } : {}),
});

/** Control-page forms get a redirect back; API callers get JSON. */
const done = (c: EmulatorContext, body: unknown): Response =>
  isForm(c) ? seeOther(c, '/emulator/#section-newsletter') : json(c, 200, body);

/** The decoder's complaint, short (it names the fields and values that did not fit). */
const invalidRequest = (errors: ReturnType<typeof PathReporter.report>): HttpError =>
  new HttpError(
    400,
    'urn:newsletter:invalid_request',
    errors
      .slice(0, 5)
      .map((line) => line.slice(0, 200))
      .join('; ')
      .slice(0, 500),
  );

const setup = (context: ModuleContext): void => {
  const { app, store, writes, clock, config } = context;
  const confirmationLifetime = confirmationLifetimeMs(process.env);
  store.transaction(() => {
    ensureSubscriberTable(store);
    ensureRequestTable(store);
    ensureOutboxTable(store);
    ensureRateLimitTable(store);
    ensureNewsletterSettings(store);
  });
  // psdata reads the subscriber table directly, so expired sign-ups go the moment the emulator's clock moves.
  onClockAdvance(clock, () => {
    store.transaction(() => purgeUnconfirmed(store, clock.now()));
  });

  /** Every service call: drop expired sign-ups, then honour the outage switch. */
  const service: MiddlewareHandler<EmulatorEnv> = async (_c, next) => {
    // Usually a read that finds nothing to delete: no transaction (and no commit) of its own.
    purgeUnconfirmed(store, clock.now());
    if (readNewsletterSettings(store).outage)
      throw new HttpError(503, 'urn:newsletter:unavailable', 'The newsletter service is switched off on the control page.');
    await next();
  };
  /** State-changing calls a browser may only make from this machine's pages (a cross-site form would act for the visitor). */
  const sameSite: MiddlewareHandler<EmulatorEnv> = async (c, next) => {
    const refusal = crossSiteRefusal(headersOf(c), 'urn:newsletter:cross_site');
    if (refusal) throw new HttpError(refusal.status, refusal.type, refusal.detail);
    await next();
  };
  /**
   * The sign-up call from a widget on another site's page (README: embedding): a foreign Origin must be one of the
   * embedding origins, and gets CORS for it, errors included (the widget reads them); any other foreign origin is
   * refused with a problem that names the list to be on. Calls from the emulator's own pages keep the same-site rule.
   */
  const foreignOrigin = (c: EmulatorContext): string | undefined => {
    const from = c.req.header('origin');
    return from === undefined || servedOrigins(config.origin).includes(from.toLowerCase()) ? undefined : from;
  };
  const refuseOrigin = (from: string): HttpError =>
    new HttpError(
      403,
      'urn:newsletter:origin_not_allowed',
      `Pages on ${from.slice(0, 100)} may not embed the newsletter sign-up. Embedding origins: ${config.embeddingOrigins.join(', ') || 'none'} (NEWSLETTER_EMBEDDING_ORIGINS).`,
    );
  const embeddable: MiddlewareHandler<EmulatorEnv> = async (c, next) => {
    const from = foreignOrigin(c);
    if (from === undefined) return sameSite(c, next);
    if (!config.embeddingOrigins.includes(from)) throw refuseOrigin(from);
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
  const known = (c: EmulatorContext): SubscriberRecord => {
    const record = findBySubscriberToken(store, c.req.param('token') ?? '');
    const header = c.req.header('x-site');
    if (!record || (header !== undefined && parseCountryCode(header) !== record.country)) {
      throw new HttpError(404, 'urn:newsletter:subscriber_not_found', 'No subscriber has this token.');
    }
    return record;
  };

  for (const base of BASES) {
    // The preflight of a widget's sign-up (a JSON POST with the storefront's headers).
    app.options(`${base}/newsletter-subscribers`, (c) => {
      const from = foreignOrigin(c);
      if (from === undefined) return c.body(null, 204);
      if (!config.embeddingOrigins.includes(from)) throw refuseOrigin(from);
      return c.body(null, 204, {
        'Access-Control-Allow-Origin': from,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Accept, Content-Type, X-Requested-With, X-Site, X-Original-Address',
        'Access-Control-Max-Age': '600',
        Vary: 'Origin',
      });
    });
    app.post(`${base}/newsletter-subscribers`, embeddable, service, async (c) => {
      const mediaRefusal = jsonContentRefusal(headersOf(c), 'urn:newsletter:unsupported_media_type');
      if (mediaRefusal) throw new HttpError(mediaRefusal.status, mediaRefusal.type, mediaRefusal.detail);
      const country = siteOf(c, config.defaultCountry);
      const decoded = SubscriptionPayloadCodec.decode(await readJson(c));
      if (E.isLeft(decoded)) throw invalidRequest(PathReporter.report(decoded));
      const payload = { ...decoded.right, email: normaliseEmail(decoded.right.email) };
      if (payload.origin.length > 100 || payload.originAddition.length > 100)
        throw new HttpError(400, 'urn:newsletter:invalid_request', 'origin and originAddition hold at most 100 characters.');
      // The same rules as the widget; fields a storefront does not show are still checked when sent. The legal checkbox is not part of the payload.
      const rules = newsletterRulesFor(country);
      const serverRules = {
        ...preferencesRules(rules),
        salutation: rules.salutation === 'hidden' ? ('optional' as const) : rules.salutation,
      };
      const errors = validateFormWith(serverRules, {
        ...EMPTY_NEWSLETTER_FORM,
        ...payload,
        salutation: payload.salutation ?? '',
        firstName: payload.firstName ?? '',
        lastName: payload.lastName ?? '',
      });
      if (Object.keys(errors).length > 0) throw fieldProblem(errors);
      const now = clock.now();
      const client = clientAddress(c);
      const pageHeader = c.req.header('x-original-address');
      const proof = {
        country,
        legalTexts: legalTextsFor(country, payload.consents),
        at: now,
        clientAddress: client,
        pageAddress: pageHeader === undefined ? null : pageHeader.slice(0, 500),
      };
      const outcome = await writes.run(() => {
        const limit = checkRateLimit(store, payload.email, client, now);
        if (!limit.allowed) return limit;
        recordAttempt(store, payload.email, client, now);
        const existing = findByEmail(store, payload.email, country);
        const subscriber = existing ?? insertSubscriber(store, payload, proof);
        // Every sign-up is its own request with its own token and consent snapshot; a confirmed address gets a notice instead of a link.
        const request = insertRequest(
          store,
          subscriber.token,
          subscriber.status === 'SUBSCRIBED' ? 'known' : 'confirm',
          payload,
          proof,
          now + confirmationLifetime,
        );
        if (request.kind === 'known') sendAlreadySubscribedMail(store, subscriber, config, now);
        else sendConfirmationMail(store, subscriber, request, config, now);
        return { allowed: true as const, visitorToken: request.visitorToken };
      });
      if (!outcome.allowed) {
        return json(
          c,
          429,
          { type: 'urn:newsletter:too_many_requests', detail: `Too many sign-ups from this ${outcome.scope}.` },
          { 'Retry-After': String(outcome.retryAfterSeconds) },
        );
      }
      // The same status, body and cookie for new, pending and subscribed addresses: a sign-up never tells whether someone is subscribed.
      return json(c, 201, { status: 'WAITING_FOR_DOI' }, { 'Set-Cookie': subscriberCookie(outcome.visitorToken) });
    });

    app.put(`${base}/newsletter-subscribers/:token/doi`, sameSite, service, async (c) => {
      const now = clock.now();
      const result = await writes.run(() => {
        const request = findByConfirmationToken(store, c.req.param('token') ?? '');
        const subscriber = request && request.kind === 'confirm' ? findByToken(store, request.subscriber) : undefined;
        const header = c.req.header('x-site');
        if (!request || !subscriber || (header !== undefined && parseCountryCode(header) !== subscriber.country)) {
          return new HttpError(404, 'urn:newsletter:subscriber_not_found', 'No sign-up has this token.');
        }
        if (request.usedAt !== null || subscriber.status === 'SUBSCRIBED')
          return new HttpError(409, 'urn:newsletter:already_confirmed', 'This link was already used.');
        if (request.expiresAt <= now)
          return new HttpError(410, 'urn:newsletter:link_expired', 'This confirmation link has expired; sign up again for a new one.');
        useRequest(store, request, now);
        confirmWithRequest(store, subscriber, request, now, clientAddress(c));
        return { visitorToken: request.visitorToken, preferencesToken: subscriber.subscriberToken };
      });
      if (result instanceof HttpError) throw result;
      return json(
        c,
        200,
        { status: 'SUBSCRIBED', preferencesToken: result.preferencesToken },
        { 'Set-Cookie': subscriberCookie(result.visitorToken) },
      );
    });

    app.get(`${base}/newsletter-subscribers/:token`, service, (c) => json(c, 200, subscriberBody(known(c))));

    app.put(`${base}/newsletter-subscribers/:token`, sameSite, service, async (c) => {
      const record = known(c);
      const decoded = UpdateSubscriberRequestCodec.decode(await readJson(c));
      if (E.isLeft(decoded)) throw invalidRequest(PathReporter.report(decoded));
      const update = decoded.right;
      const errors = validatePreferences(record.country, {
        salutation: update.salutation ?? '',
        firstName: update.firstName ?? '',
        lastName: update.lastName ?? '',
        topics: update.topics,
      });
      if (Object.keys(errors).length > 0) throw fieldProblem(errors);
      await writes.run(() => updatePreferences(store, record, update));
      return json(c, 200, subscriberBody(known(c)));
    });

    // Unsubscribe from the preferences page.
    app.delete(`${base}/newsletter-subscribers/:token`, sameSite, service, async (c) => {
      await writes.run(() => deleteSubscriber(store, known(c)));
      return json(c, 200, { status: 'UNSUBSCRIBED' });
    });

    // RFC 8058 one-click unsubscribe: the mail client POSTs "List-Unsubscribe=One-Click" (form-encoded, from anywhere;
    // the token in the address is the authority). A GET only describes it, so link scanners unsubscribe nobody.
    app.post(`${base}/newsletter-subscribers/:token/unsubscribe`, service, async (c) => {
      const body = isForm(c) ? await readForm(c) : undefined;
      if (body?.get('List-Unsubscribe') !== 'One-Click')
        throw new HttpError(400, 'urn:newsletter:invalid_request', 'The body must be List-Unsubscribe=One-Click (form-encoded).');
      const record = findBySubscriberToken(store, c.req.param('token') ?? '');
      if (record) await writes.run(() => deleteSubscriber(store, record));
      return json(c, 200, { status: 'UNSUBSCRIBED' });
    });
  }

  app.get(`${BASES[1]}/customers/base-data`, service, (c) => {
    const header = c.req.header('x-logintoken');
    // The session secret travels in its HttpOnly cookie; X-LoginToken (the readable token) must name the same session.
    const customer =
      header === undefined ? undefined : findCustomerBySession(store, cookiesOf(c)[COOKIE_NAMES.loginSession], clock.now(), header);
    if (!customer) throw new HttpError(401, 'urn:newsletter:unauthorized', 'The X-LoginToken header names no live login.');
    return json(c, 200, {
      email: customer.email,
      salutation: customer.salutation,
      firstName: customer.firstName,
      lastName: customer.lastName,
      consents: customer.consents.filter((consent) => consent === 'DNE' || consent === 'SHOPPING_CART'),
    });
  });

  app.get('/service/newsletterfrontend/newslettersubscriptionform/:file', (c) => {
    const file = c.req.param('file');
    const path = join(IMAGE_DIR, file);
    if (!/^[a-f0-9]{8,64}\.jpg$/.test(file) || !existsSync(path))
      throw new HttpError(404, 'urn:newsletter:image_not_found', 'No such image.');
    return c.body(readFileSync(path), 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  app.get('/emulator/api/outbox', (c) => {
    store.transaction(() => purgeUnconfirmed(store, clock.now()));
    return json(c, 200, outbox(store, c.req.query('recipient')));
  });
  app.get('/emulator/outbox', (c) =>
    c.body(outboxPage(outbox(store)), 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': PAGE_CSP,
      'Cache-Control': 'no-store',
    }),
  );
  app.post('/emulator/api/newsletter/outage', async (c) => {
    const input = await readInput(c);
    const enabled = input.enabled === true || input.enabled === 'true';
    if (input.enabled !== undefined && typeof input.enabled !== 'boolean' && input.enabled !== 'true' && input.enabled !== 'false') {
      throw new HttpError(400, 'urn:emulator:invalid_switch', 'enabled must be true or false.');
    }
    setOutage(store, enabled);
    return done(c, readNewsletterSettings(store));
  });
  app.post('/emulator/api/newsletter/rate-limits/reset', (c) => {
    resetRateLimits(store);
    return done(c, { reset: true });
  });
};

/** The newsletter service (spec 7.1): subscribers with double opt-in, outbox, proof of consent, rate limits, TR deletion. */
export const newsletterModule: EmulatorModule = {
  name: 'newsletter',
  setup,
  control: ({ store, clock }) => {
    store.transaction(() => purgeUnconfirmed(store, clock.now()));
    return newsletterControl(
      allSubscribers(store),
      readNewsletterSettings(store),
      outbox(store).length,
      pendingRequestCounts(store, clock.now()),
    );
  },
};
