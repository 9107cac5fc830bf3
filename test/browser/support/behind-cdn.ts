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
const VARNISHADM_PATH = process.env.VARNISHADM_PATH ?? '/usr/bin/varnishadm';
const VARNISHLOG_PATH = process.env.VARNISHLOG_PATH ?? '/usr/bin/varnishlog';

/** One entry instance behind Varnish: its backend in storefront-entries.vcl, its address, and its process. */
export interface EntryInstance {
  /** Its backend's name in the VCL (entry_1, entry_2, …). */
  readonly name: string;
  readonly url: string;
  /** Ends the process at once (SIGKILL: no goodbye, connections dropped), resolved once it is gone. */
  kill(): Promise<void>;
  /** Ends the process as a deploy does (SIGTERM). */
  stop(): Promise<void>;
  /** Starts it again on its address, with another build and settings if given (a deploy), resolved once it listens. */
  start(build?: { distDir?: string; settings?: Readonly<Record<string, string>> }): Promise<void>;
}

/** The health Varnish's probe gives a backend now (varnishadm backend.list). */
export type BackendHealth = 'healthy' | 'sick';

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
  /** The first entry instance itself, behind Varnish. */
  readonly entryUrl: string;
  /** Every entry instance, in the order of storefront-entries.vcl. */
  readonly entries: readonly EntryInstance[];
  /** What the probe says of each entry instance now, by backend name (varnishadm backend.list). */
  health(): Promise<Record<string, BackendHealth>>;
  /** Runs a command of Varnish's management interface (varnishadm), e.g. `ban req.url ~ ^/assets/`, and returns its output. */
  admin(...command: string[]): Promise<string>;
  /** The probe's log so far, oldest first (varnishlog's Backend_health lines: "entry_2 Went sick …", "entry_2 Back healthy …"). */
  probes(): Promise<string[]>;
  readonly emulator: RunningEmulator;
  /** A partner's page (another origin) embedding the newsletter widget from the shop's public origin, Varnish. */
  readonly partnerUrl: string;
  /** The environment the entry runs with (the caching policy's durations come from it). */
  readonly entryEnv: Readonly<Record<string, string>>;
  /** Every page the entry instances rendered so far. */
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

/** storefront-entries.vcl for instances on these local ports, in the shape of the shipped deploy/varnish/storefront-entries.vcl. */
export const entriesVcl = (ports: readonly number[]): string =>
  [
    ...ports.map(
      (port, index) => `backend entry_${index + 1} {\n  .host = "127.0.0.1";\n  .port = "${port}";\n  .probe = storefront_health;\n}\n`,
    ),
    `sub storefront_entries {\n${ports.map((_, index) => `  storefront.add_backend(entry_${index + 1});\n`).join('')}}\n`,
  ].join('\n');

