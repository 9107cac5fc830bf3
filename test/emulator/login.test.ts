import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { findCustomerBySession } from '../../emulator/services/login-store';

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };
const JSON_CSRF = { ...CSRF, 'Content-Type': 'application/json' };

/** The cookies a response sets, name -> value (empty value for a deletion). */
const setCookies = (response: Response): Record<string, string> =>
  Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      return [pair.slice(0, index), pair.slice(index + 1)];
    }),
  );

const payloadOf = (cookie: string): { exp: number; ren: number; lid: string } =>
  JSON.parse(Buffer.from(cookie.split('.')[0] ?? '', 'base64url').toString('utf8')) as { exp: number; ren: number; lid: string };

describe('login service emulator', () => {
  let emulator: RunningEmulator;
  const url = (path: string) => `${emulator.url}${path}`;
  const login = (body: unknown, headers: Record<string, string> = JSON_CSRF) =>
    fetch(url('/service/login/api/v1/login'), { method: 'POST', headers, body: JSON.stringify(body) });
  /** The secret of each readable token, kept as the browser keeps the HttpOnly cookie. */
  const secrets = new Map<string, string>();
  const remember = (response: Response): void => {
    const set = setCookies(response);
    if (set.LoginToken && set.LoginSession) secrets.set(set.LoginToken, set.LoginSession);
  };
  const renew = async (loginToken: string) => {
    const response = await fetch(url('/service/login/api/v1/logintoken/renew'), {
      method: 'POST',
      headers: { ...JSON_CSRF, Cookie: `LoginToken=${loginToken}; LoginSession=${secrets.get(loginToken) ?? loginToken}` },
      body: '{}',
    });
    remember(response);
    return response;
  };
  const settings = (body: unknown) =>
    fetch(url('/emulator/api/login/settings'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const loggedIn = async (): Promise<string> => {
    const response = await login({ email: 'anna@example.com', password: 'Kaffee123!' });
    expect(response.status).toBe(200);
    remember(response);
    return setCookies(response).LoginToken ?? '';
  };

  beforeEach(async () => {
    emulator = await startEmulator({ port: 0, dbPath: null });
  });
  afterEach(async () => {
    await emulator.close();
  });

  it('logs a seeded customer in with a LoginToken cookie whose payload carries exp, ren and lid', async () => {
    const before = Math.floor(Date.now() / 1000);
    const token = await loggedIn();
    const payload = payloadOf(token);
    expect(payload.ren - before).toBeGreaterThanOrEqual(599);
    expect(payload.exp - before).toBeGreaterThanOrEqual(1799);
    expect(payload.lid).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(Object.keys(payload).sort()).toEqual(['exp', 'lid', 'ren']);
    // The script-readable cookie holds no secret; the session secret is in an HttpOnly cookie.
    expect(token).not.toContain('.');
    expect(secrets.get(token)).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('accepts the email in any case', async () => {
    expect((await login({ email: 'Anna@Example.COM', password: 'Kaffee123!' })).status).toBe(200);
  });

  it('answers 401 for a wrong password or an unknown account, and sets no cookie', async () => {
    const wrong = await login({ email: 'anna@example.com', password: 'kaffee123!' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ type: 'urn:login:unauthorized' });
    expect(setCookies(wrong)).toEqual({});
    expect((await login({ email: 'nobody@example.com', password: 'Kaffee123!' })).status).toBe(401);
  });

  it('refuses a login without the CSRF marker header with 403 JSON', async () => {
    const response = await login({ email: 'anna@example.com', password: 'Kaffee123!' }, { 'Content-Type': 'application/json' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ type: 'urn:login:csrf' });
  });

  it.each([[{}], [{ email: 'anna@example.com' }], [{ email: 7, password: 'x' }], [{ email: 'a'.repeat(257), password: 'x' }], [null]])(
    'answers 400 JSON for the bad login body %j',
    async (body) => {
      const response = await login(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ type: 'urn:login:invalid_request' });
    },
  );

  it('answers 400 JSON, not a crash, for a malformed body', async () => {
    const response = await fetch(url('/service/login/api/v1/login'), { method: 'POST', headers: JSON_CSRF, body: '{nope' });
    expect(response.status).toBe(400);
  });

  it('renews with 200 while the token is not due, and 201 with a new cookie once it is', async () => {
    const token = await loggedIn();
    const oldSecret = secrets.get(token);
    const early = await renew(token);
    expect(early.status).toBe(200);
    expect(setCookies(early)).toEqual({});
    emulator.store.run('UPDATE login_sessions SET ren = ren - 700');
    const due = await renew(token);
    expect(due.status).toBe(201);
    const renewed = setCookies(due).LoginToken ?? '';
    const newSecret = setCookies(due).LoginSession ?? '';
    expect(newSecret).not.toBe(oldSecret);
    expect(due.headers.getSetCookie().find((c) => c.startsWith('LoginSession='))).toMatch(/HttpOnly; SameSite=Lax/);
    expect(payloadOf(renewed).lid).toBe(payloadOf(token).lid);
    expect(payloadOf(renewed).ren).toBeGreaterThan(Math.floor(Date.now() / 1000));
    secrets.set(token, oldSecret ?? '');
    expect((await renew(token)).status).toBe(200);
    secrets.set(renewed, newSecret);
    expect((await renew(renewed)).status).toBe(200);
  });

  it('answers 500 on renew while the control switch is on', async () => {
    const token = await loggedIn();
    expect((await settings({ renewFailure: true })).status).toBe(200);
    expect((await renew(token)).status).toBe(500);
    await settings({ renewFailure: false });
    expect((await renew(token)).status).toBe(200);
  });

  it('answers 401 on renew without a live session, and 401 after the token expired', async () => {
    expect((await renew('eyJ9.notARealSessionIdentifierAtAll')).status).toBe(401);
    const token = await loggedIn();
    emulator.store.run('UPDATE login_sessions SET exp = 1');
    expect((await renew(token)).status).toBe(401);
  });

  it('uses the lifetimes set on the control endpoint and rejects impossible ones', async () => {
    expect((await settings({ loginRenewAfterSeconds: 2, loginLifetimeSeconds: 60 })).status).toBe(200);
    const payload = payloadOf(await loggedIn());
    expect(payload.exp - payload.ren).toBe(58);
    expect((await settings({ loginRenewAfterSeconds: 90 })).status).toBe(400);
    expect((await settings({ loginLifetimeSeconds: -3 })).status).toBe(400);
    expect((await settings({ renewFailure: 'maybe' })).status).toBe(400);
  });

  it('issues a LongTermToken carrying the session lid, only with a live session', async () => {
    const token = await loggedIn();
    const response = await fetch(url('/service/login/api/v1/longtermtoken'), {
      headers: { Cookie: `LoginToken=${token}; LoginSession=${secrets.get(token) ?? ''}` },
    });
    expect(response.status).toBe(200);
    expect(payloadOf(setCookies(response).LongTermToken ?? '').lid).toBe(payloadOf(token).lid);
    expect((await fetch(url('/service/login/api/v1/longtermtoken'))).status).toBe(401);
  });

  it('finds the customer of a live LoginToken for other modules, never for a forged or ended one', async () => {
    const token = await loggedIn();
    const secret = secrets.get(token);
    const customer = findCustomerBySession(emulator.store, secret, Date.now());
    expect(customer).toMatchObject({
      email: 'anna@example.com',
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Schmidt',
      consents: ['DNE'],
    });
    expect(findCustomerBySession(emulator.store, secret, Date.now(), token)).toBeDefined();
    const otherLid = Buffer.from(JSON.stringify({ exp: 9e9, ren: 9e9, lid: 'x' })).toString('base64url');
    expect(findCustomerBySession(emulator.store, secret, Date.now(), otherLid)).toBeUndefined();
    expect(findCustomerBySession(emulator.store, 'A'.repeat(32), Date.now())).toBeUndefined();
    expect(findCustomerBySession(emulator.store, undefined, Date.now())).toBeUndefined();
    expect(findCustomerBySession(emulator.store, secret, Date.now() + 3600_000)).toBeUndefined();
    const logout = await fetch(url('/service/login/api/v1/logout'), {
      method: 'POST',
      headers: { ...CSRF, Cookie: `LoginToken=${token}; LoginSession=${secret ?? ''}` },
    });
    expect(logout.status).toBe(200);
    expect(setCookies(logout)).toEqual({ LoginToken: '', LoginSession: '', LongTermToken: '', LongTermSession: '' });
    expect(findCustomerBySession(emulator.store, secret, Date.now())).toBeUndefined();
  });

  it('shows accounts, settings and sessions on the control page', async () => {
    await loggedIn();
    const page = await (await fetch(url('/emulator/'))).text();
    expect(page).toContain('anna@example.com');
    expect(page).toContain('LOGIN_TOKEN_RENEW_AFTER_SECONDS');
    expect(page).toContain('live');
  });

  it('saves settings posted by the control-page form and redirects back', async () => {
    const response = await fetch(url('/emulator/api/login/settings'), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'loginRenewAfterSeconds=5&loginLifetimeSeconds=50&longTermRenewAfterSeconds=100&longTermLifetimeSeconds=200&renewFailure=on&loginFailure=off',
    });
    expect(response.status).toBe(303);
    expect(await (await fetch(url('/emulator/api/login/settings'))).json()).toMatchObject({
      loginRenewAfterSeconds: 5,
      renewFailure: true,
      loginFailure: false,
    });
  });

  it('answers 503 on login while the outage switch is on', async () => {
    await settings({ loginFailure: true });
    expect((await login({ email: 'anna@example.com', password: 'Kaffee123!' })).status).toBe(503);
  });
});
