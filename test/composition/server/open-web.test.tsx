// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogLine } from '../../../adapters/server/request-logger';
import { serverConfigFrom, ServerConfigError } from '../../../adapters/server/server-config';
import { createStorefrontApp } from '../../../composition/server/storefront-app';
import { startFakeServices } from '../../fakes/fake-services';

/** Services that record every call with its headers; the footer content of emulator/content, or an outage. */
const startServices = () =>
  startFakeServices(({ method, path, headers }) => {
    // A promotion service that refuses a large header, as real ones do (431).
    if (path.startsWith('/service/promotion/') && (headers.cookie ?? '').length > 8000) return { status: 431 };
    if (path.includes('/newsletter-subscribers') && method === 'POST') return { status: 201, body: { status: 'SUCCESS' } };
    return undefined;
  });

const INDEX_HTML = `<!doctype html>
<html lang="de-DE"><head><meta charset="utf-8" /><title>x</title><!--storefront-head-->
<script type="module" crossorigin src="/assets/main.js"></script></head>
<body><div id="root"></div></body></html>`;
const SHOP = 'https://shop.example';
const SIGN_UP = {
  _form: 'newsletter-signup',
  legalTextsShown: 'MINIMUM_AGE',
  originAddition: 'subsite',
  email: 'anna@example.org',
  homepage: '',
};

