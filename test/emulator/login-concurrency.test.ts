// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_PATHS } from '../../core/session/login-paths';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { LOGIN_THROTTLE, SEEDED_CUSTOMERS } from '../../emulator/services/login-store';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, dbPath: null });
});
afterAll(() => emulator.close());

const signIn = (email: string, password: string) =>
  fetch(`${emulator.url}${LOGIN_PATHS.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ email, password }),
  }).then((response) => response.status);

describe('sign-in throttling under concurrent guesses', () => {
  it('checks no more passwords for guesses sent at once than for the same guesses one after another', async () => {
    const email = SEEDED_CUSTOMERS[1]?.email ?? '';
    const statuses = await Promise.all(Array.from({ length: 21 }, () => signIn(email, 'wrong')));
    expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_THROTTLE.perAccountAndClient);
    expect(statuses.filter((status) => status === 429)).toHaveLength(21 - LOGIN_THROTTLE.perAccountAndClient);
    expect(await signIn(email, 'wrong')).toBe(429);
  });

  it('still lets the right password in when no guesses are running', async () => {
    const [anna] = SEEDED_CUSTOMERS;
    expect(await Promise.all([signIn(anna?.email ?? '', anna?.password ?? ''), signIn(anna?.email ?? '', anna?.password ?? '')])).toEqual([
      200, 200,
    ]);
  });
});
