import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { trustedProxiesFrom } from '../../../emulator/http';
import { storefrontOriginsFrom } from '../../../emulator/module';
import { startPartnerPage } from '../../../emulator/pages/partner-page';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import { ensureVarnish, VARNISHD_PATH } from './ensure-varnish';

const VARNISHSTAT_PATH = process.env.VARNISHSTAT_PATH ?? '/usr/bin/varnishstat';

/** One page the entry rendered, as its log line says (LOG_DEBUG=1: "Rendered a page."). */
export interface RenderLine {
  readonly page: string;
  readonly cache: string;
  readonly build: string;
}

/** The shop as docs/deployment.md deploys it: Varnish with deploy/varnish/storefront.vcl, the built entry on Node, the services. */
export interface CdnStack {
  /** Varnish: the shop's public origin. */
  readonly url: string;
  /** The entry itself, behind Varnish. */
  readonly entryUrl: string;
  readonly emulator: RunningEmulator;
  /** A partner's page (another origin) embedding the newsletter widget from the shop's public origin, Varnish. */
  readonly partnerUrl: string;
  /** The environment the entry runs with (the caching policy's durations come from it). */
  readonly entryEnv: Readonly<Record<string, string>>;
  /** Every page the entry rendered so far. */
  readonly renders: readonly RenderLine[];
  /** Varnish's counters now (varnishstat -1), by name, e.g. `MAIN.n_object`: how many objects it holds. */
  counters(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => done(port));
    });
  });

/** Resolves once a child prints a line matching `ready`; rejects with its output if it exits or takes over 30 s. */
const started = (child: ChildProcess, name: string, ready: RegExp, onLine: (line: string) => void = () => undefined) =>
  new Promise<RegExpExecArray>((done, fail) => {
    let output = '';
    let buffered = '';
    let found: RegExpExecArray | undefined;
    const timer = setTimeout(() => fail(new Error(`${name} did not start in 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      const text = chunk.toString();
      if (!found) output += text;
      buffered += text;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      lines.forEach(onLine);
      const match = found ? undefined : ready.exec(output);
      if (!match) return;
      found = match;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      done(match);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${name} exited (${code}):\n${output}`));
    });
  });

/** Varnish's `thread_pool_min`: the concurrent connections one pool serves without starting threads (docs/deployment.md). */
export const VARNISH_THREADS_PER_POOL = 250;

/** Waits until something answers HTTP on the address (Varnish prints nothing when its listener is up). */
const answering = async (url: string): Promise<void> => {
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((wake) => setTimeout(wake, 100));
    }
  }
};

const stopped = (child: ChildProcess): Promise<void> =>
  new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });

/**
 * Starts the stack of the `behind-cdn` journeys: an emulator for the services (in-memory store, free port, Varnish's
 * address trusted for the visitor's and the shop's public origin its pages' own), the built
 * entry on Node (test/runtime/node-shop.mjs: page cache on at its default, the services' entry token, the connection
 * passed on, one proxy hop), and in front of it varnishd (unprivileged worker, its own directory, a free port,
 * malloc storage) running deploy/varnish/storefront.vcl with the two backend addresses filled in.
 */
