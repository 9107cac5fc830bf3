// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '../../../core/country/country';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { BUN, NODE_RUNTIMES, WORKERD, runtimeBinary } from '../../runtime/runtimes';

/**
 * The built dist/server/entry.js, unchanged, on every runtime README names (issue 24): Node 20, 22, 24 and 26 through
 * @hono/node-server, Deno.serve, Bun.serve and workerd (Cloudflare's Workers runtime) with composition/server/workerd.capnp.
 * Each serves the nine storefronts, a 404, a no-JavaScript sign-up and the `?country=` redirect, against the emulator's
 * services. The runtimes come from the npm registry, pinned (test/runtime/runtimes.ts).
 */
const SHOP = 'https://shop.example';
const DIST = resolve(process.env.STOREFRONT_DIST ?? 'dist');

const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

interface Served {
  readonly origin: string;
  readonly process: ChildProcess;
}

/** Starts a runtime and waits until it answers; `port` is printed by the serve script, or chosen here (workerd). */
const serve = async (command: string, args: string[], env: Record<string, string>, fixedPort?: number): Promise<Served> => {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const port = await new Promise<number>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${command} did not start in 30 s:\n${output}`)), 30_000);
    const ready = (port: number) => {
      clearTimeout(timer);
      done(port);
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const printed = /PORT (\d+)/.exec(output);
      if (printed) ready(Number(printed[1]));
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${command} exited (${code}):\n${output}`));
    });
    if (fixedPort !== undefined) {
      // workerd prints nothing when it listens: ask until it answers.
      const poll = () =>
        fetch(`http://127.0.0.1:${fixedPort}/robots.txt`).then(
          () => ready(fixedPort),
          () => setTimeout(poll, 100),
        );
      poll();
    }
  });
  child.removeAllListeners('exit');
  return { origin: `http://127.0.0.1:${port}`, process: child };
};

const config = (emulator: RunningEmulator) => ({
  SERVICE_BASE_URL: emulator.url,
  PUBLIC_ORIGIN: SHOP,
  SERVICE_ENTRY_TOKEN: emulator.entryToken,
  // Set, if empty: workerd.capnp binds each from the environment, and an unset one would arrive as the text "null".
  SERVICE_ENTRY_TOKEN_OPTIONAL: '',
  TRUSTED_PROXIES: '',
  CLIENT_ADDRESS_HEADER: '',
  STOREFRONT_DIST: DIST,
  NODE_ENV: 'production',
});

type Start = (emulator: RunningEmulator) => Promise<Served>;

const RUNTIMES: ReadonlyArray<readonly [string, Start]> = [
  ...NODE_RUNTIMES.map((runtime): readonly [string, Start] => [
    runtime.name,
    (emulator) => serve(runtimeBinary(runtime), ['test/runtime/node-serve.mjs'], config(emulator)),
  ]),
  [
    'Deno',
    (emulator) =>
      serve(resolve('node_modules/.bin/deno'), ['run', '--allow-net', '--allow-env', '--allow-read', 'test/runtime/deno-serve.js'], {
        ...config(emulator),
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
      }),
  ],
  [BUN.name, (emulator) => serve(runtimeBinary(BUN), ['test/runtime/bun-serve.js'], config(emulator))],
  [
    WORKERD.name,
    async (emulator) => {
      const port = await freePort();
      return serve(
        runtimeBinary(WORKERD),
        ['serve', 'composition/server/workerd.capnp', '--socket-addr', `http=127.0.0.1:${port}`],
        config(emulator),
        port,
      );
    },
  ],
];

describe.each(RUNTIMES)('the server bundle on %s', (name, start) => {
  let emulator: RunningEmulator;
  let served: Served;

  beforeAll(async () => {
    if (!existsSync(`${DIST}/server/entry.js`)) throw new Error(`No build in ${DIST}: run npm run build first (npm test does).`);
    emulator = await startEmulator({ port: 0, dbPath: null, distDir: DIST, config: { previewMode: true } });
    served = await start(emulator);
  }, 60_000);
  afterAll(async () => {
    served?.process.kill('SIGTERM');
    await emulator?.close();
  });

  it('serves the nine storefronts, each in its language with its footer', async () => {
    for (const code of COUNTRY_CODES) {
      const { slug, locale } = COUNTRIES[code];
      const response = await fetch(`${served.origin}${code === 'DE' ? '/' : `/${slug}/`}`);
      expect(response.status, `${name} ${code}`).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      const page = await response.text();
      expect(page).toContain(`<html lang="${locale}" data-country="${code}"`);
      expect(page).toMatch(/<title>Bohne &amp; Haus – [^<]+<\/title>/);
      // The footer's content links (spec 5): dozens on every storefront, none when the content could not load.
      expect((page.match(/href="/g) ?? []).length, `${name} ${code} footer links`).toBeGreaterThan(25);
    }
  });

  it('answers an unknown path with 404 and redirects ?country= to the storefront address', async () => {
    const missing = await fetch(`${served.origin}/gibt-es-nicht`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<html lang="de-DE"');
    const redirect = await fetch(`${served.origin}/?country=hu`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/hu/');
  });

  it('signs up without JavaScript: the legal texts first, then the double opt-in mail', async () => {
    const email = `${name.replace(/\W/g, '').toLowerCase()}@example.org`;
    const post = (texts: readonly string[]) =>
      fetch(`${served.origin}/subscribenewsletter`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SHOP },
        body: new URLSearchParams([
          ...Object.entries({ _form: 'newsletter-signup', originAddition: 'subsite', email, homepage: '' }),
          ...texts.map((text) => ['legalTextsShown', text]),
        ]),
      });
    const review = await post([]);
    expect(review.status).toBe(200);
    const form = await review.text();
    expect(form).toContain('name="legalTextsShown" value="MINIMUM_AGE"');
    expect(form).toContain('name="legalTextsShown" value="PRIVACY_HINT"');
    // A post that lists the age text but not the privacy hint: the service refuses it, the page asks to read the texts.
    const refused = await post(['MINIMUM_AGE']);
    expect(await refused.text()).toContain('Bitte lesen Sie zuerst die Hinweise zum Newsletter');
    const done = await post(['LEGAL_NOTICE', 'MINIMUM_AGE', 'PRIVACY_HINT']);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(email);
    const outbox = (await (await fetch(`${emulator.url}/emulator/api/outbox?recipient=${encodeURIComponent(email)}`)).json()) as unknown[];
    expect(outbox).toHaveLength(1);
    const forged = await fetch(`${served.origin}/subscribenewsletter`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.test' },
      body: new URLSearchParams({ _form: 'newsletter-signup', legalTextsShown: 'MINIMUM_AGE', email: 'victim@example.org' }),
    });
    expect(forged.status).toBe(403);
  });
});
