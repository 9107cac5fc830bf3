import { createHash } from 'node:crypto';
import { EARLY_EVENTS_SCRIPT } from '../../../adapters/browser/early-events';
import { CONSENT_SETTINGS_ENTRY_SCRIPT } from '../../../adapters/browser/consent-settings-entry';
// @vitest-environment node
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontApp } from '../../../composition/server/storefront-app';
import { serverConfigFrom } from '../../../adapters/server/server-config';
import { PAGE_STATE_ID, parsePageState } from '../../../composition/page-state';
import { COUNTRIES, COUNTRY_CODES } from '../../../core/country/country';
import type { LogLine } from '../../../adapters/server/request-logger';
import { answerAfter, footerContentOf, startFakeServices } from '../../fakes/fake-services';

/** A stand-in for the services: the footer content of emulator/content, with switches for failures and delays. */
interface Services {
  readonly url: string;
  readonly calls: { readonly footer: Record<string, number>; readonly subscribe: unknown[] };
  mode: 'ok' | 'down' | 'garbage' | 'slow';
  /** Footer answers a slow service holds back until the test lets them go. */
  readonly held: Array<() => void>;
  subscribeAnswer: { status: number; body: unknown };
  close(): Promise<void>;
}

const startServices = async (): Promise<Services> => {
  const stand = {
    mode: 'ok' as Services['mode'],
    held: [] as Array<() => void>,
    subscribeAnswer: { status: 201, body: { status: 'SUCCESS' } as unknown },
  };
  const fake = await startFakeServices(({ method, path, headers }) => {
    if (path.startsWith('/service/promotion/')) {
      const content = footerContentOf(headers['x-storefront']);
      if (stand.mode === 'slow') return new Promise((done) => stand.held.push(() => done(content)));
      // Down and garbage are the fake's own footer switch.
      return stand.mode === 'ok' ? answerAfter(20, content) : undefined;
    }
    return path.includes('/newsletter-subscribers') && method === 'POST' ? stand.subscribeAnswer : undefined;
  });
  const footerCalls = () => {
    const counts: Record<string, number> = {};
    for (const call of fake.footerCalls()) {
      const country = String(call.headers['x-storefront'] ?? 'DE');
      counts[country] = (counts[country] ?? 0) + 1;
    }
    return counts;
  };
  return {
    url: fake.url,
    held: stand.held,
    calls: {
      get footer() {
        return footerCalls();
      },
      get subscribe() {
        return fake.calls
          .filter((call) => call.method === 'POST' && call.path.includes('/newsletter-subscribers'))
          .map((call) => JSON.parse(call.body) as unknown);
      },
    },
    get mode() {
      return stand.mode;
    },
    set mode(mode) {
      stand.mode = mode;
      fake.footer = mode === 'down' || mode === 'garbage' ? mode : 'ok';
    },
    get subscribeAnswer() {
      return stand.subscribeAnswer;
    },
    set subscribeAnswer(answer) {
      stand.subscribeAnswer = answer;
    },
    close: () => fake.close(),
  };
};

const INDEX_HTML = `<!doctype html>
<html lang="de-DE"><head><meta charset="utf-8" /><title>x</title><meta name="description" content="x" /><!--storefront-head-->
<script type="module" crossorigin src="/assets/main.js"></script></head>
<body><div id="root"></div></body></html>`;

const SHOP = 'http://shop.test';

