import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/country/locale';
import { startCdnStack, type CdnStack } from '../../browser/support/behind-cdn';

// Key inflation through the CDN (docs/deployment.md, "Key inflation"): the shop as the behind-cdn journeys run it,
// with the VCL's shipped miss rate (STOREFRONT_MISSES_PER_MINUTE unset). One client walks valid keys (every
// storefront, locale, layout, platform and footer; robots.txt with any query), another visitor reads the shop's
// pages meanwhile from an address of its own (127.0.0.2).

let stack: CdnStack;

beforeAll(async () => {
  stack = await startCdnStack('dist', {}, {});
}, 90_000);

afterAll(async () => {
  await stack?.close();
});

/** A GET through Varnish from a local address; the answer's X-Cache and whether it is whole (its footer content). */
const get = (path: string, from: string, cookie?: string): Promise<{ cache: string; whole: boolean }> =>
  new Promise((done, fail) => {
    const { hostname, port } = new URL(stack.url);
    const sent = httpRequest(
      { hostname, port, path, localAddress: from, headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => done({ cache: String(response.headers['x-cache']), whole: body.includes('class="footer-teasers"') }));
      },
    );
    sent.on('error', fail);
    sent.end();
  });

const objects = async (): Promise<number> => (await stack.counters())['MAIN.n_object'] ?? Number.NaN;

const VISITOR = '127.0.0.2';
const CLIENT = '127.0.0.1';
const PAGES = ['/', '/at/', '/hu/', '/pl/subscribenewsletter', '/tr/'];
const SLUGS = ['', 'at/', 'ch/', 'ch_fr/', 'pl/', 'cz/', 'hu/', 'sk/', 'tr/'];

describe('one client cannot fill the CDN with valid keys', () => {
  it('keeps one client to at most 100 new objects while the pages everybody reads stay hits', async () => {
    // The visitor's pages, kept whole (a footer call past its budget on a busy machine makes a page kept 5 s only).
    for (const page of PAGES) await expect.poll(async () => (await get(page, VISITOR)).whole, { timeout: 30_000 }).toBe(true);
    const before = await objects();
    // 256 valid keys no request made before (storefront × locale × layout × platform and footer), and robots.txt queries.
    const layouts = ['', '&layout=no_header', '&layout=no_footer', '&layout=no_header,no_footer'];
    const platforms = [undefined, 'platform=tablet', 'platform=smartphone', 'platform=classic; affiliateNumber=1'];
    const keys = SLUGS.flatMap((slug) =>
      LOCALES.flatMap((locale, index) =>
        layouts.map((layout, variant) => ({
          path: `/${slug}?locale=${locale.toLowerCase()}${layout}`,
          cookie: platforms[(index + variant + slug.length) % platforms.length],
        })),
      ),
    ).filter((_, index) => index % 2 === 0);
    const attack = [...keys, ...Array.from({ length: 40 }, (_, index) => ({ path: `/robots.txt?locale=${index}`, cookie: undefined }))];
    const fetched: string[] = [];
    const visits: string[] = [];
    for (let start = 0; start < attack.length; start += 12) {
      const batch = attack
        .slice(start, start + 12)
        .map(({ path, cookie }) => get(path, CLIENT, cookie).then(({ cache }) => fetched.push(cache)));
      const reads = PAGES.map((page) => get(page, VISITOR).then(({ cache }) => visits.push(cache)));
      await Promise.all([...batch, ...reads]);
    }
    // Each MISS is one fetch whose answer the CDN keeps; a PASS is answered and not kept.
    expect(attack.length).toBeGreaterThanOrEqual(250);
    expect(fetched.filter((cache) => cache === 'MISS').length).toBeLessThanOrEqual(100);
    // And Varnish holds at most 100 more objects (a passed answer's own is dropped once it is sent; the counters
    // follow the worker threads).
    await expect.poll(async () => (await objects()) - before).toBeLessThanOrEqual(100);
    const hits = visits.filter((cache) => cache === 'HIT').length;
    expect(hits / visits.length).toBeGreaterThanOrEqual(0.99);
  }, 180_000);
});
