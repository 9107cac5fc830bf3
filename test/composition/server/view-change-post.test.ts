// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverConfigFrom } from '../../../adapters/server/server-config';
import { createStorefrontApp } from '../../../composition/server/storefront-app';
import { startFakeServices, type FakeServices } from '../../fakes/fake-services';

const SHOP = 'https://shop.example';
const INDEX_HTML = `<!doctype html>
<html lang="de-DE"><head><meta charset="utf-8" /><title>x</title><!--storefront-head-->
<script type="module" crossorigin src="/assets/main.js"></script></head>
<body><div id="root"></div></body></html>`;

describe('the footer’s view changer without JavaScript (spec 2.1)', () => {
  let services: FakeServices;
  let app: ReturnType<typeof createStorefrontApp>;
  const post = (path: string, fields: Record<string, string>) =>
    app.fetch(
      new Request(`${SHOP}${path}`, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SHOP },
      }),
    );
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

  it('answers the chosen view with its platform cookie for 30 days and the same page again, its query kept', async () => {
    const answer = await post('/at/components?locale=en', { _form: 'view-change', view: 'toDesktop' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/at/components?locale=en');
    expect(answer.headers.get('Set-Cookie')).toMatch(/^platform=classic; Max-Age=2592000; Path=\/; SameSite=Lax; Secure$/);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('sets nothing for a switch it does not know, and shows the page as a GET would', async () => {
    const answer = await post('/pl/', { _form: 'view-change', view: 'toWatch' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/pl/');
    expect(answer.headers.get('Set-Cookie')).toBeNull();
  });
});
