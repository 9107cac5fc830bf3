// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverConfigFrom } from '../../../adapters/server/server-config';
import { createStorefrontApp } from '../../../composition/server/storefront-app';
import { COUNTRIES } from '../../../core/country/country';
import { LOCALES } from '../../../core/country/locale';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';
import { LOGIN_PATHS } from '../../../core/session/login-paths';
import { answerAfter, startFakeServices } from '../../fakes/fake-services';

/**
 * Services under load: the sign-up is stored at once but answered late (past the action budget), the password check
 * takes longer than a page's read budget. Every call is counted, to show nothing is sent twice.
 */
const startServices = async (delays: { signUpMs: number; loginMs: number }) => {
  const stored: string[] = [];
  const services = await startFakeServices(({ method, path, body }) => {
    if (path.endsWith('/newsletter-subscribers') && method === 'POST') {
      stored.push((JSON.parse(body) as { email: string }).email);
      return answerAfter(delays.signUpMs, { status: 201, body: { status: 'WAITING_FOR_DOI' } });
    }
    if (path === LOGIN_PATHS.login)
      return answerAfter(delays.loginMs, {
        status: 200,
        body: { status: 'SUCCESS' },
        headers: { 'Set-Cookie': 'LoginToken=abc; Path=/; SameSite=Lax' },
      });
    return undefined;
  });
  return Object.assign(services, { stored });
};

const INDEX_HTML = `<!doctype html>
<html lang="de-DE"><head><meta charset="utf-8" /><title>x</title><!--storefront-head-->
<script type="module" crossorigin src="/assets/main.js"></script></head>
<body><div id="root"></div></body></html>`;
const SHOP = 'https://shop.example';

describe('the budget of a call that acts, and what the answer says when it runs out', () => {
  let services: Awaited<ReturnType<typeof startServices>>;
  let app: ReturnType<typeof createStorefrontApp>;
  beforeAll(async () => {
    services = await startServices({ signUpMs: 600, loginMs: 400 });
    app = createStorefrontApp({
      config: serverConfigFrom({
        SERVICE_BASE_URL: services.url,
        PUBLIC_ORIGIN: SHOP,
        SERVICE_ENTRY_TOKEN: 'entry-secret',
        // A page's reads get 300 ms; a call that acts gets 2 s by default here, the sign-up's answer comes later.
        SERVICE_TIMEOUT_MS: '300',
        SERVICE_ACTION_TIMEOUT_MS: '2000',
      }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: () => undefined,
    });
  });
  afterAll(async () => {
    await services.close();
  });
  const post = (path: string, fields: Record<string, string>, target = app) =>
    target.fetch(
      new Request(`${SHOP}${path}`, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SHOP },
      }),
    );

  it('signs a shopper in although the password check takes longer than a page’s read budget', async () => {
    const answer = await post('/signin', { _form: 'sign-in', email: 'anna@example.com', password: 'Kaffee123!' });
    expect(answer.status).toBe(303);
    expect(answer.headers.getSetCookie()).toEqual(['LoginToken=abc; Path=/; SameSite=Lax; Secure']);
  });

  it.each(['DE', 'PL', 'TR'] as const)(
    'tells a %s shopper whose sign-up was stored but answered too late to check the inbox, never that it failed',
    async (code) => {
      const late = createStorefrontApp({
        config: serverConfigFrom({
          SERVICE_BASE_URL: services.url,
          PUBLIC_ORIGIN: SHOP,
          SERVICE_ENTRY_TOKEN: 'entry-secret',
          SERVICE_ACTION_TIMEOUT_MS: '200',
        }),
        assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
        logSink: () => undefined,
      });
      const email = `late-${code.toLowerCase()}@example.org`;
      const prefix = code === 'DE' ? '' : `/${COUNTRIES[code].slug}`;
      const fields = {
        _form: 'newsletter-signup',
        legalTextsShown: 'MINIMUM_AGE',
        email,
        salutation: 'MRS',
        firstName: 'Anna',
        lastName: 'Nowak',
        legals: 'NEWSLETTER',
        homepage: '',
      };
      const page = await (await post(`${prefix}/subscribenewsletter`, fields, late)).text();
      const copy = (await loadCatalogue(COUNTRIES[code].locale)).newsletter;
      expect(services.stored).toContain(email);
      expect(page).toContain(escaped(copy.sentUnconfirmed));
      expect(page).not.toContain(escaped(copy.errorGeneric));
      // Sent once: a call that acts is never retried, even when its answer is late.
      expect(services.calls.filter((call) => call.path.endsWith('/newsletter-subscribers'))).toHaveLength(services.stored.length);
      // What was typed stays in the form, for a later try if no mail arrives.
      expect(page).toContain(`value="${email}"`);
    },
  );

  it('has the message in every locale', async () => {
    for (const locale of LOCALES) expect((await loadCatalogue(locale)).newsletter.sentUnconfirmed).toMatch(/\S/);
  });
});

const escaped = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');