/**
 * Starts the stack of the `behind-cdn` journeys: an emulator for the services (in-memory store, free port, Varnish's
 * address trusted for the visitor's and the shop's public origin its pages' own), the built entry on Node as
 * `instances` processes (test/runtime/node-shop.mjs: page cache on at its default, the services' entry token, the
 * connection passed on, one proxy hop), and in front of them varnishd (unprivileged worker, its own directory, a free
 * port, malloc storage) running deploy/varnish/storefront.vcl with the services' address filled in and a
 * storefront-entries.vcl generated for the instances' ports (entriesVcl).
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
  /** How many entry instances run behind Varnish. */
  instances = 3,
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
  const children = new Set<ChildProcess>();
  const workdir = mkdtempSync(join(tmpdir(), 'storefront-cdn-'));
  // Varnish's worker runs as its own unprivileged user and reads the compiled VCL from here.
  chmodSync(workdir, 0o755);
  // A worker that ends without its teardown leaves no varnishd or entry behind.
  const orphans = () => children.forEach((child) => child.kill('SIGKILL'));
  process.once('exit', orphans);
  const close = async () => {
    process.off('exit', orphans);
    await Promise.all([...children].map(stopped));
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
    const renders: RenderLine[] = [];
    const onLine = (line: string) => {
      if (!line.includes('"Rendered a page."')) return;
      const { detail } = JSON.parse(line) as { detail: RenderLine };
      renders.push(detail);
    };
    // Only what a deployment sets: nothing of the test runner's own configuration reaches the entry.
    const { PATH, HOME } = process.env;
    const instance = (name: string, port: number): EntryInstance => {
      let child: ChildProcess | undefined;
      const end = async (signal: NodeJS.Signals) => {
        const running = child;
        if (!running || running.exitCode !== null || running.signalCode !== null) return;
        const gone = new Promise<void>((done) => running.once('exit', () => done()));
        running.kill(signal);
        await gone;
        children.delete(running);
      };
      return {
        name,
        url: `http://127.0.0.1:${port}`,
        kill: () => end('SIGKILL'),
        stop: () => end('SIGTERM'),
        start: async (build = {}) => {
          const env = {
            PATH,
            HOME,
            ...entryEnv,
            ...(build.distDir ? { STOREFRONT_DIST: resolve(build.distDir) } : {}),
            ...build.settings,
            PORT: String(port),
          };
          const started_ = spawn(process.execPath, ['test/runtime/node-shop.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
          child = started_;
          children.add(started_);
          await started(started_, name, /PORT (\d+)/, onLine);
        },
      };
    };
    const ports = await Promise.all(Array.from({ length: instances }, freePort));
    const entries = ports.map((port, index) => instance(`entry_${index + 1}`, port));
    await Promise.all(entries.map((entry) => entry.start()));
    const vcl = readFileSync('deploy/varnish/storefront.vcl', 'utf8')
      .replace(/(backend services \{\s*\.host = )"[^"]*";\s*\.port = "\d+";/, `$1"127.0.0.1";\n  .port = "${new URL(emulator.url).port}";`)
      .replace('"services.internal"', `"${new URL(emulator.url).host}"`);
    if (!vcl.includes('include "storefront-entries.vcl";'))
      throw new Error('deploy/varnish/storefront.vcl does not include storefront-entries.vcl, the entry instances.');
    writeFileSync(join(workdir, 'storefront.vcl'), vcl);
    writeFileSync(join(workdir, 'storefront-entries.vcl'), entriesVcl(ports));
    const varnishDir = join(workdir, 'varnish');
    const varnish = spawn(
      VARNISHD_PATH,
      [
        '-F',
        '-n',
        varnishDir,
        '-a',
        `127.0.0.1:${cdnPort}`,
        '-f',
        join(workdir, 'storefront.vcl'),
        // storefront.vcl includes storefront-entries.vcl from its vcl_path.
        '-p',
        `vcl_path=${workdir}`,
        '-s',
        'malloc,64m',
        // The management interface on a free local port (varnishadm finds it and its secret under -n).
        '-T',
        '127.0.0.1:0',
        // A worker thread for every connection from the start, in each of the two pools (docs/deployment.md): with
        // the default 100, a pool that gets more of 200 connections queues sessions while it starts threads.
        '-p',
        `thread_pool_min=${VARNISH_THREADS_PER_POOL}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...cdnEnv } },
    );
    children.add(varnish);
    await started(varnish, 'varnishd', /Child launched OK/);
    await answering(`${url}/robots.txt`);
    const counters = () =>
      new Promise<Record<string, number>>((done, fail) =>
        execFile(VARNISHSTAT_PATH, ['-n', varnishDir, '-1', '-j'], (error, stdout) => {
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
    const admin = (...command: string[]) =>
      new Promise<string>((done, fail) =>
        execFile(VARNISHADM_PATH, ['-n', varnishDir, ...command], (error, stdout) => (error ? fail(error) : done(stdout))),
      );
    // The probe's verdicts so far, from Varnish's log in shared memory (varnishlog -d: what it holds, then exit).
    const probes = () =>
      new Promise<string[]>((done, fail) =>
        execFile(
          VARNISHLOG_PATH,
          ['-n', varnishDir, '-d', '-g', 'raw', '-i', 'Backend_health'],
          { maxBuffer: 16 * 1024 * 1024 },
          (error, stdout) => {
            if (error) return fail(error);
            done(
              stdout.split('\n').flatMap((line) => {
                const verdict = /Backend_health\s+-\s+(?:[\w-]+\.)?(entry_\d+ .*)$/.exec(line.trim());
                return verdict?.[1] ? [verdict[1]] : [];
              }),
            );
          },
        ),
      );
    const health = async () =>
      Object.fromEntries(
        (await admin('backend.list')).split('\n').flatMap((line) => {
          const row = /^(?:[\w-]+\.)?(entry_\d+)\s.*\s(healthy|sick)\s/.exec(line);
          return row?.[1] && row[2] ? [[row[1], row[2] as BackendHealth]] : [];
        }),
      ) as Record<string, BackendHealth>;
    return {
      url,
      entryUrl: entries[0]?.url ?? '',
      entries,
      health,
      admin,
      probes,
      emulator,
      partnerUrl: partner.url,
      entryEnv,
      renders,
      counters,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
};
