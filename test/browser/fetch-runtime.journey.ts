import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '../../core/country/country';
import { baseUrl } from './support/browser';

/**
 * The same built server bundle (dist/server/entry.js) that Node serves, on a second Fetch runtime: Deno, from its
 * npm package (the binary ships inside it; nothing is downloaded). Deno's own HTTP server calls the bundle's fetch.
 */
describe('the server bundle on Deno', () => {
  let deno: ChildProcess;
  let origin = '';

  beforeAll(async () => {
    const distDir = resolve(process.env.STOREFRONT_DIST ?? 'dist');
    deno = spawn(resolve('node_modules/.bin/deno'), ['run', '--allow-net', '--allow-env', '--allow-read', 'test/runtime/deno-serve.js'], {
      env: {
        ...process.env,
        SERVICE_BASE_URL: baseUrl(),
        PUBLIC_ORIGIN: 'https://shop.example',
        STOREFRONT_DIST: distDir,
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const port = await new Promise<number>((done, fail) => {
      let text = '';
      const timer = setTimeout(() => fail(new Error(`Deno did not start in 30 s: ${text}`)), 30_000);
      const read = (chunk: Buffer) => {
        text += chunk.toString();
        const found = /PORT (\d+)/.exec(text);
        if (found) {
          clearTimeout(timer);
          done(Number(found[1]));
        }
      };
      deno.stdout?.on('data', read);
      deno.stderr?.on('data', read);
      deno.on('exit', (code) => {
        clearTimeout(timer);
        fail(new Error(`Deno exited (${code}): ${text}`));
      });
    });
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(() => {
    deno.kill('SIGTERM');
  });

  it.each(COUNTRY_CODES)('serves the %s home page with its language, title and full footer', async (code) => {
    const { slug, locale } = COUNTRIES[code];
    const response = await fetch(`${origin}${code === 'DE' ? '/' : `/${slug}/`}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await response.text();
    expect(page).toContain(`<html lang="${locale}" data-country="${code}"`);
    expect(page).toMatch(/<title>Bohne &amp; Haus – [^<]+<\/title>/);
    expect((page.match(/<a [^>]*href="/g) ?? []).length).toBeGreaterThan(25);
  });

  it('answers an unknown path with 404 and a form from another site with 403', async () => {
    expect((await fetch(`${origin}/gibt-es-nicht`)).status).toBe(404);
    const forged = await fetch(`${origin}/subscribenewsletter`, {
      method: 'POST',
      body: 'email=victim%40example.org',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.test' },
    });
    expect(forged.status).toBe(403);
  });
});