export const startCdnStack = async (
  distDir: string,
  /** Settings a shop may give the entry (docs/deployment.md), beyond the deployment's own. */
  settings: Readonly<Record<string, string>> = {},
  /**
   * varnishd's environment (the VCL reads STOREFRONT_MISSES_PER_MINUTE). Every visitor of the journeys connects from
   * 127.0.0.1, so by default one address may make many new objects, as a shop sets it when its visitors share an
   * address; the key-inflation test runs the shipped limit.
   */
  cdnEnv: Readonly<Record<string, string>> = { STOREFRONT_MISSES_PER_MINUTE: '100000' },
): Promise<CdnStack> => {
  ensureVarnish();
  const cdnPort = await freePort();
  const url = `http://127.0.0.1:${cdnPort}`;
  // The services as docs/deployment.md configures them behind the CDN: the shop's public origin is their pages' own
  // (PUBLIC_ORIGIN, STOREFRONT_ADDRESSES), and Varnish's address is the one whose X-Forwarded-For names the visitor.
  const services = { PUBLIC_ORIGIN: url, STOREFRONT_ADDRESSES: settings.STOREFRONT_ADDRESSES, SERVICE_TRUSTED_PROXIES: '127.0.0.1' };
  const partner = await startPartnerPage({ host: '127.0.0.1', port: 0, shop: url });
  const emulator = await startEmulator({
    port: 0,
    dbPath: null,
    distDir,
    config: {
      previewMode: true,
      embeddingOrigins: [partner.url],
      storefrontOrigins: storefrontOriginsFrom(services),
      publicOrigin: services.PUBLIC_ORIGIN,
      trustedProxies: trustedProxiesFrom(services.SERVICE_TRUSTED_PROXIES),
    },
  });
  const children: ChildProcess[] = [];
  const workdir = mkdtempSync(join(tmpdir(), 'storefront-cdn-'));
  // Varnish's worker runs as its own unprivileged user and reads the compiled VCL from here.
  chmodSync(workdir, 0o755);
  // A worker that ends without its teardown leaves no varnishd or entry behind.
  const orphans = () => children.forEach((child) => child.kill('SIGKILL'));
  process.once('exit', orphans);
  const close = async () => {
    process.off('exit', orphans);
    await Promise.all(children.map(stopped));
    await emulator.close();
    await partner.close();
    rmSync(workdir, { recursive: true, force: true });
  };
  try {
    const entryEnv = {
      SERVICE_BASE_URL: emulator.url,
      PUBLIC_ORIGIN: url,
      SERVICE_ENTRY_TOKEN: emulator.entryToken,
      TRUSTED_PROXIES: '127.0.0.1',
      NEWSLETTER_EMBEDDING_ORIGINS: partner.url,
      LOG_DEBUG: '1',
      STOREFRONT_DIST: resolve(distDir),
      NODE_ENV: 'production',
      ...settings,
    };
    // Only what a deployment sets: nothing of the test runner's own configuration reaches the entry.
    const { PATH, HOME } = process.env;
    const entry = spawn(process.execPath, ['test/runtime/node-shop.mjs'], {
      env: { PATH, HOME, ...entryEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(entry);
    const renders: RenderLine[] = [];
    const entryPort = Number(
      (
        await started(entry, 'The entry', /PORT (\d+)/, (line) => {
          if (!line.includes('"Rendered a page."')) return;
          const { detail } = JSON.parse(line) as { detail: RenderLine };
          renders.push(detail);
        })
      )[1],
    );
    const vcl = readFileSync('deploy/varnish/storefront.vcl', 'utf8')
      .replace(/(backend storefront \{\s*\.host = )"[^"]*";\s*\.port = "\d+";/, `$1"127.0.0.1";\n  .port = "${entryPort}";`)
      .replace(/(backend services \{\s*\.host = )"[^"]*";\s*\.port = "\d+";/, `$1"127.0.0.1";\n  .port = "${new URL(emulator.url).port}";`)
      .replace('"services.internal"', `"${new URL(emulator.url).host}"`);
    if (!vcl.includes(`"${entryPort}"`))
      throw new Error('deploy/varnish/storefront.vcl has no `backend storefront` to point at the entry.');
    writeFileSync(join(workdir, 'storefront.vcl'), vcl);
    const varnish = spawn(
      VARNISHD_PATH,
      [
        '-F',
        '-n',
        join(workdir, 'varnish'),
        '-a',
        `127.0.0.1:${cdnPort}`,
        '-f',
        join(workdir, 'storefront.vcl'),
        '-s',
        'malloc,64m',
        '-T',
        'none',
        // A worker thread for every connection from the start, in each of the two pools (docs/deployment.md): with
        // the default 100, a pool that gets more of 200 connections queues sessions while it starts threads.
        '-p',
        `thread_pool_min=${VARNISH_THREADS_PER_POOL}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...cdnEnv } },
    );
    children.push(varnish);
    await started(varnish, 'varnishd', /Child launched OK/);
    await answering(`${url}/robots.txt`);
    const counters = () =>
      new Promise<Record<string, number>>((done, fail) =>
        execFile(VARNISHSTAT_PATH, ['-n', join(workdir, 'varnish'), '-1', '-j'], (error, stdout) => {
          if (error) return fail(error);
          const parsed = JSON.parse(stdout) as { counters?: Record<string, { value: number }> } & Record<string, { value: number }>;
          const all = parsed.counters ?? parsed;
          done(
            Object.fromEntries(
              Object.entries(all).flatMap(([name, counter]) => (typeof counter?.value === 'number' ? [[name, counter.value]] : [])),
            ),
          );
        }),
      );
    return { url, entryUrl: `http://127.0.0.1:${entryPort}`, emulator, partnerUrl: partner.url, entryEnv, renders, counters, close };
  } catch (error) {
    await close();
    throw error;
  }
};
