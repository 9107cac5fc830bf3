import { get as httpGet } from 'node:http';
import type { Browser, BrowserContext, Response as PageResponse } from '@playwright/test';
import fc from 'fast-check';
import { cacheSettingsOf, footerRecoverySeconds } from '../../adapters/server/cache-policy';
import { serverConfigFrom } from '../../adapters/server/server-config';
import { COUNTRIES, COUNTRY_CODES } from '../../core/country/country';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import { startCdnStack, type CdnStack } from './support/behind-cdn';
import { currentWorker, expect, test } from './support/fixtures';
import { STAFF } from './support/preview-staff';

// The shop as docs/deployment.md deploys it: Varnish running deploy/varnish/storefront.vcl in front of the built entry
// on Node (page cache on, entry token, connection passed on), the emulator as the services. The tests of this file run
// in order on one stack per worker: the first one needs a storefront whose footer content the entry never loaded.

const cdn = (): CdnStack => {
  const stack = currentWorker().cdn;
  if (!stack) throw new Error('behind-cdn journeys run in the behind-cdn project (playwright.config.ts).');
  return stack;
};
const browser = (): Browser => currentWorker().browser;

/** An answer through Varnish, without cookies (a new anonymous visitor each time). */
const anonymous = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${cdn().url}${path}`, { headers: { Accept: 'text/html', ...headers } });
  return { status: response.status, headers: response.headers, body: await response.text() };
};

const TEASERS = 'class="footer-teasers"';

/** An answer through Varnish to the address exactly as written (fetch would resolve dot segments first). */
const asSent = (address: string): Promise<{ status: number; cache: string | undefined; body: string }> =>
  new Promise((done, fail) => {
    const { hostname, port } = new URL(cdn().url);
    const request = httpGet({ hostname, port, path: address, headers: { Accept: 'text/html' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          cache: response.headers['x-cache'] as string | undefined,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      response.on('error', fail);
    });
    request.on('error', fail);
  });

/**
 * The kept page of an address once it is whole: on a busy machine the footer call can run past its budget, and that
 * degraded page is kept 5 s only (the policy), so this asks again until the CDN holds the whole page.
 */
const whole = async (path: string) => {
  await expect.poll(async () => (await anonymous(path)).body).toContain(TEASERS);
  return anonymous(path);
};

/** How many times the entry rendered a page (its storefront prefix and path), as its log says. */
const rendersOf = (page: string): number => cdn().renders.filter((line) => line.page === page).length;

const slugPath = (code: (typeof COUNTRY_CODES)[number]): string => (code === 'DE' ? '/' : `/${COUNTRIES[code].slug}/`);

/** A browser visitor, with JavaScript or without. */
const visitor = (javaScriptEnabled: boolean, cookies: Parameters<BrowserContext['addCookies']>[0] = []) =>
  browser()
    .newContext({ javaScriptEnabled })
    .then(async (context) => {
      await context.addCookies(cookies);
      return context;
    });

/** Opens a page through Varnish and returns its navigation answer. */
const visit = async (context: BrowserContext, path: string): Promise<{ response: PageResponse; html: string }> => {
  const page = await context.newPage();
  const response = await page.goto(`${cdn().url}${path}`);
  if (!response) throw new Error(`No answer for ${path}.`);
  return { response, html: await response.text() };
};

const setFooterMode = async (stack: CdnStack, mode: 'normal' | 'error'): Promise<void> => {
  const response = await fetch(`${stack.emulator.url}/emulator/api/footer/mode`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  expect(response.status).toBe(200);
};

/**
 * A footer outage on a stack of its own, with durations a shop may set (docs/deployment.md) short enough to watch a
 * page go stale: a CDN keeps pages 6 s (then serves them stale up to 30 s while it asks again), the entry keeps footer
 * content 1 s and pages 1 s.
 */
const OUTAGE_SETTINGS = { PAGE_CACHE_SECONDS: '6', FOOTER_CACHE_SECONDS: '1', SERVER_PAGE_CACHE_SECONDS: '1' };

test('a footer outage is served stale from the last whole page, and the fresh footer returns within the policy’s time once the service recovers', async () => {
  const stack = await startCdnStack(process.env.STOREFRONT_DIST ?? 'dist', OUTAGE_SETTINGS);
  try {
    const settings = cacheSettingsOf(serverConfigFrom(stack.entryEnv));
    const at = async (path: string) => {
      const response = await fetch(`${stack.url}${path}`, { headers: { Accept: 'text/html' } });
      return { status: response.status, headers: response.headers, body: await response.text(), received: Date.now() };
    };
    const rendered = (path: string, build: string) => stack.renders.filter((line) => line.page === path && line.build === build).length;
    const path = '/cz/';
    // The whole page, kept.
    await expect.poll(async () => (await at(path)).body).toContain(TEASERS);
    await expect.poll(async () => (await at(path)).headers.get('X-Cache')).toBe('HIT');
    await setFooterMode(stack, 'error');
    let recovered: number | undefined;
    try {
      // The page goes stale and Varnish asks the entry again: the entry builds it without footer content, and every
      // visitor still gets the last whole page.
      const before = rendered(path, 'degraded');
      await expect
        .poll(
          async () => {
            const answer = await at(path);
            expect(answer.status).toBe(200);
            expect(answer.body).toContain(TEASERS);
            return rendered(path, 'degraded') - before;
          },
          { timeout: 15_000, intervals: [200] },
        )
        .toBeGreaterThanOrEqual(2);
      const stale = await at(path);
      expect(Number(stale.headers.get('Age'))).toBeGreaterThanOrEqual(settings.sharedSeconds);
      // The stale window is the CDN's (Surrogate-Control): the browser is told no stale window and gets no CDN header.
      expect(stale.headers.get('Cache-Control')).toBe(`public, max-age=0, s-maxage=${settings.sharedSeconds}`);
      expect(stale.headers.get('Surrogate-Control')).toBeNull();
      expect(stale.headers.get('CDN-Cache-Control')).toBeNull();
      // With and without JavaScript, the stale page shows its footer content.
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser().newContext({ javaScriptEnabled });
        try {
          const page = await context.newPage();
          const response = await page.goto(`${stack.url}${path}`);
          expect(response?.headers()['x-cache']).toBe('HIT');
          await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Služby a informace' })).toBeVisible();
        } finally {
          await context.close();
        }
      }
      // A page nobody asked for yet has nothing stale to fall back to: it comes degraded, kept briefly, never stale.
      const cold = await at('/hu/');
      expect(cold.body).toContain('<main id="main-content"');
      expect(cold.body).not.toContain(TEASERS);
      expect(cold.headers.get('X-Storefront-Build')).toBe('degraded');
      expect(cold.headers.get('Cache-Control')).toBe(`public, max-age=0, s-maxage=${Math.min(5, settings.sharedSeconds)}`);
    } finally {
      await setFooterMode(stack, 'normal');
      recovered = Date.now();
    }
    // Fresh again within the bound: an answer the CDN holds as fresh (Age within its s-maxage) with footer content,
    // for the page served stale and for the one that was degraded.
    const bound = footerRecoverySeconds(settings) * 1000;
    for (const again of [path, '/hu/']) {
      await expect
        .poll(
          async () => {
            const answer = await at(again);
            const fresh = answer.body.includes(TEASERS) && Number(answer.headers.get('Age')) <= settings.sharedSeconds;
            return fresh && answer.received - recovered <= bound ? 'fresh' : `${answer.headers.get('Age')} s old`;
          },
          { timeout: bound, intervals: [250] },
        )
        .toBe('fresh');
    }
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser().newContext({ javaScriptEnabled });
      try {
        const page = await context.newPage();
        const response = await page.goto(`${stack.url}/hu/`);
        expect(Number(response?.headers()['age'])).toBeLessThanOrEqual(settings.sharedSeconds);
        await expect(page.getByRole('contentinfo').getByRole('navigation', { name: 'Szolgáltatások és információk' })).toBeVisible();
      } finally {
        await context.close();
      }
    }
  } finally {
    await stack.close();
  }
});

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';

  test(`anonymous visitors of all nine storefronts get kept pages after the first request (${mode})`, async () => {
    for (const code of COUNTRY_CODES) {
      const path = slugPath(code);
      await whole(path);
      const context = await visitor(javaScriptEnabled);
      try {
        const { response, html } = await visit(context, path);
        expect(response.status(), code).toBe(200);
        expect(response.headers()['x-cache'], code).toBe('HIT');
        expect(Number(response.headers()['age']), code).toBeGreaterThanOrEqual(0);
        expect(html, code).toContain(TEASERS);
        expect(html, code).toContain(`lang="${COUNTRIES[code].locale}"`);
        // The page's own files come through the same cache, and with JavaScript the islands wake.
        if (javaScriptEnabled) await context.pages()[0]?.locator('html[data-ready]').waitFor();
      } finally {
        await context.close();
      }
    }
  });

  test(`campaign parameters and values no page shows share one kept page (${mode})`, async () => {
    const base = javaScriptEnabled ? '/pl/components' : '/cz/components';
    expect((await anonymous(base)).headers.get('X-Cache')).toBe('MISS');
    const first = await whole(base);
    const rendered = rendersOf(base);
    const variants = [
      '?utm_source=newsletter&utm_medium=mail&utm_campaign=winter',
      '?gclid=EAIaIQobChMI',
      '?fbclid=IwAR2x',
      `?utm_content=${Date.now()}&gclid=1&fbclid=2`,
      `?debug=${Math.random()}`,
      `?locale=${Math.random()}`,
      `?layout=${Math.random()}`,
      `?token=${Math.random()}`,
      `?newsletter-form-hidden=${Math.random()}`,
    ];
    for (const variant of variants) {
      const answer = await anonymous(`${base}${variant}`);
      expect(answer.headers.get('X-Cache'), variant).toBe('HIT');
      expect(answer.body, variant).toBe(first.body);
    }
    const context = await visitor(javaScriptEnabled);
    try {
      const { response } = await visit(context, `${base}?utm_source=browser&gclid=2`);
      expect(response.headers()['x-cache']).toBe('HIT');
      // The campaign parameters stay in the address the shopper sees (analytics reads them there).
      expect(context.pages()[0]?.url()).toContain('utm_source=browser');
    } finally {
      await context.close();
    }
    // A locale the page shows is a key of its own, in any spelling.
    expect(rendersOf(base)).toBe(rendered);
    expect((await anonymous(`${base}?locale=en`)).headers.get('X-Cache')).toBe('MISS');
    await whole(`${base}?locale=en`);
    const english = rendersOf(base);
    expect((await anonymous(`${base}?locale=EN`)).headers.get('X-Cache')).toBe('HIT');
    expect(rendersOf(base)).toBe(english);
  });

  test(`a signed-in customer, a returning subscriber and staff never get a kept page nor leave one (${mode})`, async () => {
    // German storefronts: the signed-in header says "Angemeldet".
    const prefix = javaScriptEnabled ? '/at' : '/ch';
    // The customer signs in through the CDN without JavaScript (the form posts past the cache to the entry).
    const signingIn = await visitor(false);
    const page = await signingIn.newPage();
    await page.goto(`${cdn().url}/at/signin`);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('ben@example.com');
    await main.getByLabel(/^Passwort\*?$/).fill('Bohne2024!');
    await main.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/at\/$/);
    const customerCookies = await signingIn.cookies();
    await signingIn.close();
    expect(customerCookies.map(({ name }) => name)).toContain(COOKIE_NAMES.loginToken);
    // Staff sign in on the emulator's control page (the preview's cookies belong to the shop's host).
    const staffContext = await visitor(false);
    const staffPage = await staffContext.newPage();
    await staffPage.goto(`${cdn().emulator.url}/emulator/`);
    const form = staffPage.locator('form[action="/emulator/api/staff/login"]');
    await form.getByLabel('User name').fill(STAFF.username);
    await form.getByLabel('Password').fill(STAFF.password);
    await form.getByRole('button', { name: 'Sign in as staff' }).click();
    await staffPage.waitForURL(`${cdn().emulator.url}/`);
    const staffCookies = await staffContext.cookies();
    await staffContext.close();
    expect(staffCookies.map(({ name }) => name)).toContain(COOKIE_NAMES.staffAuthPresent);
    const host = new URL(cdn().url).hostname;
    // Each with a page nobody asked for yet (a key of its own): the personal visit stores nothing under it.
    const personas = {
      customer: { cookies: customerCookies, query: '' },
      subscriber: {
        cookies: [{ name: COOKIE_NAMES.newsletterSubscriber, value: 'subscriber-token', domain: host, path: '/' }],
        query: '&locale=da-DK',
      },
      staff: { cookies: staffCookies, query: '&locale=sv-SE' },
    };
    for (const [persona, { cookies, query }] of Object.entries(personas)) {
      const context = await visitor(javaScriptEnabled, cookies);
      try {
        const cold = `${prefix}/subscribenewsletter?newsletter-form-hidden=true${query}`;
        const personal = await visit(context, cold);
        expect(personal.response.headers()['x-cache'], persona).toBe('PASS');
        expect(personal.response.headers()['cache-control'], persona).toBe('private, no-store');
        if (persona === 'customer') expect(personal.html).toContain('Angemeldet');
        const after = await anonymous(cold);
        expect(after.headers.get('X-Cache'), persona).toBe('MISS');
        expect(after.body, persona).not.toContain('Angemeldet');
        await whole(cold);
        expect((await anonymous(cold)).headers.get('X-Cache'), persona).toBe('HIT');
        // A kept page: the personal visitor still gets their own.
        const warm = await visit(context, `${prefix}/`);
        expect(warm.response.headers()['x-cache'], persona).toBe('PASS');
        expect(warm.response.headers()['cache-control'], persona).toBe('private, no-store');
      } finally {
        await context.close();
      }
    }
  });

  test(`the X-Layout-Directives header never reaches a kept page (${mode})`, async () => {
    const path = javaScriptEnabled ? '/ch/components' : '/ch_fr/components';
    const context = await browser().newContext({ javaScriptEnabled, extraHTTPHeaders: { 'X-Layout-Directives': 'NO_HEADER NO_FOOTER' } });
    try {
      const shaped = await visit(context, path);
      expect(shaped.response.headers()['x-cache']).toBe('PASS');
      expect(shaped.html).not.toContain('<footer');
      const next = await anonymous(path);
      expect(next.headers.get('X-Cache')).toBe('MISS');
      expect(next.body).toContain('<footer');
      expect(next.body).toContain('<header');
      // With a kept page there, the header still shapes only its own answer.
      const again = await visit(context, path);
      expect(again.response.headers()['x-cache']).toBe('PASS');
      expect(again.html).not.toContain('<footer');
      await whole(path);
      expect((await anonymous(path)).headers.get('X-Cache')).toBe('HIT');
    } finally {
      await context.close();
    }
  });
}

test('made-up addresses and other spellings of a page leave nothing in the cache', async () => {
  const objects = async () => (await cdn().counters())['MAIN.n_object'] ?? Number.NaN;
  const before = await objects();
  expect(before).toBeGreaterThanOrEqual(0);
  const nonce = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  // 404s of paths no page has, missing files, redirects, refusals; and a page under spellings a browser never sends.
  const madeUp = [
    ...Array.from({ length: 20 }, (_, index) => `/hu/gibt-es-nicht-${nonce}-${index}`),
    ...Array.from({ length: 5 }, (_, index) => `/hu/${nonce}-${index}.png`),
    `/hu/gibt-es-nicht-${nonce}?locale=en`,
    '/hu',
    '/hu/%ZZ',
  ];
  const spellings = ['/%68u/', '/h%75/', '/hu/./', '/x/../hu/', '/%2Fhu/'];
  for (const address of [...madeUp, ...spellings]) {
    for (const attempt of ['first', 'second']) {
      const answer = await asSent(address);
      expect(answer.cache, `${address} (${attempt})`).not.toBe('HIT');
    }
  }
  // Nothing of them stays in Varnish: never kept, and each one's hit-for-miss marker is gone after 1 s.
  await expect.poll(objects).toBeLessThanOrEqual(before);
  // A spelling of a page is still that page.
  const plain = await whole('/hu/');
  expect((await asSent('/%68u/')).body).toBe(plain.body);
});

test('parameter values are compared decoded: every spelling of a key’s value shares its object', async () => {
  const base = '/sk/components';
  const kept = await whole(`${base}?locale=de-de`);
  expect(kept.body).toContain('"locale":"de-DE"');
  for (const spelling of ['%64e-DE', 'DE%5Fde', '+de-de%20', '%44%45-%64%65', 'de-de%C2%A0']) {
    const answer = await anonymous(`${base}?locale=${spelling}`);
    expect(answer.headers.get('X-Cache'), spelling).toBe('HIT');
    expect(answer.body, spelling).toBe(kept.body);
  }
  const bare = await whole(`${base}?layout=no_header`);
  for (const spelling of ['no%5Fheader', 'NO%5fHEADER', '%6Eo_header,x']) {
    const answer = await anonymous(`${base}?layout=${spelling}`);
    expect(answer.headers.get('X-Cache'), spelling).toBe('HIT');
    expect(answer.body, spelling).toBe(bare.body);
  }
  const hidden = await whole(`${base}?newsletter-form-hidden=true`);
  expect((await anonymous(`${base}?newsletter-form-hidden=%74rue`)).body).toBe(hidden.body);
  // Broken or non-UTF-8 escapes are no value, to Varnish as to the entry.
  const plain = await whole(base);
  for (const broken of ['locale=%64e-de%', 'layout=no_header%FF', 'locale=de-de%C2']) {
    expect((await anonymous(`${base}?${broken}`)).body, broken).toBe(plain.body);
  }
});

test('answers any request through the CDN as the entry answers it directly: no key holds another request’s page', async () => {
  const settings = cacheSettingsOf(serverConfigFrom(cdn().entryEnv));
  const value = fc.oneof(
    fc.constantFrom('en', 'EN', 'de_AT', 'fr-ch', 'xx', '', 'no_header', 'NO_FOOTER,no_header', 'sideways', 'true', 'TRUE', '1'),
    fc.string({ maxLength: 6 }),
  );
  const name = fc.constantFrom('locale', 'layout', 'newsletter-form-hidden', 'debug', 'token', 'utm_source', 'gclid', '%6Cocale', 'LOCALE');
  const cookie = fc.constantFrom(
    'platform=smartphone',
    'platform=Desktop',
    'platform= tablet ',
    'platform=tv',
    'affiliateNumber=4711',
    'xc-app=NEW',
    'xc-app=old',
    '_ga=GA1.2.3',
  );
  const request = fc.record({
    path: fc.constantFrom('/', '/hu/', '/ch_fr/components', '/pl/subscribenewsletter', '/cz/contact'),
    query: fc.array(fc.tuple(name, value), { maxLength: 3 }),
    cookies: fc.uniqueArray(cookie, { maxLength: 2, selector: (text) => text.split('=')[0] }),
  });
  const crafted = [
    { path: '/', query: [['%6Cocale', 'en']], cookies: [] },
    {
      path: '/hu/',
      query: [
        ['locale', 'EN'],
        ['locale', 'de-AT'],
      ],
      cookies: ['platform=Desktop'],
    },
    {
      path: '/at/',
      query: [
        ['layout', 'no_header,no_footer'],
        ['utm_source', 'mail'],
      ],
      cookies: ['xc-app=new'],
    },
    { path: '/pl/subscribenewsletter', query: [['newsletter-form-hidden', 'true']], cookies: ['affiliateNumber=1'] },
    // Values spelled in percent-encoding, `+` or with spaces the entry trims: Varnish reads them decoded, as the entry.
    { path: '/hu/', query: [['locale', 'de-AT']], cookies: [], raw: 'locale=%64e-AT' },
    { path: '/hu/', query: [['locale', 'EN']], cookies: [], raw: 'locale=+EN%20' },
    { path: '/cz/contact', query: [['layout', 'no_header']], cookies: [], raw: 'layout=NO%5Fheader' },
    { path: '/pl/subscribenewsletter', query: [['newsletter-form-hidden', 'true']], cookies: [], raw: 'newsletter-form-hidden=%74rue' },
    { path: '/hu/', query: [['locale', 'sk-SK']], cookies: [], raw: 'locale=s%E2%84%AA-sk' },
    // Spellings read by the one rule of docs/deployment.md ("Reading a request"): escaped cookie values, spaces around a
    // cookie's name, a repeated cookie (the first counts), empty values (no value at all), `+` around a value.
    { path: '/hu/', query: [], cookies: ['platform=%74ablet'] },
    { path: '/hu/', query: [], cookies: ['xc-app=%6Eew'] },
    { path: '/hu/', query: [], cookies: ['platform =tablet'] },
    { path: '/hu/', query: [], cookies: ['platform=tablet', 'platform=smartphone'] },
    { path: '/hu/', query: [], cookies: ['affiliateNumber='] },
    { path: '/hu/', query: [['locale', 'tr-tr']], cookies: [], raw: 'locale&locale=tr-tr' },
    { path: '/pl/subscribenewsletter', query: [['newsletter-form-hidden', 'true']], cookies: [], raw: 'newsletter-form-hidden=+true' },
  ];
  const samples = [...crafted, ...fc.sample(request, { numRuns: 40, seed: 33 })];
  for (const sample of samples) {
    const { path, query, cookies } = sample;
    const raw = 'raw' in sample ? sample.raw : undefined;
    const search = raw ?? query.map(([key, text]) => `${key}=${encodeURIComponent(text ?? '')}`).join('&');
    const address = `${path}${search ? `?${search}` : ''}`;
    const headers = { Accept: 'text/html', ...(cookies.length > 0 ? { Cookie: cookies.join('; ') } : {}) };
    // Alike once both are whole: on a busy machine a footer call past its budget makes a degraded page, which the
    // policy keeps no longer than its recovery bound.
    await expect
      .poll(
        async () => {
          const [through, direct] = await Promise.all([
            anonymous(address, headers),
            fetch(`${cdn().entryUrl}${address}`, { headers }).then((answer) => answer.text()),
          ]);
          return through.body === direct ? 'alike' : `${address} ${cookies.join('; ')}: the CDN's answer differs`;
        },
        { timeout: footerRecoverySeconds(settings) * 1000 },
      )
      .toBe('alike');
  }
});

test('a burst of 500 requests for one cold page costs at most one render', async () => {
  const path = '/tr/subscribenewsletter';
  expect(rendersOf(path)).toBe(0);
  const answers = await Promise.all(
    Array.from({ length: 500 }, (_, index) => anonymous(`${path}?utm_source=burst&utm_content=${index}`).then(({ status }) => status)),
  );
  expect(answers.filter((status) => status !== 200)).toEqual([]);
  expect(rendersOf(path)).toBeLessThanOrEqual(1);
});
