// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Store } from '../../emulator/store/store';
import { signUpLoad, startChild, stopChild } from '../load/signup-load';

const dir = mkdtempSync(join(tmpdir(), 'emulator-crash-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('emulator store under kill -9', () => {
  it('loses no acknowledged sign-up and stays sound across three kill -9 rounds during a sign-up load', async () => {
    const db = join(dir, 'store.sqlite');
    const acknowledged: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const child = await startChild(db);
      let killed = false;
      let enough: () => void = () => undefined;
      const midLoad = new Promise<void>((done) => {
        enough = done;
        setTimeout(done, 6000);
      });
      const load = signUpLoad(child.url, {
        concurrency: 12,
        maxRequests: 5000,
        maxSeconds: 10,
        prefix: `round${round}`,
        stop: () => killed,
        onAcknowledged: (count) => {
          if (count >= 40) enough();
        },
      });
      // Kill mid-load: once some sign-ups were acknowledged, with a dozen requests still in flight.
      await midLoad;
      await stopChild(child, 'SIGKILL');
      killed = true;
      const result = await load;
      expect(result.acknowledged.length).toBeGreaterThan(0);
      acknowledged.push(...result.acknowledged);
    }
    const store = await Store.open(db);
    try {
      expect(store.integrityCheck()).toBe('ok');
      const stored = new Set(
        store.all("SELECT email FROM newsletter_subscribers WHERE email LIKE '%@load.example'").map((row) => String(row.email)),
      );
      expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    } finally {
      store.close();
    }
  }, 30_000);
});
