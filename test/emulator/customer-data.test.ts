import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';

describe('emulated customer front-end data (psdata)', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, dbPath: null });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('answers an anonymous visitor with no newsletter status', async () => {
    const response = await fetch(`${emulator.url}/service/customerfrontenddata/api/v1/psdata`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ loggedIn: false, newsletterStatus: 'NONE' });
  });

  it('refuses a request without the CSRF marker header with a typed 403', async () => {
    const response = await fetch(`${emulator.url}/service/customerfrontenddata/api/v1/psdata`);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { type: string }).type).toBe('urn:customerdata:csrf');
  });

  it('answers an unknown service path with a typed 404 and a wrong method with 405', async () => {
    expect((await fetch(`${emulator.url}/service/nothing/here`)).status).toBe(404);
    const wrong = await fetch(`${emulator.url}/service/customerfrontenddata/api/v1/psdata`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
  });

  it('answers a malformed JSON body with a typed 400, not a crash', async () => {
    const response = await fetch(`${emulator.url}/emulator/api/clock/advance`, {
      method: 'POST',
      body: '{not json',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { type: string }).type).toBe('urn:emulator:malformed_json');
  });
});
