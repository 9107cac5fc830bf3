// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverConfigFrom } from '../../../adapters/server/server-config';
import { createStorefrontApp } from '../../../composition/server/storefront-app';
import { startFakeServices } from '../../fakes/fake-services';

/** A newsletter service that sets one cookie (a single Set-Cookie header) on a sign-up and on a confirmation. */
const startServices = () =>
  startFakeServices(({ method, path }) => {
    if (path.endsWith('/newsletter-subscribers') && method === 'POST')
      return {
        status: 201,
        body: { status: 'WAITING_FOR_DOI' },
        headers: { 'Set-Cookie': 'NewsletterSubscriber=visitor-1; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax' },
      };
    if (path.endsWith('/doi') && method === 'PUT')
      return {
        status: 200,
        body: { preferencesToken: 'p-1' },
        headers: { 'Set-Cookie': 'NewsletterSubscriber=visitor-2; Path=/; HttpOnly; SameSite=Lax' },
      };
    return undefined;
  });

const INDEX_HTML = `<!doctype html>
<html lang="de-DE"><head><meta charset="utf-8" /><title>x</title><!--storefront-head-->
<script type="module" crossorigin src="/assets/main.js"></script></head>
<body><div id="root"></div></body></html>`;

describe('the cookies a service sets while the entry answers a form posted without JavaScript', () => {
  let services: Awaited<ReturnType<typeof startServices>>;
  beforeAll(async () => {
    services = await startServices();
  });
  afterAll(async () => {
    await services.close();
  });
  const appAt = (publicOrigin: string) =>
    createStorefrontApp({
      config: serverConfigFrom({
        SERVICE_BASE_URL: services.url,
        PUBLIC_ORIGIN: publicOrigin,
        SERVICE_ENTRY_TOKEN: 'entry-secret',
        SERVICE_TIMEOUT_MS: '2000',
      }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: () => undefined,
    });
  const post = (app: ReturnType<typeof appAt>, origin: string, path: string, fields: Record<string, string>) =>
    app.fetch(
      new Request(`${origin}${path}`, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      }),
    );
  const SIGN_UP = { _form: 'newsletter-signup', legalTextsShown: 'MINIMUM_AGE', email: 'anna@example.org', homepage: '' };

  it('hands a sign-up’s single NewsletterSubscriber cookie on, Secure behind HTTPS', async () => {
    const answer = await post(appAt('https://shop.example'), 'https://shop.example', '/subscribenewsletter', SIGN_UP);
    expect(await answer.text()).toContain('Fast geschafft!');
    expect(answer.headers.getSetCookie()).toEqual([
      'NewsletterSubscriber=visitor-1; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure',
    ]);
  });

  it('hands a confirmation’s single cookie on', async () => {
    const answer = await post(appAt('https://shop.example'), 'https://shop.example', '/newsletter/confirm?token=t-1', {
      _form: 'newsletter-confirm',
      token: 't-1',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.getSetCookie()).toEqual(['NewsletterSubscriber=visitor-2; Path=/; HttpOnly; SameSite=Lax; Secure']);
  });

  it('leaves the cookie as the service set it on a plain-HTTP origin (local use)', async () => {
    const answer = await post(appAt('http://127.0.0.1:5173'), 'http://127.0.0.1:5173', '/subscribenewsletter', SIGN_UP);
    expect(answer.headers.getSetCookie()).toEqual(['NewsletterSubscriber=visitor-1; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax']);
  });
});
