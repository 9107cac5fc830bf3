// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';

// The emulator may hash only through the thread pool's scrypt: the synchronous one is made to fail, the async one counted.
const hashing = vi.hoisted(() => ({ asyncCalls: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = ((...args: Parameters<typeof crypto.scrypt>) => {
    hashing.asyncCalls += 1;
    return (crypto.scrypt as (...rest: unknown[]) => void)(...args);
  }) as typeof crypto.scrypt;
  const scryptSync = () => {
    throw new Error('scryptSync would block the event loop');
  };
  return { ...crypto, default: { ...crypto, scrypt, scryptSync }, scrypt, scryptSync };
});

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

describe('login service emulator: throttling, hashing off the event loop, HttpOnly session secret', () => {
  let emulator: RunningEmulator;
  beforeEach(async () => {
    emulator = await startEmulator({ port: 0, dbPath: null });
  });
  afterEach(async () => {
    await emulator.close();
  });

  const login = (email: string, password: string) =>
    fetch(`${emulator.url}/service/login/api/v1/login`, { method: 'POST', headers: HEADERS, body: JSON.stringify({ email, password }) });
  const advanceSeconds = (seconds: number) =>
    fetch(`${emulator.url}/emulator/api/clock/advance`, { method: 'POST', body: JSON.stringify({ days: seconds / 86_400 }) });

  it('locks an account after 5 failed sign-ins, even for the right password, with 429 JSON and Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('anna@example.com', `wrong-${i}`)).status).toBe(401);
    const locked = await login('Anna@Example.com', 'Kaffee123!');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(30);
    expect(await locked.json()).toMatchObject({ type: 'urn:login:too_many_attempts', retryAfterSeconds: 30 });
    // Another account from the same client is not locked.
    expect((await login('ben@example.com', 'Bohne2024!')).status).toBe(200);
    await advanceSeconds(31);
    expect((await login('anna@example.com', 'Kaffee123!')).status).toBe(200);
  });

  it('doubles the lock with every further failure (backoff), and forgets after a success', async () => {
    for (let i = 0; i < 5; i += 1) await login('ben@example.com', 'nope');
    await advanceSeconds(31);
    expect((await login('ben@example.com', 'nope')).status).toBe(401);
    expect((await login('ben@example.com', 'Bohne2024!')).headers.get('retry-after')).toBe('60');
    await advanceSeconds(61);
    expect((await login('ben@example.com', 'Bohne2024!')).status).toBe(200);
    expect((await login('ben@example.com', 'nope')).status).toBe(401);
    expect((await login('ben@example.com', 'Bohne2024!')).status).toBe(200);
  });

  it('locks a client address after 20 failed sign-ins over any accounts', async () => {
    for (let i = 0; i < 20; i += 1) expect((await login(`guess${i}@example.com`, 'x')).status).toBe(401);
    const locked = await login('zsofia@example.com', 'Kave2024!');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    await fetch(`${emulator.url}/emulator/api/login/throttle/reset`, { method: 'POST' });
    expect((await login('zsofia@example.com', 'Kave2024!')).status).toBe(200);
  });

  it("hashes passwords off the event loop: twelve concurrent sign-ins each run the thread pool's scrypt, never the blocking one", async () => {
    const accounts = [
      ['anna@example.com', 'Kaffee123!'],
      ['ben@example.com', 'Bohne2024!'],
      ['zsofia@example.com', 'Kave2024!'],
    ] as const;
    const before = hashing.asyncCalls;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const [email, password] = accounts[i % 3] ?? accounts[0];
        return login(email, password);
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(hashing.asyncCalls - before).toBe(12);
  });

  it('keeps the session secret in an HttpOnly, SameSite=Lax cookie; the readable LoginToken has only exp, ren and lid', async () => {
    const response = await login('anna@example.com', 'Kaffee123!');
    const lines = response.headers.getSetCookie();
    const readable = lines.find((line) => line.startsWith('LoginToken=')) ?? '';
    const secret = lines.find((line) => line.startsWith('LoginSession=')) ?? '';
    expect(secret).toMatch(/^LoginSession=[\w-]{32}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    expect(readable).not.toMatch(/HttpOnly/);
    const value = readable.split(';')[0]?.slice('LoginToken='.length) ?? '';
    expect(Object.keys(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as object).sort()).toEqual(['exp', 'lid', 'ren']);
    // The readable token alone opens nothing.
    const renew = (cookie: string) => fetch(`${emulator.url}/service/login/api/v1/longtermtoken`, { headers: { Cookie: cookie } });
    expect((await renew(`LoginToken=${value}`)).status).toBe(401);
    const longTerm = await renew(`LoginToken=${value}; ${secret.split(';')[0] ?? ''}`);
    expect(longTerm.status).toBe(200);
    expect(longTerm.headers.getSetCookie().find((line) => line.startsWith('LongTermSession='))).toMatch(/HttpOnly; SameSite=Lax/);
  });
});
