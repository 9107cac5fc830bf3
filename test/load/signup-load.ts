import { spawn, type ChildProcess } from 'node:child_process';
import { request, type Agent } from 'node:http';
import { createInterface } from 'node:readline';

/** A running emulator child process. */
export interface EmulatorChild {
  readonly url: string;
  readonly process: ChildProcess;
}

/** Starts `test/load/emulator-child.ts` on a store file (and a build to serve pages from) and waits until it listens (at most 20 s). */
export const startChild = (dbPath: string, distDir?: string): Promise<EmulatorChild> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/load/emulator-child.ts', dbPath, ...(distDir ? [distDir] : [])], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('The emulator child did not start within 20 s.'));
    }, 20_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The emulator child exited (${String(code)}) before it listened.`));
    });
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve({ url: (JSON.parse(line) as { url: string }).url, process: child });
    });
  });

/** Stops a child: SIGTERM (clean close) or SIGKILL (a crash), and waits for it to be gone. */
export const stopChild = (child: EmulatorChild, signal: 'SIGTERM' | 'SIGKILL'): Promise<void> =>
  new Promise((resolve) => {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      resolve();
      return;
    }
    child.process.removeAllListeners('exit');
    child.process.once('exit', () => resolve());
    child.process.kill(signal);
  });

/** One HTTP request from a given loopback source address (127.0.0.x), so per-client limits see many clients. */
export const send = (
  url: string,
  method: string,
  path: string,
  options: { body?: string; headers?: Record<string, string>; localAddress?: string; agent?: Agent } = {},
): Promise<{ status: number; body: string; ms: number }> =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) throw new Error('Load goes to this machine only.');
    const started = performance.now();
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method,
        agent: options.agent ?? false,
        localAddress: options.localAddress,
        headers: {
          ...(options.headers ?? {}),
          ...(options.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(options.body)) }),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(options.body);
  });

/** What a sign-up load did: the addresses acknowledged with 201, other answers, failures, latencies. */
export interface LoadResult {
  readonly acknowledged: string[];
  readonly statuses: Record<number, number>;
  readonly errors: number;
  readonly latenciesMs: number[];
  readonly seconds: number;
}

/**
 * Runs `concurrency` workers that sign up fresh addresses until `stop()` says so, `maxRequests` were sent or
 * `maxSeconds` passed (bounded in count and time). A worker stops at its first connection error (the server died).
 */
export const signUpLoad = async (
  url: string,
  options: {
    concurrency: number;
    maxRequests: number;
    maxSeconds: number;
    prefix: string;
    stop?: () => boolean;
    onAcknowledged?: (count: number) => void;
  },
): Promise<LoadResult> => {
  const acknowledged: string[] = [];
  const statuses: Record<number, number> = {};
  const latenciesMs: number[] = [];
  let sent = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.maxSeconds * 1000;
  const worker = async (id: number): Promise<void> => {
    while (sent < options.maxRequests && performance.now() < deadline && !(options.stop?.() ?? false)) {
      const n = sent;
      sent += 1;
      const email = `${options.prefix}-${id}-${n}@load.example`;
      try {
        const answer = await send(url, 'POST', '/service/newsletter/api/internal/newsletter-subscribers', {
          body: JSON.stringify({
            email,
            consents: ['DNE'],
            origin: 'onsite',
            originAddition: 'load',
            legalTextsShown: ['LEGAL_NOTICE', 'MINIMUM_AGE', 'PRIVACY_HINT'],
          }),
          headers: { 'Content-Type': 'application/json', 'X-Site': 'DE' },
          // 127.0.1.0–127.0.255.255: one source address per few requests keeps under the per-client limit.
          localAddress: `127.0.${1 + (Math.floor(n / 254) % 255)}.${1 + (n % 254)}`,
        });
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        latenciesMs.push(answer.ms);
        if (answer.status === 201) {
          acknowledged.push(email);
          options.onAcknowledged?.(acknowledged.length);
        }
      } catch {
        errors += 1;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, id) => worker(id)));
  return { acknowledged, statuses, errors, latenciesMs, seconds: (performance.now() - started) / 1000 };
};

/** The p-th percentile (0–100) of some numbers. */
export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};