describe('the server entry on the open web', () => {
  let services: Awaited<ReturnType<typeof startServices>>;
  const logs: LogLine[] = [];
  const appWith = (env: Record<string, string> = {}) =>
    createStorefrontApp({
      config: serverConfigFrom({
        SERVICE_BASE_URL: services.url,
        PUBLIC_ORIGIN: SHOP,
        SERVICE_ENTRY_TOKEN: 'secret',
        SERVICE_TIMEOUT_MS: '800',
        ...env,
      }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: (line) => logs.push(line),
    });
  beforeAll(async () => {
    services = await startServices();
  });
  afterAll(async () => {
    await services.close();
  });

  it('refuses to start without SERVICE_BASE_URL or PUBLIC_ORIGIN, naming what is missing', () => {
    expect(() => serverConfigFrom({ PUBLIC_ORIGIN: SHOP })).toThrow(ServerConfigError);
    expect(() => serverConfigFrom({ PUBLIC_ORIGIN: SHOP })).toThrow(/SERVICE_BASE_URL/);
    expect(() => serverConfigFrom({ SERVICE_BASE_URL: services.url })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => serverConfigFrom({ SERVICE_BASE_URL: 'javascript:alert(1)', PUBLIC_ORIGIN: 'shop.example' })).toThrow(
      /SERVICE_BASE_URL .*and PUBLIC_ORIGIN/,
    );
  });

  it('refuses to start without SERVICE_ENTRY_TOKEN unless told in so many words, and refuses a hop count', () => {
    const origins = { SERVICE_BASE_URL: services.url, PUBLIC_ORIGIN: SHOP };
    expect(() => serverConfigFrom(origins)).toThrow(/SERVICE_ENTRY_TOKEN .*lock others out.*SERVICE_ENTRY_TOKEN_OPTIONAL=1/);
    expect(() => serverConfigFrom({ ...origins, SERVICE_ENTRY_TOKEN: '  ' })).toThrow(ServerConfigError);
    expect(serverConfigFrom({ ...origins, SERVICE_ENTRY_TOKEN_OPTIONAL: '1' }).serviceEntryToken).toBeUndefined();
    expect(serverConfigFrom({ ...origins, SERVICE_ENTRY_TOKEN: 's3cret' }).serviceEntryToken).toBe('s3cret');
    const token = { ...origins, SERVICE_ENTRY_TOKEN: 's3cret' };
    expect(() => serverConfigFrom({ ...token, TRUSTED_PROXY_HOPS: '1' })).toThrow(/TRUSTED_PROXY_HOPS .*TRUSTED_PROXIES=/);
    expect(() => serverConfigFrom({ ...token, TRUSTED_PROXIES: '10.0.0.0/8, cdn.example, 1.2.3.4/40' })).toThrow(
      /TRUSTED_PROXIES .*"cdn.example", "1.2.3.4\/40"/,
    );
    expect(serverConfigFrom({ ...token, TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32,192.0.2.1' }).trustedProxies).toHaveLength(3);
    expect(() => serverConfigFrom({ ...token, CLIENT_ADDRESS_HEADER: 'CF-Connecting-IP: 1' })).toThrow(/CLIENT_ADDRESS_HEADER/);
  });

  it('takes nothing from the Host header or an absolute-form target: links and service calls stay configured', async () => {
    const app = appWith({ FOOTER_CACHE_SECONDS: '0', SERVER_PAGE_CACHE_SECONDS: '0' });
    const before = services.calls.length;
    for (const target of ['http://evil.example:8080/', 'http://127.0.0.1:9/at/']) {
      const page = await (await app.fetch(new Request(target, { headers: { Host: 'evil.example' } }))).text();
      expect(page).not.toContain('evil.example');
      expect(page).not.toContain('127.0.0.1:9');
      expect(page).toMatch(new RegExp(`<link rel="canonical" href="${SHOP}/`));
    }
    // Every call of the server went to SERVICE_BASE_URL (the stand-in saw them all).
    expect(services.calls.length).toBeGreaterThan(before);
    const redirect = await app.fetch(new Request('http://evil.example/%2Fevil.example/?country=de'));
    expect(redirect.headers.get('Location')).toBe('/evil.example');
  });

  it('loads the footer content without anything of the visitor, so their input cannot poison what all share', async () => {
    const app = appWith({ FOOTER_CACHE_SECONDS: '60', SERVER_PAGE_CACHE_SECONDS: '0' });
    const huge = `x=${'a'.repeat(16 * 1024)}; LoginToken=t`;
    await app.fetch(new Request(`${SHOP}/cz/`, { headers: { Cookie: huge, 'X-Forwarded-For': '6.6.6.6' } }));
    const footerCalls = services.calls.filter(
      (call) => call.path.startsWith('/service/promotion/') && call.headers['x-storefront'] === 'CZ',
    );
    expect(footerCalls.length).toBeGreaterThan(0);
    for (const call of footerCalls) {
      expect(call.headers.cookie).toBeUndefined();
      expect(call.headers['x-forwarded-for']).toBeUndefined();
    }
    // The next, clean visitor gets the footer content and the content pages it links to.
    const clean = await app.fetch(new Request(`${SHOP}/cz/`));
    expect(await clean.text()).toContain('footer-teaser');
  });

  it('never turns a content page into a cacheable 404 when the footer content is unavailable', async () => {
    services.footer = 'down';
    try {
      const app = appWith({ FOOTER_CACHE_SECONDS: '60', SERVER_PAGE_CACHE_SECONDS: '60' });
      const outage = await app.fetch(new Request(`${SHOP}/hilfe`));
      expect(outage.status).toBe(404);
      expect(outage.headers.get('Cache-Control')).toBe('no-store');
      // A route is still a page anyone may keep, but only as long as the failure lasts (the caching policy).
      expect((await app.fetch(new Request(`${SHOP}/`))).headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=5');
    } finally {
      services.footer = 'ok';
    }
    const app = appWith({ FOOTER_CACHE_SECONDS: '60', SERVER_PAGE_CACHE_SECONDS: '60' });
    const page = await app.fetch(new Request(`${SHOP}/hilfe`));
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toMatch(/^public/);
  });

  it('forwards the visitor’s address (the connection’s, or the trusted proxy’s entry) with the entry token', async () => {
    const posted = (app: ReturnType<typeof appWith>, headers: Record<string, string>, connection?: unknown) =>
      app.fetch(
        new Request(`${SHOP}/subscribenewsletter`, {
          method: 'POST',
          body: new URLSearchParams(SIGN_UP).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SHOP, ...headers },
        }),
        connection as never,
      );
    const lastSignUp = () => services.calls.filter((call) => call.path.includes('/newsletter-subscribers')).at(-1);
    const direct = appWith({ SERVICE_ENTRY_TOKEN: 'secret' });
    await posted(direct, { 'X-Forwarded-For': '6.6.6.6' }, { incoming: { socket: { remoteAddress: '203.0.113.7' } } });
    expect(lastSignUp()?.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(lastSignUp()?.headers['x-storefront-entry']).toBe('secret');
    const behindCdn = appWith({ SERVICE_ENTRY_TOKEN: 'secret', TRUSTED_PROXIES: '10.0.0.0/8' });
    await posted(behindCdn, { 'X-Forwarded-For': '6.6.6.6, 198.51.100.2' }, { incoming: { socket: { remoteAddress: '10.0.0.1' } } });
    expect(lastSignUp()?.headers['x-forwarded-for']).toBe('198.51.100.2');
    // The same header sent straight to the entry (an origin reachable directly) chooses nothing.
    await posted(behindCdn, { 'X-Forwarded-For': '6.6.6.6, 198.51.100.2' }, { incoming: { socket: { remoteAddress: '203.0.113.9' } } });
    expect(lastSignUp()?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('takes an embedded widget’s no-JS sign-up from the embedding origins, on the sign-up page only', async () => {
    const app = appWith({ NEWSLETTER_EMBEDDING_ORIGINS: 'https://blog.example, not an origin, https://x.example/path' });
    const post = (path: string, origin: string) =>
      app.fetch(
        new Request(`${SHOP}${path}`, {
          method: 'POST',
          body: new URLSearchParams({ _form: 'newsletter-signup', originAddition: 'blog', email: 'reader@example.org' }).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        }),
      );
    const review = await post('/hu/subscribenewsletter', 'https://blog.example');
    expect(review.status).toBe(200);
    // The shop's sign-up page answers with the legal texts first, the posting widget's originAddition kept.
    const page = await review.text();
    expect(page).toContain('name="legalTextsShown" value="MINIMUM_AGE"');
    expect(page).toContain('name="originAddition" value="blog"');
    expect(page).toContain('value="reader@example.org"');
    expect((await post('/hu/', 'https://blog.example')).status).toBe(403);
    expect((await post('/subscribenewsletter', 'https://elsewhere.example')).status).toBe(403);
    // Only exact origins are taken from the list.
    expect((await post('/subscribenewsletter', 'https://x.example')).status).toBe(403);
  });

  it('renders a page once for any tracking or unknown parameters (they are not part of the page)', async () => {
    // Without a footer cache every render asks for the footer content: the calls count the renders.
    const app = appWith({ FOOTER_CACHE_SECONDS: '0', SERVER_PAGE_CACHE_SECONDS: '60' });
    const renders = () => services.calls.filter((call) => call.path.startsWith('/service/promotion/')).length;
    const plain = await (await app.fetch(new Request(`${SHOP}/sk/`))).text();
    const first = renders();
    for (const query of ['?utm_source=mail&utm_campaign=x', '?gclid=abc', '?fbclid=1', `?r=${Math.random()}`]) {
      const response = await app.fetch(new Request(`${SHOP}/sk/${query}`));
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(plain);
    }
    expect(renders()).toBe(first);
    // A parameter the page reads is another page.
    expect(await (await app.fetch(new Request(`${SHOP}/sk/?locale=en`))).text()).not.toBe(plain);
  });

  it('gives each page one address: a trailing slash redirects, a storefront home keeps its own', async () => {
    const app = appWith();
    const location = async (path: string) => {
      const response = await app.fetch(new Request(`${SHOP}${path}`));
      return `${response.status} ${response.headers.get('Location') ?? ''}`;
    };
    expect(await location('/components/')).toBe('301 /components');
    expect(await location('/at/contact/?locale=en')).toBe('301 /at/contact?locale=en');
    expect(await location('/contact/?country=pl')).toBe('301 /pl/contact');
    expect(await location('/at/')).toBe('200 ');
    expect(await location('/')).toBe('200 ');
  });

  it('lists every page’s alternates in the sitemap with x-default, as the page head does', async () => {
    const sitemap = await (await appWith().fetch(new Request(`${SHOP}/sitemap.xml`))).text();
    expect(sitemap).toContain(`<loc>${SHOP}/pl/subscribenewsletter</loc>`);
    expect(sitemap).toContain(`hreflang="x-default" href="${SHOP}/subscribenewsletter"`);
    expect(sitemap.match(/hreflang="x-default"/g)?.length).toBe(sitemap.match(/<url>/g)?.length);
  });

  it('gives each page its own counterparts as hreflang alternates, the ones the sitemap lists for it', async () => {
    const app = appWith();
    const head = async (path: string) => {
      const response = await app.fetch(new Request(`${SHOP}${path}`));
      const page = await response.text();
      return {
        status: response.status,
        canonical: /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1],
        alternates: [...page.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
          ([, lang, href]) => `${lang} ${href}`,
        ),
      };
    };
    const sitemap = await (await app.fetch(new Request(`${SHOP}/sitemap.xml`))).text();
    const listed = (loc: string) =>
      [
        ...(sitemap.split('<url>').find((entry) => entry.startsWith(`<loc>${loc}</loc>`)) ?? '').matchAll(
          /hreflang="([^"]+)" href="([^"]+)"/g,
        ),
      ].map(([, lang, href]) => `${lang} ${href}`);
    const signUp = await head('/pl/subscribenewsletter');
    expect(signUp.canonical).toBe(`${SHOP}/pl/subscribenewsletter`);
    expect(signUp.alternates).toContain(`hu-HU ${SHOP}/hu/subscribenewsletter`);
    expect(signUp.alternates).toContain(`x-default ${SHOP}/subscribenewsletter`);
    expect(signUp.alternates).toHaveLength(10);
    expect(signUp.alternates).toEqual(listed(`${SHOP}/pl/subscribenewsletter`));
    const home = await head('/cz/');
    expect(home.alternates).toEqual(listed(`${SHOP}/cz/`));
    expect(home.alternates).toContain(`de-AT ${SHOP}/at/`);
    // A page that is not there has no address to name, nor counterparts.
    const missing = await head('/at/gibt-es-nicht');
    expect(missing.status).toBe(404);
    expect(missing.canonical).toBeUndefined();
    expect(missing.alternates).toEqual([]);
    // A content page names its counterparts in the storefronts whose content links it too: every one for the contact
    // page, three for "o-nas" (no x-default: the default storefront has no such page).
    const contact = await head('/pl/contact');
    expect(contact.canonical).toBe(`${SHOP}/pl/contact`);
    expect(contact.alternates).toHaveLength(10);
    expect(contact.alternates).toContain(`de-AT ${SHOP}/at/contact`);
    expect(contact.alternates).toContain(`x-default ${SHOP}/contact`);
    const about = await head('/pl/o-nas');
    expect(about.alternates).toEqual([`pl-PL ${SHOP}/pl/o-nas`, `cs-CZ ${SHOP}/cz/o-nas`, `sk-SK ${SHOP}/sk/o-nas`]);
  });

  it('keeps the component catalogue and the sign-in page out of search results, and sign-in out of shared caches', async () => {
    const app = appWith();
    const sitemap = await (await app.fetch(new Request(`${SHOP}/sitemap.xml`))).text();
    expect(sitemap).not.toContain('/components');
    expect(sitemap).not.toContain('/signin');
    const catalogue = await app.fetch(new Request(`${SHOP}/hu/components`));
    expect(catalogue.status).toBe(200);
    expect(await catalogue.text()).toContain('<meta name="robots" content="noindex" />');
    for (const path of ['/signin', '/at/signin']) {
      const signIn = await app.fetch(new Request(`${SHOP}${path}`));
      expect(signIn.status).toBe(200);
      expect(signIn.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await signIn.text()).toContain('<meta name="robots" content="noindex" />');
    }
    // The shop's pages stay indexable.
    expect(await (await app.fetch(new Request(`${SHOP}/at/subscribenewsletter`))).text()).not.toContain('name="robots"');
  });

  it('redirects case, slash and default-storefront prefix variants to the one address of the page (301)', async () => {
    const app = appWith();
    const location = async (path: string) => {
      const response = await app.fetch(new Request(`${SHOP}${path}`));
      return `${response.status} ${response.headers.get('Location') ?? ''}`;
    };
    expect(await location('/at')).toBe('301 /at/');
    expect(await location('/AT/')).toBe('301 /at/');
    expect(await location('/PL/')).toBe('301 /pl/');
    expect(await location('/de/')).toBe('301 /');
    expect(await location('/de')).toBe('301 /');
    expect(await location('/At/contact')).toBe('301 /at/contact');
    expect(await location('/de/contact')).toBe('301 /contact');
    expect(await location('/CH_FR/components?locale=en')).toBe('301 /ch_fr/components?locale=en');
    expect(await location('/Hu?utm_source=mail')).toBe('301 /hu/?utm_source=mail');
    // The addresses themselves answer.
    for (const path of ['/', '/at/', '/pl/', '/at/contact', '/ch_fr/components']) expect(await location(path)).toBe('200 ');
  });

  it('keeps the store finder in the shopper’s storefront: its link, its page in the language, crawlable', async () => {
    const app = appWith();
    const home = await (await app.fetch(new Request(`${SHOP}/pl/`))).text();
    expect(home).toContain('href="/pl/service/storefinder/"');
    expect(home).not.toContain('href="/service/storefinder/"');
    const page = await app.fetch(new Request(`${SHOP}/pl/service/storefinder`));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="pl-PL"');
    const robots = await (await app.fetch(new Request(`${SHOP}/robots.txt`))).text();
    expect(robots).toContain('Disallow: /service/*/api/');
    expect(robots).not.toMatch(/Disallow: \/service\/\n/);
  });

  it('answers control characters, broken encodings and odd methods with a generic 4xx and one warning per kind', async () => {
    const app = appWith();
    const before = logs.length;
    for (const path of ['/x%01y/?country=at', '/%0d%0aSet-Cookie:x=1', '/a%00b', '/%E0%A4%A', '/%C3%28']) {
      const response = await app.fetch(new Request(`${SHOP}${path}`));
      expect(response.status).toBe(400);
      expect(await response.text()).toBe('Bad request.');
    }
    expect(logs.slice(before).map((line) => `${line.level} ${line.message}`)).toEqual([
      'warn Refused a GET request: control character in the path.',
      'warn Refused a GET request: broken percent-encoding in the path.',
    ]);
    for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND', 'OPTIONS']) {
      const response = await app.fetch(new Request(`${SHOP}/`, { method }));
      expect(response.status).toBe(405);
      expect(response.headers.get('Allow')).toBe('GET, HEAD, POST');
    }
    // A non-ASCII path is a path like any other: its redirect re-encodes it.
    expect((await app.fetch(new Request(`${SHOP}/%C3%A4/?country=at`))).headers.get('Location')).toBe('/at/%C3%A4');
  });
});
