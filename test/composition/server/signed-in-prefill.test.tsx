// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontApp } from '../../../composition/server/storefront-app';
import { serverConfigFrom } from '../../../adapters/server/server-config';
import { PAGE_STATE_ID, parsePageState } from '../../../composition/page-state';
import { startFakeServices, type FakeServices } from '../../fakes/fake-services';
import { aLoginToken } from '../../fakes/session-fakes';

const INDEX_HTML = `<!doctype html>
<html lang="de-DE"><head><meta charset="utf-8" /><title>x</title><!--storefront-head--></head>
<body><div id="root"></div></body></html>`;
const SHOP = 'http://shop.test';

/** Base data as the newsletter service answers it for the seeded customers (README's accounts). */
const ANNA = { email: 'anna@example.com', salutation: null, firstName: 'Anna', lastName: 'Becker', consents: ['DNE'] };
const ZSOFIA = { email: 'zsofia@example.com', salutation: 'MRS', firstName: 'Zsófia', lastName: 'Nagy', consents: [] };

/** The one text input or select named `name` in the page's main content, as the server wrote it. */
const fieldIn = (page: string, name: string): string | undefined => {
  const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
  return main.match(new RegExp(`<(?:input|select)[^>]*name="${name}"[^>]*>`))?.[0];
};

describe('a signed-in customer without JavaScript (spec 6: prefilled from base data; spec 4.1: DNE hidden when held)', () => {
  let services: FakeServices;
  let baseData: Record<string, unknown> = ANNA;
  let app: ReturnType<typeof createStorefrontApp>;
  const cookie = () => `LoginToken=${aLoginToken(Date.now(), 60, 240)}`;
  const baseDataCalls = () => services.calls.filter((call) => call.path.endsWith('/customers/base-data')).length;
  const subscribed = () =>
    services.calls
      .filter((call) => call.method === 'POST' && call.path.endsWith('/newsletter-subscribers'))
      .map((call) => JSON.parse(call.body));
  const get = (path: string) => app.fetch(new Request(`${SHOP}${path}`, { headers: { Cookie: cookie() } }));
  const post = (path: string, fields: Record<string, string>) =>
    app.fetch(
      new Request(`${SHOP}${path}`, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SHOP, Cookie: cookie() },
      }),
    );

  beforeAll(async () => {
    services = await startFakeServices(({ path, method }) => {
      if (path.endsWith('/customers/base-data')) return { status: 200, body: baseData };
      if (path.startsWith('/service/customerfrontenddata/')) return { status: 200, body: { loggedIn: true, newsletterStatus: 'NONE' } };
      if (path.endsWith('/newsletter-subscribers') && method === 'POST') return { status: 201, body: { status: 'SUCCESS' } };
      return undefined;
    });
    app = createStorefrontApp({
      config: serverConfigFrom({ SERVICE_BASE_URL: services.url, SERVICE_ENTRY_TOKEN: 'entry-secret', PUBLIC_ORIGIN: SHOP }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: () => undefined,
    });
  });
  afterAll(() => services.close());

  it('renders /subscribenewsletter with Anna’s address and without the offers box she already agreed to', async () => {
    baseData = ANNA;
    const page = await (await get('/subscribenewsletter')).text();
    expect(fieldIn(page, 'email')).toContain('value="anna@example.com"');
    expect(page).not.toContain('name="consents" value="DNE"');
  });

  it('renders the HU form prefilled and locked, with the offers box Zsófia has not agreed to', async () => {
    baseData = ZSOFIA;
    const page = await (await get('/hu/subscribenewsletter')).text();
    expect(fieldIn(page, 'email')).toMatch(/value="zsofia@example.com"/);
    expect(fieldIn(page, 'email')).toContain(' disabled=""');
    expect(fieldIn(page, 'firstName')).toMatch(/value="Zsófia"/);
    expect(fieldIn(page, 'lastName')).toMatch(/value="Nagy"/);
    expect(page).toMatch(/<option value="MRS" selected="">/);
    expect(page).toContain('name="consents" value="DNE"');
  });

  it('asks base data once for a page and carries it in the page state, so the browser asks nothing', async () => {
    baseData = ZSOFIA;
    const before = baseDataCalls();
    const page = await (await get('/tr/subscribenewsletter')).text();
    expect(baseDataCalls() - before).toBe(1);
    const state = parsePageState(page.match(new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">([^<]*)</script>`))?.[1]);
    expect(state?.newsletterPrefill?.signedIn).toBe(true);
    expect(state?.newsletterPrefill?.prefill.values).toEqual({ email: 'zsofia@example.com', firstName: 'Zsófia', lastName: 'Nagy' });
  });

  it('sends the prefilled values of a locked HU form, whatever else was posted for them', async () => {
    baseData = ZSOFIA;
    const before = baseDataCalls();
    const response = await post('/hu/subscribenewsletter', {
      _form: 'newsletter-signup',
      legalTextsShown: 'MINIMUM_AGE',
      originAddition: 'subsite',
      email: 'someone-else@example.org',
      salutation: 'MR',
      firstName: 'Mallory',
      lastName: 'Nagy',
      homepage: '',
    });
    expect(response.status).toBe(200);
    expect(subscribed().at(-1)).toMatchObject({ email: 'zsofia@example.com', salutation: 'MRS', firstName: 'Zsófia', lastName: 'Nagy' });
    // The answer's form and the page's other sign-up share one reading.
    expect(baseDataCalls() - before).toBe(1);
  });

  it('accepts a locked HU form posted without its disabled fields, as their prefilled values', async () => {
    baseData = ZSOFIA;
    await post('/hu/subscribenewsletter', {
      _form: 'newsletter-signup',
      legalTextsShown: 'MINIMUM_AGE',
      originAddition: 'subsite',
      homepage: '',
    });
    expect(subscribed().at(-1)).toMatchObject({ email: 'zsofia@example.com', firstName: 'Zsófia', lastName: 'Nagy' });
  });
});
