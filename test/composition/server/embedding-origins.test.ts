// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefrontApp } from '../../../composition/server/storefront-app';
import { serverConfigFrom } from '../../../adapters/server/server-config';
import { startFakeServices, type FakeServices } from '../../fakes/fake-services';

const INDEX_HTML = `<!doctype html>
<html lang="de-DE"><head><meta charset="utf-8" /><title>x</title><!--storefront-head--></head>
<body><div id="root"></div></body></html>`;
const SHOP = 'http://shop.test';
const LISTED = 'https://partner.example';
const UNLISTED = 'https://blog.example';

describe('a partner site the shop has not listed (NEWSLETTER_EMBEDDING_ORIGINS)', () => {
  let services: FakeServices;
  let app: ReturnType<typeof createStorefrontApp>;
  const signUps = () => services.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/newsletter-subscribers')).length;
  const check = (origin: string | undefined, locale = 'hu-HU') =>
    app.fetch(new Request(`${SHOP}/widget/embedding?locale=${locale}`, { headers: origin ? { Origin: origin } : {} }));

  beforeAll(async () => {
    services = await startFakeServices(({ path, method }) =>
      path.endsWith('/newsletter-subscribers') && method === 'POST' ? { status: 201, body: { status: 'SUCCESS' } } : undefined,
    );
    app = createStorefrontApp({
      config: serverConfigFrom({
        SERVICE_BASE_URL: services.url,
        SERVICE_ENTRY_TOKEN: 'entry-secret',
        PUBLIC_ORIGIN: SHOP,
        NEWSLETTER_EMBEDDING_ORIGINS: LISTED,
      }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: () => undefined,
    });
  });
  afterAll(() => services.close());

  it('tells the widget, readably from that site and in the page’s language, that it cannot sign up there', async () => {
    const response = await check(UNLISTED);
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(UNLISTED);
    expect(response.headers.get('Vary')).toContain('Origin');
    expect(response.headers.get('Cache-Control')).toContain('no-store');
    const answer = (await response.json()) as { embeddable: boolean; message?: string };
    expect(answer.embeddable).toBe(false);
    expect(answer.message).toBe(
      'Ezen az oldalon sajnos nem lehet feliratkozni a Bohne & Haus hírlevelére. Közvetlenül a webáruházban iratkozhat fel.',
    );
  });

  it('tells a listed site it may, and answers an unknown locale in German', async () => {
    const listed = await check(LISTED);
    // No content: the widget has nothing to decode, so it loads no decoder on the partner's page.
    expect(listed.status).toBe(204);
    expect(listed.headers.get('Access-Control-Allow-Origin')).toBe(LISTED);
    expect(await listed.text()).toBe('');
    const answer = (await (await check(UNLISTED, '<script>')).json()) as { message?: string };
    expect(answer.message).toContain('Bohne & Haus');
    expect(answer.message).toMatch(/^Auf dieser Seite/);
  });

  it('answers the fallback form posted from that site with a localized page of the shop, keeping the address and sending nothing', async () => {
    const before = signUps();
    const response = await app.fetch(
      new Request(`${SHOP}/hu/subscribenewsletter`, {
        method: 'POST',
        body: new URLSearchParams({ _form: 'newsletter-signup', email: 'olvaso@example.org', legalTextsShown: 'MINIMUM_AGE' }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: UNLISTED },
      }),
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<html lang="hu-HU"');
    expect(page).toContain('Az oldal, ahonnan érkezett, nem küldhet nekünk hírlevél-feliratkozást.');
    expect(page).toContain('value="olvaso@example.org"');
    expect(signUps()).toBe(before);
  });

  it('still refuses every other form posted from another site', async () => {
    const response = await app.fetch(
      new Request(`${SHOP}/signin`, {
        method: 'POST',
        body: new URLSearchParams({ _form: 'sign-out' }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: UNLISTED },
      }),
    );
    expect(response.status).toBe(403);
  });
});
