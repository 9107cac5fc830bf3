import { rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startCdnStack, type CdnStack } from '../../browser/support/behind-cdn';
import { loadTest, type LoadResult } from './server-load';

type Row = (metric: string, value: string, budget?: string, pass?: boolean) => void;

/** A page's bytes as a browser gets them (gzip), read raw. */
const rawGzipped = (url: string): Promise<Buffer> =>
  new Promise((done, fail) => {
    request(url, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(Buffer.concat(chunks)));
    })
      .on('error', fail)
      .end();
  });

const numbers = ({ latenciesMs: _all, ...rest }: LoadResult) => rest;

/** The 99th percentile of sorted latencies. */
const p99 = (sorted: readonly number[]): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN;
const medianOf = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** One address's rounds of a paired load: every round's result, and its latencies pooled. */
interface Paired {
  readonly rounds: readonly LoadResult[];
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly requests: number;
}

/**
 * Loads addresses in many short rounds, each round every address in turn (the first address first in odd rounds, last
 * in even ones), after a warm-up of each. On a shared machine the load of other processes drifts from second to
 * second; a round is short enough that both addresses of a pair meet about the same machine, so the ratio of each
 * pair is taken and their median reported (with every address's median round and pooled latencies).
 */
const pairedLoad = async (urls: ReadonlyArray<string | (() => string)>, concurrency: number, perRound: number, rounds: number) => {
  for (const url of urls) await loadTest(url, concurrency, perRound, 'gzip');
  const results = urls.map((): LoadResult[] => []);
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? [...urls.keys()] : [...urls.keys()].reverse();
    for (const index of order) {
      const url = urls[index];
      if (url !== undefined) results[index]?.push(await loadTest(url, concurrency, perRound, 'gzip'));
    }
  }
  const summary = results.map((perRoundResults): Paired => {
    const sorted = perRoundResults.flatMap((result) => result.latenciesMs).sort((a, b) => a - b);
    return {
      rounds: perRoundResults,
      perSecond: medianOf(perRoundResults.map((result) => result.perSecond)),
      p50Ms: medianOf(sorted),
      p99Ms: p99(sorted),
      errors: perRoundResults.reduce((sum, result) => sum + result.errors, 0),
      requests: perRoundResults.reduce((sum, result) => sum + result.requests, 0),
    };
  });
  /** The median over rounds of address `index`'s rate against address 0's in the same round. */
  const ratio = (index: number): number =>
    medianOf((results[0] ?? []).map((base, round) => (results[index]?.[round]?.perSecond ?? Number.NaN) / base.perSecond));
  return { summary, ratio };
};

const compact = ({ rounds, ...rest }: Paired) => ({ ...rest, roundsPerSecond: rounds.map((round) => Math.round(round.perSecond)) });

/** What the machine and Varnish did during a load: the CPU the load generator used, other load, Varnish's counters. */
const observed = async (stack: CdnStack, load: () => Promise<unknown>) => {
  const counters = await stack.counters();
  const cpu = process.cpuUsage();
  const began = performance.now();
  await load();
  const wallMs = performance.now() - began;
  const used = process.cpuUsage(cpu);
  const after = await stack.counters();
  const delta = (name: string) => (after[name] ?? 0) - (counters[name] ?? 0);
  return {
    /** Cores the load generator (this Node process) kept busy on average. */
    generatorCores: (used.user + used.system) / 1000 / wallMs,
    /** The machine's one-minute load average at the end (2 cores: above 2, processes wait for a core). */
    loadAverage: loadavg()[0] ?? Number.NaN,
    hits: delta('MAIN.cache_hit'),
    backendRequests: delta('MAIN.backend_req'),
    queuedSessions: delta('MAIN.sess_queued'),
    threadsCreated: delta('MAIN.threads_created'),
    threads: after['MAIN.threads'] ?? Number.NaN,
    headerBytesPerAnswer: delta('MAIN.s_resp_hdrbytes') / Math.max(1, delta('MAIN.client_req')),
    bodyBytesPerAnswer: delta('MAIN.s_resp_bodybytes') / Math.max(1, delta('MAIN.client_req')),
  };
};

/**
 * Pages through Varnish (deploy/varnish/storefront.vcl in front of the built entry, as the behind-cdn journeys run it):
 * the DE home page against the same bytes served as a static file by the same Varnish, at 200 connections; a burst of
 * 500 requests for a cold page; the key-inflation attack (random `?debug=`, `?locale=` values) against the kept rate.
 * Rates are compared in short paired rounds (pairedLoad); beside them, what the machine did (the load generator's CPU,
 * the load average, Varnish's threads, queued sessions and backend requests), which says what the numbers measure.
 */
