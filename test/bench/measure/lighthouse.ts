import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../browser/support/ensure-chromium';

/** Scores (0-100) and metrics of one Lighthouse run (mobile preset, simulated throttling). */
export interface LighthouseRun {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

/** The suite's flags, and a debugging port Lighthouse connects to. */
const FLAGS = [...CHROMIUM_ARGS, '--remote-debugging-port=0'];

/** Starts Debian's Chromium with a debugging port for Lighthouse; resolves with the port and a stop function. */
const startChromium = async (): Promise<{ port: number; stop: () => Promise<void> }> => {
  const profile = mkdtempSync(join(tmpdir(), 'storefront-lh-'));
  const child = spawn(CHROMIUM_PATH, [...FLAGS, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  const port = await new Promise<number>((resolvePort, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error('Chromium did not open a debugging port in 20 s.')), 20_000);
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (found) {
        clearTimeout(timer);
        resolvePort(Number(found[1]));
      }
    });
    child.on('exit', () => reject(new Error(`Chromium exited early: ${text.slice(0, 500)}`)));
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    port,
    stop: async () => {
      // Chromium runs in its own process group: end the browser and every helper process it started.
      const signal = (name: NodeJS.Signals) => {
        try {
          if (child.pid) process.kill(-child.pid, name);
        } catch {
          /* already gone */
        }
      };
      signal('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
      signal('SIGKILL');
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`Could not remove the Lighthouse profile ${profile}: ${String(error)}`);
      }
    },
  };
};

/** One Lighthouse run against a URL, in a fresh Chromium; `blockScripts` measures the server-rendered floor (no JS). */
export const runLighthouse = async (url: string, options: { blockScripts?: boolean } = {}): Promise<LighthouseRun> => {
  const chromium = await startChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(options.blockScripts ? { blockedUrlPatterns: ['*.js'] } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    await chromium.stop();
  }
};

/** The median of numbers. */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Median of each field over several runs. */
export const medianRun = (runs: readonly LighthouseRun[]): LighthouseRun => ({
  performance: median(runs.map((r) => r.performance)),
  accessibility: median(runs.map((r) => r.accessibility)),
  bestPractices: median(runs.map((r) => r.bestPractices)),
  seo: median(runs.map((r) => r.seo)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  cls: median(runs.map((r) => r.cls)),
});
