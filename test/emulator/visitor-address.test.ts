// @vitest-environment node
import { postFrom } from '../support/post-from';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PATHS } from '../../core/session/login-paths';
import { trustedProxiesFrom } from '../../emulator/http';
import { storefrontOriginsFrom } from '../../emulator/module';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { LOGIN_THROTTLE, SEEDED_CUSTOMERS } from '../../emulator/services/login-store';
import { RATE_LIMITS } from '../../emulator/services/newsletter-store';
import { allTextsShown } from './support/legal-texts-shown';

// The services behind a CDN (docs/deployment.md): the CDN at 127.0.0.1 sets X-Forwarded-For to the visitor's address,
// and the services read it only from there. Other clients connect from other loopback addresses (Linux routes all of
// 127.0.0.0/8 to this machine), so "from the CDN" and "around it" are two real connections.
const CDN = '127.0.0.1';
const SHOP = 'https://shop.example';
const [ANNA] = SEEDED_CUSTOMERS;

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({
    port: 0,
    dbPath: null,
    config: {
      storefrontOrigins: storefrontOriginsFrom({ PUBLIC_ORIGIN: SHOP, STOREFRONT_ADDRESSES: '{"at":"https://shop.example.at/"}' }),
      trustedProxies: trustedProxiesFrom(CDN),
    },
  });
});
afterAll(() => emulator.close());

/** A POST to the services from `from` (a loopback address), with the headers given; its status. */
const post = (from: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<number> =>
  postFrom(from, emulator.url, path, body, headers);

const signIn = (from: string, password: string, forwardedFor?: string) =>
  post(from, LOGIN_PATHS.login, { email: ANNA?.email, password }, forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor });

const signUp = (from: string, email: string, headers: Record<string, string> = {}) =>
  post(
    from,
    '/service/newsletter/api/internal/newsletter-subscribers',
    { email, consents: [], origin: 'onsite', originAddition: 'subsite', legalTextsShown: allTextsShown('DE') },
    { 'X-Site': 'DE', ...headers },
  );

describe('the visitor’s address behind the CDN (SERVICE_TRUSTED_PROXIES)', () => {
  it('counts each visitor the CDN names on its own: one visitor’s failed sign-ins never lock out another', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perClient + 1; i += 1) await signIn(CDN, 'wrong', '198.51.100.1');
    expect(await signIn(CDN, 'wrong', '198.51.100.1')).toBe(429);
    expect(await signIn(CDN, ANNA?.password ?? '', '198.51.100.2')).toBe(200);
  });

  it('ignores an X-Forwarded-For from an address that is not the CDN’s: a forged header neither escapes a lockout nor causes one', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perClient + 1; i += 1) await signIn('127.0.0.2', 'wrong', '198.51.100.3');
    // The lock is the forger's own, whatever address it writes next.
    expect(await signIn('127.0.0.2', ANNA?.password ?? '', '198.51.100.4')).toBe(429);
    // The visitor it named is not locked out through the CDN.
    expect(await signIn(CDN, ANNA?.password ?? '', '198.51.100.3')).toBe(200);
  });

  it('reads the CDN’s header from the right: what a client wrote before the CDN’s own entry is not the visitor', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.perClient + 1; i += 1) await signIn(CDN, 'wrong', '198.51.100.6, 198.51.100.5');
    expect(await signIn(CDN, ANNA?.password ?? '', '198.51.100.6')).toBe(200);
    expect(await signIn(CDN, ANNA?.password ?? '', '198.51.100.5')).toBe(429);
  });

  it('limits sign-ups per visitor the CDN names, not per CDN', async () => {
    for (let i = 0; i < RATE_LIMITS.perClient; i += 1) await signUp(CDN, `script${i}@example.org`, { 'X-Forwarded-For': '198.51.100.7' });
    expect(await signUp(CDN, 'one-more@example.org', { 'X-Forwarded-For': '198.51.100.7' })).toBe(429);
    expect(await signUp(CDN, 'shopper@example.org', { 'X-Forwarded-For': '198.51.100.8' })).toBe(201);
  });
});

describe('the shop’s own origins (PUBLIC_ORIGIN, STOREFRONT_ADDRESSES)', () => {
  it('accepts a sign-up from the shop’s public pages and refuses any other site’s', async () => {
    const from = (origin: string) => ({ Origin: origin, 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': '198.51.100.9' });
    expect(await signUp(CDN, 'public@example.org', from(SHOP))).toBe(201);
    expect(await signUp(CDN, 'austria@example.org', from('https://shop.example.at'))).toBe(201);
    expect(await signUp(CDN, 'elsewhere@example.org', from('https://evil.example'))).toBe(403);
  });
});
