// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontApp } from '../../../composition/server/storefront-app';
import { serverConfigFrom } from '../../../adapters/server/server-config';
import { footerContentOf, startFakeServices } from '../../fakes/fake-services';

const INDEX_HTML = `<!doctype html>
<html lang="de-DE"><head><meta charset="utf-8" /><title>x</title><!--storefront-head--></head>
<body><div id="root"></div></body></html>`;

/** Services: the DE footer content, and psdata answering the status of the visitor whose cookie it gets. */
const startServices = async () => {
  const seen: Array<string | undefined> = [];
  const services = await startFakeServices(({ path, headers }) => {
    if (path.startsWith('/service/promotion/')) return footerContentOf('DE');
    if (!path.startsWith('/service/customerfrontenddata/')) return undefined;
    seen.push(headers.cookie);
    const status = headers.cookie?.includes('NewsletterSubscriber=subscribed') ? 'SUBSCRIBED' : 'WAITING_FOR_DOI';
    return { status: 200, body: { loggedIn: false, newsletterStatus: status } };
  });
  return Object.assign(services, { seen });
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
