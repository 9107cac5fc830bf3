// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAddress, createEmulatorApp } from '../../emulator/http';
import { LOGIN_THROTTLE, loginRetryAfter, recordLoginFailure } from '../../emulator/services/login-store';
import { checkRateLimit, RATE_LIMITS, recordAttempt } from '../../emulator/services/newsletter-store';
import { Store } from '../../emulator/store/store';

const NOW = Date.UTC(2026, 10, 25, 12);
const OWNER = '198.51.100.10';

describe('limits per visitor (OWASP: per account and address pair, and per address)', () => {
  it('never locks an account’s owner out because of failures from other addresses', async () => {
    const store = await Store.open(null);
    for (let i = 0; i < 5; i += 1) recordLoginFailure(store, 'anna@example.org', `203.0.113.${i}`, NOW);
    expect(loginRetryAfter(store, 'anna@example.org', OWNER, NOW)).toBe(0);
    // From one address, the pair locks after its allowance; the address itself after its own.
    for (let i = 0; i < LOGIN_THROTTLE.perAccountAndClient; i += 1) recordLoginFailure(store, 'anna@example.org', '203.0.113.99', NOW);
    expect(loginRetryAfter(store, 'anna@example.org', '203.0.113.99', NOW)).toBe(LOGIN_THROTTLE.baseSeconds);
    expect(loginRetryAfter(store, 'anna@example.org', OWNER, NOW)).toBe(0);
    for (let i = 0; i < LOGIN_THROTTLE.perClient; i += 1) recordLoginFailure(store, `guess${i}@example.org`, '203.0.113.50', NOW);
    expect(loginRetryAfter(store, 'new@example.org', '203.0.113.50', NOW)).toBeGreaterThan(0);
  });

  it('never blocks someone’s own sign-up because others signed their address up', async () => {
    const store = await Store.open(null);
    for (let i = 0; i < 10; i += 1) recordAttempt(store, 'anna@example.org', `203.0.113.${i}`, NOW);
    expect(checkRateLimit(store, 'anna@example.org', OWNER, NOW)).toEqual({ allowed: true });
    for (let i = 0; i < RATE_LIMITS.perAddressAndClient; i += 1) recordAttempt(store, 'anna@example.org', '203.0.113.99', NOW);
    expect(checkRateLimit(store, 'anna@example.org', '203.0.113.99', NOW)).toMatchObject({ allowed: false, scope: 'address' });
    expect(checkRateLimit(store, 'anna@example.org', OWNER, NOW)).toEqual({ allowed: true });
  });

  it('trusts a forwarded visitor address only beside the storefront server’s entry token', async () => {
    const app = createEmulatorApp(() => 'http://127.0.0.1:1', 'entry-secret');
    app.get('/who', (c) => c.text(clientAddress(c)));
    const who = async (headers: Record<string, string>) =>
      (await app.request('http://127.0.0.1:1/who', { headers: { Host: '127.0.0.1:1', ...headers } })).text();
    expect(await who({ 'X-Forwarded-For': '203.0.113.7', 'X-Storefront-Entry': 'entry-secret' })).toBe('203.0.113.7');
    expect(await who({ 'X-Forwarded-For': '203.0.113.7', 'X-Storefront-Entry': 'guessed' })).toBe('unknown');
    expect(await who({ 'X-Forwarded-For': '203.0.113.7' })).toBe('unknown');
  });
});
