import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };
const JSON_CSRF = { ...CSRF, 'Content-Type': 'application/json' };

/** The cookies a response sets: name -> { value, attributes }. */
const setCookies = (response: Response): Record<string, { value: string; attributes: string }> =>
  Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      return [pair.slice(0, index), { value: pair.slice(index + 1), attributes: attributes.join(';') }];
    }),
  );

describe('staff preview service emulator', () => {
  let emulator: RunningEmulator;
  const url = (path: string) => `${emulator.url}${path}`;
  const signIn = async (): Promise<string> => {
    const response = await fetch(url('/emulator/api/staff/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'staff', password: 'preview123' }),
    });
    expect(response.status).toBe(200);
    return setCookies(response).StaffAuthToken?.value ?? '';
  };
  const get = (path: string, token?: string) => fetch(url(path), { headers: token ? { Cookie: `StaffAuthToken=${token}` } : {} });
  const applyToken = (token: string | undefined, query: string, body: unknown, headers: Record<string, string> = JSON_CSRF) =>
    fetch(url(`/service/preview/api/token?${query}`), {
      method: 'POST',
      headers: { ...headers, ...(token ? { Cookie: `StaffAuthToken=${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const setFailing = (failing: boolean) =>
    fetch(url('/emulator/api/preview/failures'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ failing }),
    });

  beforeEach(async () => {
    emulator = await startEmulator({ port: 0, dbPath: null });
  });
  afterEach(async () => {
    await emulator.close();
  });

  it('signs staff in with an HttpOnly StaffAuthToken holding a random session id, plus a script-readable marker', async () => {
    const response = await fetch(url('/emulator/api/staff/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'username=staff&password=preview123',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    const cookies = setCookies(response);
    expect(cookies.StaffAuthToken?.value).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(cookies.StaffAuthToken?.attributes).toMatch(/HttpOnly/);
    expect(cookies.StaffAuthPresent?.value).toBe('1');
    expect(cookies.StaffAuthPresent?.attributes).not.toMatch(/HttpOnly/);
    expect(await signIn()).not.toBe(cookies.StaffAuthToken?.value);
  });

  it('refuses wrong staff credentials without setting a cookie, and incomplete input with 400', async () => {
    const wrong = await fetch(url('/emulator/api/staff/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'staff', password: 'nope' }),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const missing = await fetch(url('/emulator/api/staff/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(missing.status).toBe(400);
    expect((await missing.json()) as unknown).toMatchObject({ type: 'urn:preview:bad_request' });
  });

  it('confirms a live session on checkauth and rejects a forged or missing one', async () => {
    const token = await signIn();
    const ok = await get('/service/preview/api/auth/checkauth', token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'SUCCESS', dateTime: null, abTestName: null, abTestGroup: null });
    const forged = await get('/service/preview/api/auth/checkauth', 'forged-session-id');
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ status: 'UNAUTHORIZED' });
    expect((await get('/service/preview/api/auth/checkauth')).status).toBe(401);
  });

  it('accepts the same session under the admin cookie name', async () => {
    const token = await signIn();
    const response = await fetch(url('/service/preview/api/auth/checkauth'), { headers: { Cookie: `AdminAuthToken=${token}` } });
    expect(((await response.json()) as { status: string }).status).toBe('SUCCESS');
  });

  it('expires a session after 30 minutes unless it is renewed', async () => {
    const kept = await signIn();
    const dropped = await signIn();
    await fetch(url('/emulator/api/clock/advance'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ days: 20 / 1440 }),
    });
    expect((await get('/service/preview/api/auth/login/renew', kept)).status).toBe(200);
    await fetch(url('/emulator/api/clock/advance'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ days: 20 / 1440 }),
    });
    expect((await get('/service/preview/api/auth/checkauth', kept)).status).toBe(200);
    expect((await get('/service/preview/api/auth/checkauth', dropped)).status).toBe(401);
    expect((await get('/service/preview/api/auth/login/renew', dropped)).status).toBe(401);
  });

  it('ends the session on logout and clears both cookies', async () => {
    const token = await signIn();
    const response = await get('/service/preview/api/auth/logout', token);
    expect(response.status).toBe(200);
    const cookies = setCookies(response);
    expect(cookies.StaffAuthToken?.attributes).toMatch(/Max-Age=0/);
    expect(cookies.StaffAuthPresent?.attributes).toMatch(/Max-Age=0/);
    expect((await get('/service/preview/api/auth/checkauth', token)).status).toBe(401);
  });

  it('stores the preview date and A/B override of a token call, which checkauth then reports', async () => {
    const token = await signIn();
    const response = await applyToken(token, 'test=christmas-teaser&group=snow', { previewDateTime: '2026-12-24T09:00:00.000Z' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'SUCCESS' });
    expect(await (await get('/service/preview/api/auth/checkauth', token)).json()).toEqual({
      status: 'SUCCESS',
      dateTime: '2026-12-24T09:00:00.000Z',
      abTestName: 'christmas-teaser',
      abTestGroup: 'snow',
    });
    expect(await (await applyToken(token, 'test=&group=', { previewDateTime: '2031-03-01T10:00:00+01:00' })).json()).toEqual({
      status: 'SUCCESS',
    });
    expect(await (await get('/service/preview/api/auth/checkauth', token)).json()).toEqual({
      status: 'SUCCESS',
      dateTime: '2031-03-01T09:00:00.000Z',
      abTestName: null,
      abTestGroup: null,
    });
  });

  it.each([
    ['a date that is not ISO', 'test=&group=', { previewDateTime: '24.12.2026' }],
    ['no body', 'test=&group=', null],
    ['a test without a group', 'test=christmas-teaser&group=', { previewDateTime: '2026-12-24T09:00:00Z' }],
    ['a test not active at the date', 'test=christmas-teaser&group=snow', { previewDateTime: '2026-07-01T09:00:00Z' }],
    ['a group the test does not have', 'test=christmas-teaser&group=rain', { previewDateTime: '2026-12-24T09:00:00Z' }],
  ])('answers BAD_REQUEST for %s', async (_name, query, body) => {
    const response = await applyToken(await signIn(), query, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 'BAD_REQUEST', type: 'urn:preview:bad_request' });
  });

  it('answers UNAUTHORIZED to a token call without a session and 403 without the CSRF marker', async () => {
    const anonymous = await applyToken(undefined, 'test=&group=', { previewDateTime: '2026-12-24T09:00:00Z' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ status: 'UNAUTHORIZED' });
    const noMarker = await applyToken(
      await signIn(),
      'test=&group=',
      { previewDateTime: '2026-12-24T09:00:00Z' },
      { 'Content-Type': 'application/json' },
    );
    expect(noMarker.status).toBe(403);
  });

  it('answers INTERNAL_ERROR from the token service while the control page switch says failing', async () => {
    const token = await signIn();
    expect((await setFailing(true)).status).toBe(200);
    const response = await applyToken(token, 'test=&group=', { previewDateTime: '2026-12-24T09:00:00Z' });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ status: 'INTERNAL_ERROR' });
    await setFailing(false);
    expect((await applyToken(token, 'test=&group=', { previewDateTime: '2026-12-24T09:00:00Z' })).status).toBe(200);
  });

  it('offers a staff sign-in form and the failure switch on the control page', async () => {
    const page = await (await fetch(url('/emulator/'))).text();
    expect(page).toContain('action="/emulator/api/staff/login"');
    expect(page).toContain('action="/emulator/api/preview/failures"');
    expect(page).toContain('Make them fail');
  });

  it('flips the failure switch from the control-page form and rejects a bad value', async () => {
    const form = await fetch(url('/emulator/api/preview/failures'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'failing=on',
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect(await (await fetch(url('/emulator/'))).text()).toContain('Make them work again');
    expect(
      (
        await fetch(url('/emulator/api/preview/failures'), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"failing":"maybe"}',
        })
      ).status,
    ).toBe(400);
  });
});
