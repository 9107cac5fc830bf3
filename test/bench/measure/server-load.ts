import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { median } from './lighthouse';

/** Latency and throughput of one bounded load. */
export interface LoadResult {
  readonly requests: number;
  readonly errors: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** Every request's latency, sorted. */
  readonly latenciesMs: readonly number[];
}

/**
 * Runs `total` GETs of a URL (or of a new URL per request) with `concurrency` keep-alive connections, uncompressed
 * unless `acceptEncoding` says otherwise; counts non-200 answers as errors.
 */
export const loadTest = async (
  url: string | (() => string),
  concurrency: number,
  total: number,
  acceptEncoding = 'identity',
): Promise<LoadResult> => {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const one = () =>
    new Promise<void>((done) => {
      const begin = performance.now();
      const target = typeof url === 'string' ? url : url();
      const req = request(target, { agent, headers: { Accept: 'text/html', 'Accept-Encoding': acceptEncoding } }, (res) => {
        if (res.statusCode !== 200) errors += 1;
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - begin);
          done();
        });
      });
      req.on('error', () => {
        errors += 1;
        done();
      });
      req.end();
    });
  const worker = async () => {
    while (started < total) {
      started += 1;
      await one();
    }
  };
  const begin = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - begin) / 1000;
  agent.destroy();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: total,
    errors,
    perSecond: total / seconds,
    p50Ms: median(sorted),
    p99Ms: percentile(sorted, 0.99),
    latenciesMs: sorted,
  };
};

const percentile = (sorted: readonly number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;

/**
 * Loads several addresses of one server in alternating rounds, each warmed first at the same concurrency (JIT,
 * connections), so drift on a shared machine reaches each alike: per address, the median round's throughput and
 * the latencies of all its rounds.
 */
export const loadTogether = async (
  urls: ReadonlyArray<string | (() => string)>,
  concurrency: number,
  total: number,
  rounds = 5,
  acceptEncoding = 'identity',
): Promise<LoadResult[]> => {
  for (const url of urls) await loadTest(url, concurrency, Math.min(total, 1000), acceptEncoding);
  const results = urls.map((): LoadResult[] => []);
  for (let round = 0; round < rounds; round += 1)
    for (const [index, url] of urls.entries())
      results[index]?.push(await loadTest(url, concurrency, Math.ceil(total / rounds), acceptEncoding));
  return results.map((perRound) => {
    const sorted = perRound.flatMap((result) => result.latenciesMs).sort((a, b) => a - b);
    return {
      requests: perRound.reduce((sum, result) => sum + result.requests, 0),
      errors: perRound.reduce((sum, result) => sum + result.errors, 0),
      perSecond: median([...perRound.map((result) => result.perSecond)].sort((a, b) => a - b)),
      p50Ms: median(sorted),
      p99Ms: percentile(sorted, 0.99),
      latenciesMs: sorted,
    };
  });
};

/** Starts the server bench child (the built server entry plus a static index.html) and returns its origin. */
export const startServerChild = async (distDir: string, serviceBaseUrl: string): Promise<{ origin: string; stop(): void }> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/bench/measure/server-child.ts', distDir, serviceBaseUrl], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const found = /PORT (\d+)/.exec(text);
      if (found) resolve(Number(found[1]));
    });
    child.on('exit', (code) => reject(new Error(`The server bench child exited (${code}).`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
    },
  };
};
