// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';

// A stand-in for the built server bundle (dist/server/entry.js), mounted by the emulator like the real
// one: its app keeps the footer's status for as long as its configuration says, as the product's footer cache does.
const STAND_IN_BUNDLE = `
let apps = 0;
export const clientAssets = { indexHtml: '<!doctype html>', localePreload: () => [] };
export const serverConfigFrom = (env) => ({ serviceBaseUrl: env.SERVICE_BASE_URL, footerCacheMs: Number(env.FOOTER_CACHE_SECONDS ?? 60) * 1000 });
export const createStorefrontApp = ({ config }) => {
  apps += 1;
  const app = apps;
  let footer;
  return {
    fetch: async () => {
      footer ??= (await fetch(config.serviceBaseUrl + '/service/promotion/api/promotion/SHOP_FOOTER')).status;
      return new Response(JSON.stringify({ app, footer, footerCacheMs: config.footerCacheMs }), {
        headers: { 'Content-Type': 'application/json' },
      });
    },
  };
};
`;

describe('the storefront mounted by the emulator keeps its caches until the emulator changes', () => {
  const dist = mkdtempSync(join(tmpdir(), 'emulator-dist-'));
  let emulator: RunningEmulator;
  beforeAll(async () => {
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'server/entry.js'), STAND_IN_BUNDLE);
    // An ES module, as the real bundle is under the project's package.json.
    writeFileSync(join(dist, 'package.json'), '{"type":"module"}');
    emulator = await startEmulator({ port: 0, dbPath: null, distDir: dist });
  });
  afterAll(async () => {
    await emulator.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async () =>
    (await (await fetch(`${emulator.url}/`, { headers: { Accept: 'text/html' } })).json()) as {
      app: number;
      footer: number;
      footerCacheMs: number;
    };
  const setFooterMode = async (mode: string) => {
    const response = await fetch(`${emulator.url}/emulator/api/footer/mode`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode }),
    });
    expect(response.status).toBe(200);
  };

  it('runs the footer cache as in production, and a control call drops it before the next page', async () => {
    const first = await page();
    expect(first).toEqual({ app: first.app, footer: 200, footerCacheMs: 60_000 });
    // Cached: the same app answers from what it kept.
    expect(await page()).toEqual(first);

    await setFooterMode('error');
    const afterOutage = await page();
    expect(afterOutage.footer).toBe(503);
    expect(afterOutage.app).toBeGreaterThan(first.app);

    await setFooterMode('normal');
    expect((await page()).footer).toBe(200);
  });

  it('keeps the caches when a control call changed nothing (a refused one)', async () => {
    const before = await page();
    const refused = await fetch(`${emulator.url}/emulator/api/footer/mode`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode: 'nonsense' }),
    });
    expect(refused.status).toBe(400);
    expect((await page()).app).toBe(before.app);
  });
});
