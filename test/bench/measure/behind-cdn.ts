import { rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { startCdnStack } from '../../browser/support/behind-cdn';
import { loadTest, loadTogether, type LoadResult } from './server-load';

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

/**
 * Pages through Varnish (deploy/varnish/storefront.vcl in front of the built entry, as the behind-cdn journeys run it):
 * the DE home page against the same bytes served as a static file by the same Varnish, at 200 connections; a burst of
 * 500 requests for a cold page; the key-inflation attack (random `?debug=`, `?locale=` values) against the kept rate.
 */
export const measureBehindCdn = async (distDir: string, row: Row): Promise<Record<string, unknown>> => {
  const stack = await startCdnStack(distDir);
  const staticPath = `/assets/bench-home-${process.pid}.bin`;
  try {
    let page = await rawGzipped(`${stack.url}/`);
    // The whole page (a degraded one is kept 5 s only): ask until the kept page has its footer content.
    for (let tries = 0; tries < 20 && !(await (await fetch(`${stack.url}/`)).text()).includes('footer-teasers'); tries += 1)
      await new Promise((wake) => setTimeout(wake, 500));
    page = await rawGzipped(`${stack.url}/`);
    writeFileSync(join(distDir, staticPath), page);
    const [kept, same] = await loadTogether([`${stack.url}/`, `${stack.url}${staticPath}`], 200, 20_000, 5, 'gzip');
    if (!kept || !same) throw new Error('The CDN bench measured nothing.');
    const ratio = kept.perSecond / same.perSecond;
    row(
      'CDN (Varnish) DE home, 200 conn: p50 / p99',
      `${kept.p50Ms.toFixed(1)} / ${kept.p99Ms.toFixed(1)} ms`,
      'p99 <= 20 ms',
      kept.p99Ms <= 20,
    );
    row(
      'CDN (Varnish) DE home, 200 conn: throughput vs the same bytes served static by Varnish',
      `${Math.round(kept.perSecond)} vs ${Math.round(same.perSecond)} req/s (x${ratio.toFixed(2)})`,
      '>= x0.9',
      ratio >= 0.9,
    );
    row('CDN (Varnish) DE home, 200 conn: errors', `${kept.errors} of ${kept.requests}`, '0', kept.errors === 0 && same.errors === 0);

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
    const [plain, debug, locale] = await loadTogether(
      [`${stack.url}/at/`, () => `${stack.url}/at/?debug=${(n += 1)}`, () => `${stack.url}/at/?locale=${(n += 1)}`],
      200,
      10_000,
      5,
      'gzip',
    );
    if (!plain || !debug || !locale) throw new Error('The CDN bench measured nothing.');
    for (const [name, attack] of [
      ['?debug=<n>', debug],
      ['?locale=<n>', locale],
    ] as const) {
      const attackRatio = attack.perSecond / plain.perSecond;
      row(
        `CDN (Varnish) key inflation, ${name} vs the kept page, 200 conn`,
        `${Math.round(attack.perSecond)} vs ${Math.round(plain.perSecond)} req/s (x${attackRatio.toFixed(2)})`,
        '>= x0.9',
        attackRatio >= 0.9,
      );
    }
    return {
      kept: numbers(kept),
      staticSameBytes: numbers(same),
      burst: { ...numbers(burst), renders },
      keyInflation: { plain: numbers(plain), debug: numbers(debug), locale: numbers(locale) },
    };
  } finally {
    rmSync(join(distDir, staticPath), { force: true });
    await stack.close();
  }
};
