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
import { HttpError, json, readBody, type RequestContext } from '../http/router';
import type { EmulatorModule, ModuleContext } from '../module';
import { PAGE_CSP } from '../pages/page';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import { findCustomerBySession } from '../services/customers';
import { legalTextsFor } from '../services/newsletter-copy';
import { normaliseEmail } from '../services/newsletter-address';
import { ensureOutboxTable, outbox, sendAlreadySubscribedMail, sendConfirmationMail } from '../services/newsletter-outbox';
import { ensureRequestTable, findByConfirmationToken, insertRequest, pendingRequestCounts, useRequest } from '../services/newsletter-requests';
import { newsletterControl, outboxPage } from '../services/newsletter-pages';
import { checkRateLimit, ensureRateLimitTable, recordAttempt, resetRateLimits } from '../services/newsletter-rate-limit';
import { confirmationLifetimeMs, ensureNewsletterSettings, readNewsletterSettings, setOutage } from '../services/newsletter-settings';
import {
  allSubscribers, confirmWithRequest, deleteSubscriber, ensureSubscriberTable, findByEmail, findBySubscriberToken, findByToken,
  insertSubscriber, purgeUnconfirmed, updatePreferences, type SubscriberRecord,
} from '../services/newsletter-subscribers';
import { controlRoutes, headersOf, refused } from '../http/guarded-handlers';
import { crossSiteRefusal, jsonContentRefusal } from '../http/request-guards';
import { onClockAdvance } from '../clock-events';

const BASES = ['/service/newsletter/api/internal', '/service/newsletter/api/private'] as const;
const IMAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'newsletter');
const subscriberCookie = (token: string): string => `${COOKIE_NAMES.newsletterSubscriber}=${token}; Path=/; SameSite=Lax; Max-Age=31536000`;

/** The storefront a call is made for: the X-Site header (spec 7.1), else the serving layer's default country. */
const siteOf = (ctx: RequestContext, fallback: string): CountryCode => {
  const header = ctx.req.headers['x-site'];
  const raw = typeof header === 'string' ? header : undefined;
  const country = parseCountryCode(raw ?? fallback);
  if (!country) throw new HttpError(400, 'urn:newsletter:invalid_site', `Unknown site "${raw ?? ''}".`);
  return country;
};

const fieldProblem = (errors: NewsletterErrors): HttpError => {
  if (errors.email) return new HttpError(400, EMAIL_INVALID_TYPE, 'The e-mail address is not valid.');
  return new HttpError(400, 'urn:newsletter:invalid_field', Object.entries(errors).map(([field, key]) => `${field}: ${key}`).join('; '));
};

const subscriberBody = (record: SubscriberRecord): Record<string, unknown> => ({
  email: record.email, status: record.status, topics: record.topics, consents: record.consents,
  ...(record.salutation ? { salutation: record.salutation } : {}),
  ...(record.firstName ? { firstName: record.firstName } : {}),
  ...(record.lastName ? { lastName: record.lastName } : {}),
});

