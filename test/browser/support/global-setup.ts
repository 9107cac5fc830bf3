import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startEmulator } from '../../../emulator/server';
import { ensureChromium } from './ensure-chromium';
import { ensureEngines } from './ensure-engines';
import { ensureVarnish } from './ensure-varnish';

/** Waits for the child to print `PORT n`; rejects with its output if it exits or takes over 30 s. */
const portOf = (child: ChildProcess, name: string): Promise<number> =>
  new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`${name} did not start in 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const printed = /PORT (\d+)/.exec(output);
      if (!printed) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      done(Number(printed[1]));
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${name} exited (${code}):\n${output}`));
    });
  });

/**
 * Checks Chromium, Firefox, WebKit, Varnish and the build, then starts the `second-runtime` project's servers: the built server entry on Deno
 * and an emulator (in-memory store, free port) for its services. Their addresses reach the workers through the
 * environment (./fixtures reads them). Each worker of the other projects starts an emulator of its own (./fixtures).
 */
export default async function setup(): Promise<() => Promise<void>> {
  ensureChromium();
  // Firefox and WebKit (the journeys every engine runs).
  ensureEngines();
  // The `behind-cdn` project's CDN (./behind-cdn).
  ensureVarnish();
  // STOREFRONT_DIST lets a developer test another build folder (e.g. `vite build --outDir /tmp/x`).
  const distDir = process.env.STOREFRONT_DIST ?? 'dist';
  if (!existsSync(`${distDir}/index.html`))
    throw new Error(`No production build in ${distDir}/: run \`npm run build\` first (npm test does).`);
  const emulator = await startEmulator({ port: 0, dbPath: null, distDir, config: { previewMode: true } });
  const deno = spawn(
    resolve('node_modules/.bin/deno'),
    ['run', '--allow-net', '--allow-env', '--allow-read', 'test/runtime/deno-shop.js'],
    {
      env: {
        ...process.env,
        SERVICE_BASE_URL: emulator.url,
        SERVICE_ENTRY_TOKEN: emulator.entryToken,
        STOREFRONT_DIST: resolve(distDir),
        NODE_ENV: 'production',
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const denoPort = await portOf(deno, 'Deno').catch(async (error: unknown) => {
    await emulator.close();
    throw error;
  });
  process.env.JOURNEY_EMULATOR_URL = emulator.url;
  process.env.JOURNEY_SECOND_RUNTIME_URL = `http://127.0.0.1:${denoPort}`;
  return async () => {
    deno.kill('SIGTERM');
    await emulator.close();
  };
}
