// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LogLine } from '../../../adapters/server/request-logger';
import { answerWith, createPageCache } from '../../../adapters/server/page-cache';
import { serverConfigFrom } from '../../../adapters/server/server-config';
import { createStorefrontApp } from '../../../composition/server/storefront-app';
import { COOKIE_NAMES } from '../../../core/shared/cookie-names';
import { startFakeServices } from '../../fakes/fake-services';

/** The services: the footer content of emulator/content (an outage switch), and the customer service answering a signed-in customer's data. */
const startServices = () =>
  startFakeServices(({ path }) =>
    path.includes('/customer') ? { status: 200, body: { loggedIn: true, newsletterStatus: 'SUBSCRIBED' } } : undefined,
  );

const INDEX_HTML = `<!doctype html>
<html lang="de-DE"><head><meta charset="utf-8" /><title>x</title><!--storefront-head-->
<script type="module" crossorigin src="/assets/main.js"></script></head>
<body><div id="root"></div></body></html>`;
const SHOP = 'https://shop.example';

/** The entry's caching as a CDN in front of it sees it: one policy for the page cache, Cache-Control and Vary. */
describe('the server entry behind a cache', () => {
  let services: Awaited<ReturnType<typeof startServices>>;
  let logs: LogLine[] = [];
  const appWith = (env: Record<string, string> = {}) =>
    createStorefrontApp({
      config: serverConfigFrom({
        SERVICE_BASE_URL: services.url,
        PUBLIC_ORIGIN: SHOP,
        SERVICE_TIMEOUT_MS: '800',
        SERVER_PAGE_CACHE_SECONDS: '60',
        LOG_DEBUG: '1',
        SERVICE_ENTRY_TOKEN: 'entry-secret',
        ...env,
      }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: (line) => logs.push(line),
    });
  /** How many pages the entry rendered (its "Rendered a page." debug line). */
  const renders = () => logs.filter((line) => line.message === 'Rendered a page.').length;
  beforeAll(async () => {
    services = await startServices();
  });
  beforeEach(() => {
    logs = [];
    services.footer = 'ok';
  });
  afterAll(async () => {
    await services.close();
  });

  it('sends no Vary: Cookie: shared pages vary by encoding only, personal ones are private', async () => {
    const app = appWith();
    const anonymous = await app.fetch(new Request(`${SHOP}/at/`, { headers: { Cookie: '_ga=GA1.2.3; consent=all' } }));
    expect(anonymous.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60');
    expect(anonymous.headers.get('Surrogate-Control')).toBe('max-age=60, stale-while-revalidate=300');
    expect(anonymous.headers.get('Vary') ?? '').not.toMatch(/cookie|x-layout-directives/i);
    for (const cookie of ['LoginToken', 'NewsletterSubscriber', 'StaffAuthPresent', 'LongTermToken'] as const) {
      const personal = await app.fetch(new Request(`${SHOP}/at/`, { headers: { Cookie: `${cookie}=x` } }));
      expect(personal.headers.get('Cache-Control'), cookie).toBe('private, no-store');
    }
  });

  it('never shares an answer shaped by the X-Layout-Directives header, nor lets it into the page cache', async () => {
    const app = appWith();
    const shaped = await app.fetch(new Request(`${SHOP}/`, { headers: { 'X-Layout-Directives': 'NO_HEADER NO_FOOTER' } }));
    expect(shaped.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await shaped.text()).not.toContain('<footer');
    // The next visitor gets the whole page, header and footer.
    const next = await (await app.fetch(new Request(`${SHOP}/`))).text();
    expect(next).toContain('<footer');
    expect(next).toContain('<header');
  });

  it('keeps a page built without its footer content only briefly, and never in the page cache', async () => {
    services.footer = 'down';
    const app = appWith();
    const degraded = await app.fetch(new Request(`${SHOP}/pl/`));
    expect(degraded.status).toBe(200);
    expect(degraded.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=5');
    expect(degraded.headers.get('X-Storefront-Build')).toBe('degraded');
    expect(await degraded.text()).not.toContain('footer-teaser');
    await app.fetch(new Request(`${SHOP}/pl/`));
    // Not kept: each request renders again (the footer failure itself is remembered for 5 s, so no new footer call).
    expect(renders()).toBe(2);
  });

  it('never keeps a degraded page over a whole one in the page cache', async () => {
    let now = 0;
    const app = createStorefrontApp({
      config: serverConfigFrom({
        SERVICE_BASE_URL: services.url,
        PUBLIC_ORIGIN: SHOP,
        SERVICE_TIMEOUT_MS: '800',
        SERVER_PAGE_CACHE_SECONDS: '10',
        FOOTER_CACHE_SECONDS: '1',
        LOG_DEBUG: '1',
        SERVICE_ENTRY_TOKEN: 'entry-secret',
      }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: (line) => logs.push(line),
      clock: { now: () => now },
    });
    expect(await (await app.fetch(new Request(`${SHOP}/at/`))).text()).toContain('footer-teaser');
    services.footer = 'down';
    now += 11_000;
    const degraded = await app.fetch(new Request(`${SHOP}/at/`));
    expect(await degraded.text()).not.toContain('footer-teaser');
    services.footer = 'ok';
    now += 6_000;
    // Nothing of the degraded render was kept: the next request renders whole again.
    expect(await (await app.fetch(new Request(`${SHOP}/at/`))).text()).toContain('footer-teaser');
    expect(renders()).toBe(3);
  });

  it('keeps no 404 of a made-up path, neither a CDN nor the page cache', async () => {
    const app = appWith();
    for (const attempt of [1, 2]) {
      const missing = await app.fetch(new Request(`${SHOP}/hu/gibt-es-nicht`));
      expect(missing.status, `attempt ${attempt}`).toBe(404);
      expect(missing.headers.get('Cache-Control')).toBe('no-store');
    }
    expect(renders()).toBe(2);
  });

  it('lets no render it does not keep evict a kept page', async () => {
    const cache = createPageCache(10_000, { now: () => 0 });
    const body = new TextEncoder().encode('<!doctype html><p>page</p>');
    let rendered = 0;
    const render = (keepMs: number) => async () => {
      rendered += 1;
      return answerWith(body, { status: keepMs > 0 ? 200 : 404 }, keepMs);
    };
    await cache.get('kept', render(10_000));
    for (let index = 0; index < 600; index += 1) await cache.get(`made-up-${index}`, render(0));
    expect(rendered).toBe(601);
    expect((await cache.get('kept', render(10_000))).status).toBe(200);
    expect(rendered).toBe(601);
  });

  it('renders an unknown locale, layout, directive, debug or token value as the plain page, from one page-cache entry', async () => {
    const app = appWith();
    const plain = await (await app.fetch(new Request(`${SHOP}/hu/`))).text();
    const variants = [
      '/hu/?debug=1',
      '/hu/?debug=7',
      '/hu/?locale=xx-YY',
      '/hu/?locale=hu-HU-evil',
      '/hu/?layout=sideways',
      '/hu/?token=abc',
      '/hu/?utm_source=news&gclid=1&fbclid=2',
    ];
    for (const variant of variants) {
      const answer = await app.fetch(new Request(`${SHOP}${variant}`));
      expect(answer.headers.get('Cache-Control'), variant).toMatch(/^public/);
      expect(await answer.text(), variant).toBe(plain);
    }
    expect(renders()).toBe(1);
  });

  it('keys a known locale or layout as its canonical value', async () => {
    const app = appWith();
    const english = await (await app.fetch(new Request(`${SHOP}/sk/?locale=en`))).text();
    expect(await (await app.fetch(new Request(`${SHOP}/sk/?locale=EN`))).text()).toBe(english);
    const bare = await (await app.fetch(new Request(`${SHOP}/sk/?layout=no_footer`))).text();
    expect(await (await app.fetch(new Request(`${SHOP}/sk/?layout=NO_FOOTER,nothing`))).text()).toBe(bare);
    expect(renders()).toBe(2);
  });

  it('gives staff their ?debug=1 (never kept), and token pages to their visitor alone', async () => {
    const app = appWith();
    const staff = await app.fetch(new Request(`${SHOP}/?debug=1`, { headers: { Cookie: `${COOKIE_NAMES.staffAuthPresent}=1` } }));
    expect(staff.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await staff.text()).toContain('"debug":"1"');
    const token = await app.fetch(new Request(`${SHOP}/newsletter/preferences?token=t1`));
    expect(token.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('reads a parameter only under its name as sent, so no CDN key of one page holds another', async () => {
    const app = appWith();
    const plain = await (await app.fetch(new Request(`${SHOP}/tr/`))).text();
    // A CDN keying on `locale` sees no locale here: the entry must not render English either.
    expect(await (await app.fetch(new Request(`${SHOP}/tr/?%6Cocale=en`))).text()).toBe(plain);
    expect((await app.fetch(new Request(`${SHOP}/tr/?%63ountry=at`))).status).toBe(200);
    // Encoded values are the shopper's own spelling: read as a form reads them.
    expect(await (await app.fetch(new Request(`${SHOP}/tr/?locale=%65n`))).text()).toContain('"locale":"en"');
    // A broken first value is that parameter's value (none), as the CDN reads only the first: a second is not read.
    expect(await (await app.fetch(new Request(`${SHOP}/tr/?locale=%zz&locale=en`))).text()).toBe(plain);
  });

  it('never lets a shared cache keep a redirect, whose address carries parameters that key nothing', async () => {
    const app = appWith();
    const redirect = await app.fetch(new Request(`${SHOP}/?country=at&utm_source=mail`));
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('Location')).toBe('/at/?utm_source=mail');
    expect(redirect.headers.get('Cache-Control')).toBe('no-store');
  });

  it('lets a CDN keep robots.txt and the sitemap as long as a page, not sixty times as long', async () => {
    const app = appWith();
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const answer = await app.fetch(new Request(`${SHOP}${path}`));
      expect(answer.headers.get('Cache-Control'), path).toBe('public, max-age=0, s-maxage=60');
      expect(answer.headers.get('CDN-Cache-Control'), path).toBe('max-age=60, stale-while-revalidate=300');
    }
  });

  it('renders a cold page once for a burst of requests, whatever their campaign parameters', async () => {
    const app = appWith();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => app.fetch(new Request(`${SHOP}/ch/?utm_campaign=c${index}`))),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(renders()).toBe(1);
  });
});