/** Reads a JSON or form-encoded body (control-page forms post form-encoded). */
const readInput = async (ctx: RequestContext): Promise<Record<string, unknown>> => {
  if ((ctx.req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(await readBody(ctx.req)));
  const body = await ctx.body();
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};

/** Control-page forms get a redirect back; API callers get JSON. */
const done = (ctx: RequestContext, body: unknown): void => {
  if ((ctx.req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    ctx.res.writeHead(303, { Location: '/emulator/#section-newsletter' }).end();
  } else json(ctx.res, 200, body);
};

const setup = (context: ModuleContext): void => {
  const { router, store, clock, config } = context;
  const control = controlRoutes(router, () => config.origin);
  const confirmationLifetime = confirmationLifetimeMs(process.env);
  store.transaction(() => { ensureSubscriberTable(store); ensureRequestTable(store); ensureOutboxTable(store); ensureRateLimitTable(store); ensureNewsletterSettings(store); });
  // psdata reads the subscriber table directly, so expired sign-ups go the moment the emulator's clock moves.
  onClockAdvance(clock, () => { store.transaction(() => purgeUnconfirmed(store, clock.now())); });

  /** Every service call: drop expired sign-ups, then honour the outage switch. */
  const service = (handler: (ctx: RequestContext) => void | Promise<void>) => async (ctx: RequestContext): Promise<void> => {
    // Usually a read that finds nothing to delete: no transaction (and no commit) of its own.
    purgeUnconfirmed(store, clock.now());
    if (readNewsletterSettings(store).outage) throw new HttpError(503, 'urn:newsletter:unavailable', 'The newsletter service is switched off on the control page.');
    await handler(ctx);
  };
  /** State-changing calls a browser may only make from this machine's pages (a cross-site form would act for the visitor). */
  const sameSite = (handler: (ctx: RequestContext) => void | Promise<void>) => (ctx: RequestContext): void | Promise<void> => {
    if (refused(ctx, crossSiteRefusal(headersOf(ctx.req.headers), 'urn:newsletter:cross_site'))) return;
    return handler(ctx);
  };
  const known = (ctx: RequestContext): SubscriberRecord => {
    const record = findBySubscriberToken(store, ctx.params.token ?? '');
    const header = ctx.req.headers['x-site'];
    if (!record || (typeof header === 'string' && parseCountryCode(header) !== record.country)) {
      throw new HttpError(404, 'urn:newsletter:subscriber_not_found', 'No subscriber has this token.');
    }
    return record;
  };

  for (const base of BASES) {
    router.on('POST', `${base}/newsletter-subscribers`, sameSite(service(async (ctx) => {
      if (refused(ctx, jsonContentRefusal(headersOf(ctx.req.headers), 'urn:newsletter:unsupported_media_type'))) return;
      const country = siteOf(ctx, config.defaultCountry);
      const decoded = SubscriptionPayloadCodec.decode(await ctx.body());
      if (E.isLeft(decoded)) throw new HttpError(400, 'urn:newsletter:invalid_request', PathReporter.report(decoded).join('; ').slice(0, 500));
      const payload = { ...decoded.right, email: normaliseEmail(decoded.right.email) };
      if (payload.origin.length > 100 || payload.originAddition.length > 100) throw new HttpError(400, 'urn:newsletter:invalid_request', 'origin and originAddition hold at most 100 characters.');
      // The same rules as the widget; fields a storefront does not show are still checked when sent. The legal checkbox is not part of the payload.
      const rules = newsletterRulesFor(country);
      const serverRules = { ...preferencesRules(rules), salutation: rules.salutation === 'hidden' ? 'optional' as const : rules.salutation };
      const errors = validateFormWith(serverRules, { ...EMPTY_NEWSLETTER_FORM, ...payload, salutation: payload.salutation ?? '', firstName: payload.firstName ?? '', lastName: payload.lastName ?? '' });
      if (Object.keys(errors).length > 0) throw fieldProblem(errors);
      const now = clock.now();
      const pageHeader = ctx.req.headers['x-original-address'];
      const proof = { country, legalTexts: legalTextsFor(country, payload.consents), at: now, clientAddress: ctx.clientAddress, pageAddress: typeof pageHeader === 'string' ? pageHeader.slice(0, 500) : null };
      const outcome = store.transaction(() => {
        const limit = checkRateLimit(store, payload.email, ctx.clientAddress, now);
        if (!limit.allowed) return limit;
        recordAttempt(store, payload.email, ctx.clientAddress, now);
        const existing = findByEmail(store, payload.email, country);
        const subscriber = existing ?? insertSubscriber(store, payload, proof);
        // Every sign-up is its own request with its own token and consent snapshot; a confirmed address gets a notice instead of a link.
        const request = insertRequest(store, subscriber.token, subscriber.status === 'SUBSCRIBED' ? 'known' : 'confirm', payload, proof, now + confirmationLifetime);
        if (request.kind === 'known') sendAlreadySubscribedMail(store, subscriber, config.origin, now);
        else sendConfirmationMail(store, subscriber, request, config.origin, now);
        return { allowed: true as const, visitorToken: request.visitorToken };
      });
      if (!outcome.allowed) {
        json(ctx.res, 429, { type: 'urn:newsletter:too_many_requests', detail: `Too many sign-ups from this ${outcome.scope}.` }, { 'Retry-After': String(outcome.retryAfterSeconds) });
        return;
      }
      // The same status, body and cookie for new, pending and subscribed addresses: a sign-up never tells whether someone is subscribed.
      json(ctx.res, 201, { status: 'WAITING_FOR_DOI' }, { 'Set-Cookie': subscriberCookie(outcome.visitorToken) });
    })));

    router.on('PUT', `${base}/newsletter-subscribers/:token/doi`, sameSite(service((ctx) => {
      const now = clock.now();
      const result = store.transaction(() => {
        const request = findByConfirmationToken(store, ctx.params.token ?? '');
        const subscriber = request && request.kind === 'confirm' ? findByToken(store, request.subscriber) : undefined;
        const header = ctx.req.headers['x-site'];
        if (!request || !subscriber || (typeof header === 'string' && parseCountryCode(header) !== subscriber.country)) {
          return new HttpError(404, 'urn:newsletter:subscriber_not_found', 'No sign-up has this token.');
        }
        if (request.usedAt !== null || subscriber.status === 'SUBSCRIBED') return new HttpError(409, 'urn:newsletter:already_confirmed', 'This link was already used.');
        if (request.expiresAt <= now) return new HttpError(410, 'urn:newsletter:link_expired', 'This confirmation link has expired; sign up again for a new one.');
        useRequest(store, request, now);
        confirmWithRequest(store, subscriber, request, now, ctx.clientAddress);
        return { visitorToken: request.visitorToken, preferencesToken: subscriber.subscriberToken };
      });
      if (result instanceof HttpError) throw result;
      json(ctx.res, 200, { status: 'SUBSCRIBED', preferencesToken: result.preferencesToken }, { 'Set-Cookie': subscriberCookie(result.visitorToken) });
    })));

    router.on('GET', `${base}/newsletter-subscribers/:token`, service((ctx) => json(ctx.res, 200, subscriberBody(known(ctx)))));

    router.on('PUT', `${base}/newsletter-subscribers/:token`, sameSite(service(async (ctx) => {
      const record = known(ctx);
      const decoded = UpdateSubscriberRequestCodec.decode(await ctx.body());
      if (E.isLeft(decoded)) throw new HttpError(400, 'urn:newsletter:invalid_request', PathReporter.report(decoded).join('; ').slice(0, 500));
      const update = decoded.right;
      const errors = validatePreferences(record.country, { salutation: update.salutation ?? '', firstName: update.firstName ?? '', lastName: update.lastName ?? '', topics: update.topics });
      if (Object.keys(errors).length > 0) throw fieldProblem(errors);
      updatePreferences(store, record, update);
      json(ctx.res, 200, subscriberBody(known(ctx)));
    })));

    // Unsubscribe from the preferences page.
    router.on('DELETE', `${base}/newsletter-subscribers/:token`, sameSite(service((ctx) => {
      store.transaction(() => deleteSubscriber(store, known(ctx)));
      json(ctx.res, 200, { status: 'UNSUBSCRIBED' });
    })));

    // RFC 8058 one-click unsubscribe: the mail client POSTs "List-Unsubscribe=One-Click" (form-encoded, from anywhere;
    // the token in the address is the authority). A GET only describes it, so link scanners unsubscribe nobody.
    router.on('POST', `${base}/newsletter-subscribers/:token/unsubscribe`, service(async (ctx) => {
      const body = (ctx.req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded') ? new URLSearchParams(await readBody(ctx.req)) : undefined;
      if (body?.get('List-Unsubscribe') !== 'One-Click') throw new HttpError(400, 'urn:newsletter:invalid_request', 'The body must be List-Unsubscribe=One-Click (form-encoded).');
      const record = findBySubscriberToken(store, ctx.params.token ?? '');
      if (record) store.transaction(() => deleteSubscriber(store, record));
      json(ctx.res, 200, { status: 'UNSUBSCRIBED' });
    }));
  }

  router.on('GET', `${BASES[1]}/customers/base-data`, service((ctx) => {
    const header = ctx.req.headers['x-logintoken'];
    // The session secret travels in its HttpOnly cookie; X-LoginToken (the readable token) must name the same session.
    const customer = typeof header === 'string' ? findCustomerBySession(store, ctx.cookies[COOKIE_NAMES.loginSession], clock.now(), header) : undefined;
    if (!customer) throw new HttpError(401, 'urn:newsletter:unauthorized', 'The X-LoginToken header names no live login.');
    json(ctx.res, 200, { email: customer.email, salutation: customer.salutation, firstName: customer.firstName, lastName: customer.lastName, consents: customer.consents.filter((c) => c === 'DNE' || c === 'SHOPPING_CART') });
  }));

  router.on('GET', '/service/newsletterfrontend/newslettersubscriptionform/:file', ({ res, params }) => {
    const file = params.file ?? '';
    const path = join(IMAGE_DIR, file);
    if (!/^[a-f0-9]{8,64}\.jpg$/.test(file) || !existsSync(path)) throw new HttpError(404, 'urn:newsletter:image_not_found', 'No such image.');
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'public, max-age=31536000, immutable' });
    res.end(readFileSync(path));
  });

  control.on('GET', '/emulator/api/outbox', (ctx) => {
    store.transaction(() => purgeUnconfirmed(store, clock.now()));
    json(ctx.res, 200, outbox(store, ctx.url.searchParams.get('recipient') ?? undefined));
  });
  control.on('GET', '/emulator/outbox', ({ res }) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PAGE_CSP, 'Cache-Control': 'no-store' });
    res.end(outboxPage(outbox(store)));
  });
  control.on('POST', '/emulator/api/newsletter/outage', async (ctx) => {
    const input = await readInput(ctx);
    const enabled = input.enabled === true || input.enabled === 'true';
    if (input.enabled !== undefined && typeof input.enabled !== 'boolean' && input.enabled !== 'true' && input.enabled !== 'false') {
      throw new HttpError(400, 'urn:emulator:invalid_switch', 'enabled must be true or false.');
    }
    setOutage(store, enabled);
    done(ctx, readNewsletterSettings(store));
  });
  control.on('POST', '/emulator/api/newsletter/rate-limits/reset', (ctx) => { resetRateLimits(store); done(ctx, { reset: true }); });
};

/** The newsletter service (spec 7.1): subscribers with double opt-in, outbox, proof of consent, rate limits, TR deletion. */
export const newsletterModule: EmulatorModule = {
  name: 'newsletter',
  setup,
  control: ({ store, clock }) => {
    store.transaction(() => purgeUnconfirmed(store, clock.now()));
    return newsletterControl(allSubscribers(store), readNewsletterSettings(store), outbox(store).length, pendingRequestCounts(store, clock.now()));
  },
};
