// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontApp } from '../../../composition/server/storefront-app';
import { serverConfigFrom } from '../../../composition/server/server-config';

const INDEX_HTML = `<!doctype html>
<html lang="de-DE"><head><meta charset="utf-8" /><title>x</title><!--storefront-head--></head>
<body><div id="root"></div></body></html>`;

/** Services: the DE footer content, and psdata answering the status of the visitor whose cookie it gets. */
const startServices = async () => {
  const seen: Array<string | undefined> = [];
  const server: Server = createServer((req, res) => {
    if (req.url?.startsWith('/service/promotion/')) {
      const contentJSON = readFileSync('emulator/content/footer/de.json', 'utf8');
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ contentJSON }));
      return;
    }
    if (req.url?.startsWith('/service/customerfrontenddata/')) {
      seen.push(req.headers.cookie);
      const status = req.headers.cookie?.includes('NewsletterSubscriber=subscribed') ? 'SUBSCRIBED' : 'WAITING_FOR_DOI';
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ loggedIn: false, newsletterStatus: status }));
      return;
    }
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => server.close() };
};

describe('a returning subscriber (spec 2.2: the newsletter block is hidden for WAITING_FOR_DOI and SUBSCRIBED)', () => {
  let services: Awaited<ReturnType<typeof startServices>>;
  let app: ReturnType<typeof createStorefrontApp>;
  const get = (cookie?: string) => app.fetch(new Request('http://shop.test/', { headers: cookie ? { Cookie: cookie } : {} }));
  beforeAll(async () => {
    services = await startServices();
    app = createStorefrontApp({
      config: serverConfigFrom({
        SERVICE_BASE_URL: services.url,
        SERVICE_ENTRY_TOKEN: 'entry-secret',
        PUBLIC_ORIGIN: 'http://shop.test',
        FOOTER_CACHE_SECONDS: '60',
        SERVER_PAGE_CACHE_SECONDS: '60',
      }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: () => undefined,
    });
  });
  afterAll(() => services.close());

  it('gets a footer without the newsletter block from the server, in a private answer (nothing to remove in the browser)', async () => {
    const response = await get('NewsletterSubscriber=subscribed');
    const page = await response.text();
    expect(page).not.toContain('data-testid="footer-newsletter"');
    expect(page).not.toContain('data-island="newsletter"');
    expect(response.headers.get('Cache-Control')).toContain('private');
    expect(services.seen.at(-1)).toContain('NewsletterSubscriber=subscribed');
  });

  it('a visitor without the cookie gets the block, and no psdata call is made for them', async () => {
    const before = services.seen.length;
    const page = await (await get()).text();
    expect(page).toContain('data-testid="footer-newsletter"');
    expect(services.seen.length).toBe(before);
  });

  it('the cached anonymous page is never served to a returning subscriber', async () => {
    await get();
    const page = await (await get('NewsletterSubscriber=waiting')).text();
    expect(page).not.toContain('data-testid="footer-newsletter"');
  });
});