describe('the storefront server entry (a Fetch handler)', () => {
  let services: Services;
  let app: ReturnType<typeof createStorefrontApp>;
  const get = (path: string, headers: Record<string, string> = {}) => app.fetch(new Request(`${SHOP}${path}`, { headers }));
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = { Origin: SHOP }) =>
    app.fetch(
      new Request(`${SHOP}${path}`, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      }),
    );
  const html = async (response: Response | Promise<Response>) => (await response).text();

  /** A server entry over the stand-in services, logging into `sink`. */
  const storefront = (sink: (line: LogLine) => void) =>
    createStorefrontApp({
      config: serverConfigFrom({
        SERVICE_BASE_URL: services.url,
        SERVICE_ENTRY_TOKEN: 'entry-secret',
        PUBLIC_ORIGIN: SHOP,
        FOOTER_CACHE_SECONDS: '0',
        SERVER_PAGE_CACHE_SECONDS: '0',
        SERVICE_TIMEOUT_MS: '800',
      }),
      assets: { indexHtml: INDEX_HTML, localePreload: (locale) => [`/assets/${locale}.js`] },
      logSink: sink,
    });

  beforeAll(async () => {
    services = await startServices();
    app = storefront(() => undefined);
  });
  afterAll(async () => {
    await services.close();
  });

  it.each(COUNTRY_CODES)('renders the %s home page with its language, title, description and full footer', async (code) => {
    const { slug, locale } = COUNTRIES[code];
    const response = await get(code === 'DE' ? '/' : `/${slug}/`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<html lang="${locale}" data-country="${code}" data-preview-mode="on">`);
    expect(page).toMatch(/<title>Bohne &amp; Haus – [^<]+<\/title>/);
    expect(page.match(/<meta name="description"/g)).toHaveLength(1);
    expect(page).toContain('<header class="site-header">');
    expect(page).toContain('<footer class="site-footer site-footer--responsive">');
    // Every teaser, SEO and legal link is a real link in the HTML.
    expect((page.match(/<a [^>]*href="/g) ?? []).length).toBeGreaterThan(25);
    expect(page.match(/<link rel="alternate" hreflang=/g)).toHaveLength(10);
    expect(page).toContain(`<link rel="canonical" href="${SHOP}${code === 'DE' ? '' : `/${slug}`}/" />`);
    // The copy is no first-load script: the loader preloads it when the first island wakes.
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain(`<meta name="storefront-copy" content="/assets/${locale}.js" />`);
  });

  it('gives Turkish pages Turkish copy, not the German description', async () => {
    const page = await html(get('/tr/'));
    expect(page).toContain('Bohne &amp; Haus&#x27;a hoş geldiniz');
    expect(page).not.toContain('Kaffee, Mode, Haushalt und Sport online kaufen');
  });

  it('sends inline only the early event contract and the controls only script can take, each allowed by its hash; the state is JSON data, under a strict CSP', async () => {
    const response = await get('/');
    const page = await response.text();
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).not.toContain('unsafe');
    expect(csp).not.toContain('nonce');
    const inline = [...page.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline[0]).toBe(EARLY_EVENTS_SCRIPT);
    expect(new Set(inline)).toEqual(new Set([EARLY_EVENTS_SCRIPT, CONSENT_SETTINGS_ENTRY_SCRIPT]));
    const allowed = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(allowed[0]).toBe("'self'");
    for (const script of inline) expect(allowed).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    const scripts = page.match(/<script[^>]*>/g) ?? [];
    expect(
      scripts.every(
        (tag) => / src="/.test(tag) || tag.includes('type="application/json"') || tag === '<script>' || tag.includes('data-text='),
      ),
    ).toBe(true);
    const json = new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`).exec(page)?.[1];
    const state = parsePageState(json);
    expect(state?.storefront).toEqual({ country: 'DE', locale: 'de-DE' });
    // The footer is static markup: its content is not sent twice. The islands the page has are, with their props.
    expect(state?.footer).toBeNull();
    expect(Object.values(state?.islands ?? {}).map(({ name }) => name)).toEqual(
      expect.arrayContaining(['customer-session', 'newsletter', 'country-switch']),
    );
  });

  it('redirects bookmarked ?country= addresses to the storefront address, keeping the rest of the query', async () => {
    const response = await get('/subscribenewsletter?country=hu&locale=en');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/hu/subscribenewsletter?locale=en');
    expect((await get('/?country=de')).headers.get('Location')).toBe('/');
  });

  it('answers the country form without JavaScript with the storefront a bookmarked ?country= of the same value names', async () => {
    for (const value of ['hu', 'HU', ' ch-fr ', 'ch_fr', 'xx', '']) {
      const bookmark = await get(`/?country=${encodeURIComponent(value)}`);
      // An empty `?country=` is no parameter (docs/deployment.md, "Reading a request"): the default storefront's page itself.
      const bookmarked = bookmark.status === 200 && value === '' ? '/' : (bookmark.headers.get('Location') ?? '');
      const chosen = await get(`/country-switch?country=${encodeURIComponent(value)}`);
      expect(chosen.status).toBe(303);
      expect(new URL(chosen.headers.get('Location') ?? '').pathname).toBe(bookmarked);
    }
  });

  it('answers unknown paths with 404 and a localised "page not found", and content pages the footer links to with 200', async () => {
    const missing = await get('/at/gibt-es-nicht');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Seite nicht gefunden');
    const contact = await get('/at/contact');
    expect(contact.status).toBe(200);
    expect(await contact.text()).toContain('Inhaltsseite');
  });

  it('names the address the visitor asked for on the 404 page, with its storefront prefix, as text', async () => {
    const missing = await get('/cz/neexistuje');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Tato stránka (/cz/neexistuje) neexistuje.');
    const odd = await html(get('/cz/%3Cb%3Eneexistuje'));
    expect(odd).not.toContain('<b>neexistuje');
  });

  it('serves robots.txt and a sitemap of the nine home pages and the public pages with hreflang alternates', async () => {
    expect(await html(get('/robots.txt'))).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
    const sitemap = await html(get('/sitemap.xml'));
    expect(sitemap).toContain(`<loc>${SHOP}/tr/</loc>`);
    expect(sitemap).toContain(`<loc>${SHOP}/at/subscribenewsletter</loc>`);
    expect(sitemap).toContain(`hreflang="fr-CH" href="${SHOP}/ch_fr/subscribenewsletter"`);
  });

  it('lets a CDN keep anonymous pages and keeps personal ones private', async () => {
    const anonymous = await get('/');
    expect(anonymous.headers.get('Cache-Control')).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(anonymous.headers.get('CDN-Cache-Control')).toMatch(/^max-age=\d+, stale-while-revalidate=\d+$/);
    // No `Vary: Cookie` (CDNs treat it as "never cache" or key on every cookie): personal cookies bypass caches instead.
    expect(anonymous.headers.get('Vary')).toBe('Accept-Encoding');
    expect(anonymous.headers.get('ETag')).toMatch(/^"[0-9a-f]{40}"$/);
    // A browser or CDN revalidating with the validator gets 304 without the page.
    const revalidated = await get('/', { 'If-None-Match': anonymous.headers.get('ETag') ?? '' });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    // A browser asking for gzip gets the same page gzipped, with a weak validator of its own that revalidates too.
    const gzipped = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzipped.headers.get('Vary')).toBe('Accept-Encoding');
    expect(gzipped.headers.get('ETag')).toBe(`W/${anonymous.headers.get('ETag') ?? ''}`);
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(await anonymous.clone().text());
    expect((await get('/', { 'Accept-Encoding': 'gzip', 'If-None-Match': gzipped.headers.get('ETag') ?? '' })).status).toBe(304);
    const staff = await get('/', { Cookie: 'StaffAuthToken=abc' });
    expect(staff.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('applies request-only footer rules on the server: reduced mode and the platform cookie', async () => {
    const reduced = await html(get('/', { Cookie: 'affiliateNumber=4711' }));
    expect(reduced).not.toContain('footer-newsletter');
    const mobile = await html(get('/', { Cookie: 'platform=smartphone' }));
    expect(mobile).toContain('data-platform="smartphone"');
    expect(mobile).toContain('site-footer--mobile');
  });

  it.each(['down', 'garbage', 'slow'] as const)(
    'renders the page without footer content when the promotion service is %s, never a 500',
    async (mode) => {
      services.mode = mode;
      try {
        const response = await get('/pl/');
        expect(response.status).toBe(200);
        const page = await response.text();
        expect(page).toContain('<main id="main-content"');
        expect(page).toContain('<footer');
        // The imprint stays reachable: the storefront's fallback legal links.
        expect(page).toContain('href="/pl/nota-prawna"');
        // A slow service had not answered when the page came: the server's budget (here 800 ms) stopped waiting.
        expect(services.held).toHaveLength(mode === 'slow' ? 1 : 0);
      } finally {
        services.mode = 'ok';
        services.held.splice(0).forEach((answer) => answer());
      }
    },
  );

  it('asks the promotion service once per storefront for a burst of concurrent page requests', async () => {
    const before = services.calls.footer.SK ?? 0;
    const responses = await Promise.all(Array.from({ length: 20 }, () => get('/sk/')));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect((services.calls.footer.SK ?? 0) - before).toBe(1);
  });

  it('renders an anonymous page once for a burst (page cache), but a personal page every time', async () => {
    const cached = createStorefrontApp({
      config: serverConfigFrom({
        SERVICE_BASE_URL: services.url,
        SERVICE_ENTRY_TOKEN: 'entry-secret',
        PUBLIC_ORIGIN: SHOP,
        FOOTER_CACHE_SECONDS: '0',
        SERVER_PAGE_CACHE_SECONDS: '60',
      }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: () => undefined,
    });
    const fetchPage = (headers: Record<string, string> = {}) => cached.fetch(new Request(`${SHOP}/cz/`, { headers }));
    const before = services.calls.footer.CZ ?? 0;
    const pages = await Promise.all(Array.from({ length: 20 }, () => fetchPage()));
    const bodies = new Set(await Promise.all(pages.map((page) => page.text())));
    expect(bodies.size).toBe(1);
    expect(pages.every((page) => page.status === 200 && page.headers.get('ETag') !== null)).toBe(true);
    expect((services.calls.footer.CZ ?? 0) - before).toBe(1);
    await fetchPage({ Cookie: 'StaffAuthToken=abc' });
    await fetchPage({ Cookie: 'StaffAuthToken=abc' });
    expect((services.calls.footer.CZ ?? 0) - before).toBe(3);
    // A reduced-mode visitor gets another page, not the cached one.
    expect(await (await fetchPage({ Cookie: 'affiliateNumber=1' })).text()).not.toContain('footer-newsletter');
  });

  describe('the newsletter sign-up without JavaScript', () => {
    it('subscribes through the same use case and answers with the success message', async () => {
      const response = await post('/subscribenewsletter', {
        _form: 'newsletter-signup',
        legalTextsShown: 'MINIMUM_AGE',
        originAddition: 'subsite',
        email: 'anna@example.org',
        homepage: '',
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await response.text()).toContain('anna@example.org');
      expect(services.calls.subscribe.at(-1)).toMatchObject({
        email: 'anna@example.org',
        originAddition: 'subsite',
        legalTextsShown: ['MINIMUM_AGE'],
      });
    });

    it('answers the collapsed form with the legal notice, age and privacy texts first, and sends nothing yet', async () => {
      const before = services.calls.subscribe.length;
      const response = await post('/sk/', {
        _form: 'newsletter-signup',
        originAddition: 'footer',
        email: 'jana@example.org',
        homepage: '',
      });
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(services.calls.subscribe.length).toBe(before);
      expect(page).toContain('value="jana@example.org"');
      expect(page).toContain('Prečítajte si, prosím, informácie nižšie');
      // The texts the JavaScript widget shows before a sign-up: the age notice (spec 9), the privacy hint, the offers box.
      expect(page).toContain('Prihlásením potvrdzujete, že máte aspoň 18 rokov.');
      expect(page).toContain('Ako spracúvame vaše údaje, sa dozviete v našich');
      expect(page).toContain('name="legalTextsShown" value="MINIMUM_AGE"');
      expect(page).toContain('name="legalTextsShown" value="PRIVACY_HINT"');
      expect(page).toContain('name="consents" value="DNE"');
      // Posted again from this page, it is sent.
      await post('/sk/', {
        _form: 'newsletter-signup',
        legalTextsShown: 'MINIMUM_AGE',
        originAddition: 'footer',
        email: 'jana@example.org',
        homepage: '',
      });
      expect(services.calls.subscribe.length).toBe(before + 1);
    });

    it('shows the invalid e-mail message and keeps what was typed', async () => {
      const page = await html(
        post('/subscribenewsletter', {
          _form: 'newsletter-signup',
          legalTextsShown: 'MINIMUM_AGE',
          originAddition: 'subsite',
          email: 'anna@',
          homepage: '',
        }),
      );
      expect(page).toContain('value="anna@"');
      expect(page).toContain('aria-invalid="true"');
    });

    it('asks a HU visitor for the salutation and names the service requires', async () => {
      const page = await html(
        post('/hu/subscribenewsletter', {
          _form: 'newsletter-signup',
          legalTextsShown: 'MINIMUM_AGE',
          originAddition: 'subsite',
          email: 'anna@example.org',
          homepage: '',
        }),
      );
      expect(page).toContain('name="salutation"');
      expect(page).toContain('value="anna@example.org"');
      expect((page.match(/aria-invalid="true"/g) ?? []).length).toBeGreaterThanOrEqual(3);
    });

    it('shows the service\'s verdict on an address the rules accept (invalid e-mail), and its 429 as "too many attempts"', async () => {
      const fields = {
        _form: 'newsletter-signup',
        legalTextsShown: 'MINIMUM_AGE',
        originAddition: 'subsite',
        email: 'anna@example.org',
        homepage: '',
      };
      services.subscribeAnswer = { status: 400, body: { type: 'urn:newsletter:email_invalid' } };
      try {
        expect(await html(post('/subscribenewsletter', fields))).toContain('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
        services.subscribeAnswer = { status: 429, body: { type: 'urn:newsletter:too_many_requests' } };
        const page = await html(post('/subscribenewsletter', fields));
        expect(page).toContain('Zu viele Versuche. Bitte versuchen Sie es später erneut.');
        expect(page).toContain('value="anna@example.org"');
      } finally {
        services.subscribeAnswer = { status: 201, body: { status: 'SUCCESS' } };
      }
    });

    it('refuses a form posted from another site', async () => {
      const response = await post(
        '/subscribenewsletter',
        { _form: 'newsletter-signup', email: 'victim@example.org' },
        { Origin: 'https://evil.test' },
      );
      expect(response.status).toBe(403);
    });
  });

  it('logs what it recovered from as JSON lines with the request id and path', async () => {
    // Its own server and log: no line another test's requests wrote can count here.
    const own: LogLine[] = [];
    const fresh = storefront((line) => own.push(line));
    services.mode = 'down';
    try {
      expect((await fresh.fetch(new Request(`${SHOP}/pl/`))).status).toBe(200);
    } finally {
      services.mode = 'ok';
    }
    const recovered = own.filter((line) => line.level === 'error' && /could not be loaded/.test(line.message));
    expect(recovered.map((line) => line.path)).toContain('/pl/');
    expect(recovered.every((line) => typeof line.requestId === 'string' && line.requestId !== '')).toBe(true);
  });
});
