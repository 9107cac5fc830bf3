// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverConfigFrom } from '../../../adapters/server/server-config';
import { createStorefrontApp } from '../../../composition/server/storefront-app';
import type { LogLine } from '../../../adapters/server/request-logger';
import { LOGIN_PATHS } from '../../../core/session/login-paths';
import { aLoginToken } from '../../fakes/session-fakes';
import { startFakeServices, type ServiceAnswer, type ServiceCall } from '../../fakes/fake-services';

/** A login service: anna's password opens a session (two cookies), a locked address answers 429, the rest 401. */
const startLogin = async () => {
  const services = await startFakeServices(({ path, body }): ServiceAnswer | undefined => {
    if (path === LOGIN_PATHS.logout)
      return {
        status: 200,
        body: { status: 'LOGGED_OUT' },
        headers: {
          'Set-Cookie': ['LoginToken=; Path=/; SameSite=Lax; Max-Age=0', 'LoginSession=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0'],
        },
      };
    if (path !== LOGIN_PATHS.login) return undefined;
    const { email, password } = JSON.parse(body) as { email: string; password: string };
    if (email === 'locked@example.com') return { status: 429, body: {}, headers: { 'Retry-After': '30' } };
    if (email !== 'anna@example.com' || password !== 'Kaffee123!') return { status: 401, body: {} };
    return {
      status: 200,
      body: { status: 'SUCCESS' },
      headers: { 'Set-Cookie': ['LoginToken=abc; Path=/; SameSite=Lax', 'LoginSession=secret; Path=/; HttpOnly; SameSite=Lax'] },
    };
  });
  // The login service's calls only (the page's footer content comes from the same fake services).
  const calls = (): ServiceCall[] => services.calls.filter(({ path }) => path === LOGIN_PATHS.login || path === LOGIN_PATHS.logout);
  return Object.assign(services, { loginCalls: calls });
};

const SHOP = 'https://shop.example';
const INDEX_HTML = `<!doctype html>
<html lang="de-DE"><head><meta charset="utf-8" /><title>x</title><!--storefront-head-->
<script type="module" crossorigin src="/assets/main.js"></script></head>
<body><div id="root"></div></body></html>`;

describe('the sign-in page without JavaScript (spec 5.3, the header dialog’s controller on the server)', () => {
  let login: Awaited<ReturnType<typeof startLogin>>;
  let app: ReturnType<typeof createStorefrontApp>;
  const logs: LogLine[] = [];
  const post = (path: string, fields: Record<string, string>) =>
    app.fetch(
      new Request(`${SHOP}${path}`, {
        method: 'POST',
        body: new URLSearchParams({ _form: 'sign-in', ...fields }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SHOP },
      }),
    );
  beforeAll(async () => {
    login = await startLogin();
    app = createStorefrontApp({
      config: serverConfigFrom({
        SERVICE_BASE_URL: login.url,
        PUBLIC_ORIGIN: SHOP,
        SERVICE_ENTRY_TOKEN: 'entry-secret',
        SERVICE_TIMEOUT_MS: '800',
      }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: (line) => logs.push(line),
    });
  });
  afterAll(async () => {
    await login.close();
  });

  it('is a page of every storefront, in its language; the header’s sign-in links to it and its dialog posts to it', async () => {
    const page = await (await app.fetch(new Request(`${SHOP}/at/signin`))).text();
    expect(page).toContain('<h1 id="sign-in-page-title">In Ihrem Kundenkonto anmelden</h1>');
    expect(page).toContain('action="/at/signin"');
    const home = await (await app.fetch(new Request(`${SHOP}/at/`))).text();
    // A link to the page (a browser with neither script nor invoker commands follows it), which opens the dialog with script.
    expect(home).toMatch(/<a href="\/at\/signin" role="button" aria-haspopup="dialog" data-commandfor="sign-in-dialog"/);
    expect(home).toMatch(/<dialog [^>]*id="sign-in-dialog"[^>]*>[\s\S]*<form class="sign-in"[^>]*action="\/at\/signin" method="post"/);
    expect(await (await app.fetch(new Request(`${SHOP}/pl/signin`))).text()).toContain('<html lang="pl-PL"');
  });

  it('signs in and sends the shopper home with the session cookies the service set, Secure behind HTTPS', async () => {
    const logged = logs.length;
    const answer = await post('/at/signin', { email: 'anna@example.com', password: 'Kaffee123!' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/at/');
    expect(answer.headers.getSetCookie()).toEqual([
      'LoginToken=abc; Path=/; SameSite=Lax; Secure',
      'LoginSession=secret; Path=/; HttpOnly; SameSite=Lax; Secure',
    ]);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(JSON.parse(login.loginCalls().at(-1)?.body ?? '{}')).toEqual({ email: 'anna@example.com', password: 'Kaffee123!' });
    // The token refresh runs in the browser only: signing in on the server starts nothing and logs nothing.
    expect(logs.slice(logged).filter((line) => line.level === 'warn' || line.level === 'error')).toEqual([]);
  });

  it('answers a wrong password and the throttle with their messages, the address kept and the password not', async () => {
    const wrong = await post('/signin', { email: 'anna@example.com', password: 'falsch' });
    expect(wrong.status).toBe(200);
    expect(wrong.headers.get('Cache-Control')).toBe('private, no-store');
    const page = await wrong.text();
    expect(page).toContain('E-Mail-Adresse oder Passwort ist falsch.');
    expect(page).toContain('value="anna@example.com"');
    expect(page).not.toContain('falsch"');
    expect(await (await post('/signin', { email: 'locked@example.com', password: 'x' })).text()).toContain('Zu viele');
  });

  it('validates like the dialog before calling the service', async () => {
    const before = login.loginCalls().length;
    const page = await (await post('/signin', { email: 'anna@', password: '' })).text();
    expect(login.loginCalls().length).toBe(before);
    expect((page.match(/aria-invalid="true"/g) ?? []).length).toBe(2);
  });
  it('signs a customer out without JavaScript: the header form posts, the service ends the session, home with its cookies cleared', async () => {
    const before = login.loginCalls().length;
    const answer = await app.fetch(
      new Request(`${SHOP}/at/signin`, {
        method: 'POST',
        body: new URLSearchParams({ _form: 'sign-out' }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SHOP, Cookie: 'LoginToken=abc; LoginSession=secret' },
      }),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/at/');
    expect(login.loginCalls().length).toBe(before + 1);
    expect(answer.headers.getSetCookie().map((cookie) => cookie.split(';')[0])).toEqual(['LoginToken=', 'LoginSession=']);
    expect(answer.headers.getSetCookie().every((cookie) => /Max-Age=0/.test(cookie))).toBe(true);
  });

  it('offers the signed-in customer a sign-out form that works without JavaScript', async () => {
    const token = aLoginToken(Date.now(), 600, 1800);
    const page = await (await app.fetch(new Request(`${SHOP}/at/`, { headers: { Cookie: `LoginToken=${token}` } }))).text();
    expect(page).toMatch(/<form class="customer-session__sign-out" action="\/at\/signin" method="post">/);
    expect(page).toContain('name="_form" value="sign-out"');
  });
});
