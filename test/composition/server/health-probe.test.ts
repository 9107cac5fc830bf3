// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverConfigFrom } from '../../../adapters/server/server-config';
import { createStorefrontApp } from '../../../composition/server/storefront-app';
import { startFakeServices, type FakeServices } from '../../fakes/fake-services';

const INDEX_HTML = `<!doctype html>
<html lang="de-DE"><head><meta charset="utf-8" /><title>x</title><!--storefront-head-->
<script type="module" crossorigin src="/assets/main.js"></script></head>
<body><div id="root"></div></body></html>`;
const SHOP = 'https://shop.example';

// The CDN's health probe (deploy/varnish/storefront.vcl, docs/deployment.md "More than one instance").
describe('the entry’s health probe', () => {
  let services: FakeServices;
  let app: ReturnType<typeof createStorefrontApp>;
  beforeAll(async () => {
    services = await startFakeServices();
    app = createStorefrontApp({
      config: serverConfigFrom({ SERVICE_BASE_URL: services.url, PUBLIC_ORIGIN: SHOP, SERVICE_ENTRY_TOKEN: 'entry-secret' }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: () => undefined,
    });
  });
  afterAll(async () => {
    await services.close();
  });

  it('answers /healthz at once, never kept, without calling any service', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await app.fetch(new Request(`${SHOP}/healthz`, { method }));
      expect(answer.status, method).toBe(200);
      expect(answer.headers.get('Cache-Control'), method).toBe('no-store');
      if (method === 'GET') expect(await answer.text()).toBe('ok\n');
    }
    expect(services.calls).toEqual([]);
  });
});