export const measureBehindCdn = async (distDir: string, row: Row): Promise<Record<string, unknown>> => {
  const stack = await startCdnStack(distDir);
  const staticPath = `/assets/bench-home-${process.pid}.bin`;
  const rounds = Number(process.env.BENCH_CDN_ROUNDS ?? 15);
  try {
    // The whole page (a degraded one is kept 5 s only): ask until the kept page has its footer content.
    for (let tries = 0; tries < 20 && !(await (await fetch(`${stack.url}/`)).text()).includes('footer-teasers'); tries += 1)
      await new Promise((wake) => setTimeout(wake, 500));
    const page = await rawGzipped(`${stack.url}/`);
    writeFileSync(join(distDir, staticPath), page);
    let pages: Awaited<ReturnType<typeof pairedLoad>> | undefined;
    const machine = await observed(stack, async () => {
      pages = await pairedLoad([`${stack.url}${staticPath}`, `${stack.url}/`], 200, 2000, rounds);
    });
    const [same, kept] = pages?.summary ?? [];
    if (!pages || !kept || !same) throw new Error('The CDN bench measured nothing.');
    const ratio = pages.ratio(1);
    row(
      'CDN (Varnish) DE home, 200 conn: p50 / p99',
      `${kept.p50Ms.toFixed(1)} / ${kept.p99Ms.toFixed(1)} ms (static: ${same.p50Ms.toFixed(1)} / ${same.p99Ms.toFixed(1)} ms)`,
      'p99 <= 20 ms',
      kept.p99Ms <= 20,
    );
    row(
      'CDN (Varnish) DE home, 200 conn: throughput vs the same bytes served static by Varnish',
      `${Math.round(kept.perSecond)} vs ${Math.round(same.perSecond)} req/s (x${ratio.toFixed(2)}, median of ${rounds} paired rounds)`,
      '>= x0.9',
      ratio >= 0.9,
    );
    row('CDN (Varnish) DE home, 200 conn: errors', `${kept.errors} of ${kept.requests}`, '0', kept.errors === 0 && same.errors === 0);
    row(
      'CDN (Varnish) during that load: load generator CPU / load average / Varnish threads, queued sessions, backend requests',
      `${machine.generatorCores.toFixed(2)} cores / ${machine.loadAverage.toFixed(1)} / ${machine.threads}, ${machine.queuedSessions}, ${machine.backendRequests}`,
    );
    const pageBytes = await observed(stack, () => loadTest(`${stack.url}/`, 1, 50, 'gzip'));
    const staticBytes = await observed(stack, () => loadTest(`${stack.url}${staticPath}`, 1, 50, 'gzip'));
    row(
      'CDN (Varnish) bytes per answer, header + body: page vs static',
      `${Math.round(pageBytes.headerBytesPerAnswer)} + ${Math.round(pageBytes.bodyBytesPerAnswer)} vs ${Math.round(staticBytes.headerBytesPerAnswer)} + ${Math.round(staticBytes.bodyBytesPerAnswer)} B`,
    );

    const cold = '/pl/subscribenewsletter';
    const before = stack.renders.filter((line) => line.page === cold).length;
    const burst = await loadTest(() => `${stack.url}${cold}?utm_source=burst`, 500, 500, 'gzip');
    const renders = stack.renders.filter((line) => line.page === cold).length - before;
    row(
      'CDN (Varnish) cold page, a burst of 500 requests: renders',
      `${renders} (${burst.errors} errors)`,
      '<= 1',
      renders <= 1 && burst.errors === 0,
    );

    let n = 0;
    const inflation = await pairedLoad(
      [`${stack.url}/at/`, () => `${stack.url}/at/?debug=${(n += 1)}`, () => `${stack.url}/at/?locale=${(n += 1)}`],
      200,
      1000,
      rounds,
    );
    const [plain, debug, locale] = inflation.summary;
    if (!plain || !debug || !locale) throw new Error('The CDN bench measured nothing.');
    for (const [index, name, attack] of [
      [1, '?debug=<n>', debug],
      [2, '?locale=<n>', locale],
    ] as const) {
      const attackRatio = inflation.ratio(index);
      row(
        `CDN (Varnish) key inflation, ${name} vs the kept page, 200 conn`,
        `${Math.round(attack.perSecond)} vs ${Math.round(plain.perSecond)} req/s (x${attackRatio.toFixed(2)}, median of ${rounds} paired rounds)`,
        '>= x0.9',
        attackRatio >= 0.9,
      );
    }
    return {
      kept: compact(kept),
      staticSameBytes: compact(same),
      machine,
      bytes: { page: pageBytes, static: staticBytes },
      burst: { ...numbers(burst), renders },
      keyInflation: { plain: compact(plain), debug: compact(debug), locale: compact(locale) },
    };
  } finally {
    rmSync(join(distDir, staticPath), { force: true });
    await stack.close();
  }
};
