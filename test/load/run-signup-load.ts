// Sign-up throughput with an empty store and with a ~10 MB store, measured in one run (issue 13), on 127.0.0.1 only:
//   node --import tsx test/load/run-signup-load.ts [seconds per phase, default 5] [concurrency, default 50] [rounds, default 3]
// Phases alternate (empty, 10 MB, empty, 10 MB, …; a fresh empty store each time) and the medians are compared, so
// other work on the machine weighs on both alike. Also probes GET /emulator/api/clock and GET / every 20 ms during
// the load (their p99 is what other shoppers wait). Bounded: each phase stops after its seconds or 50,000 sign-ups.
// Not part of `npm test`.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Store } from '../../emulator/store/store';
import { percentile, send, signUpLoad, startChild, stopChild } from './signup-load';

const seconds = Number(process.argv[2] ?? 5);
const concurrency = Number(process.argv[3] ?? 50);
const rounds = Number(process.argv[4] ?? 3);
const dir = mkdtempSync(join(tmpdir(), 'emulator-load-'));
const fullDb = join(dir, 'full.sqlite');
const sizeMb = (db: string) => {
  try {
    return statSync(db).size / 1e6;
  } catch {
    return 0;
  }
};

const phase = async (label: string, db: string) => {
  const child = await startChild(db);
  const before = sizeMb(db);
  let done = false;
  const probes: Record<string, number[]> = { '/emulator/api/clock': [], '/': [] };
  const probing = (async () => {
    while (!done) {
      for (const path of Object.keys(probes)) {
        try {
          probes[path]?.push((await send(child.url, 'GET', path, { headers: { Accept: 'text/html' } })).ms);
        } catch {
          /* counted as missing */
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const result = await signUpLoad(child.url, { concurrency, maxRequests: 50_000, maxSeconds: seconds, prefix: label });
  done = true;
  await probing;
  await stopChild(child, 'SIGTERM');
  const row = {
    phase: label,
    storeMbBefore: before.toFixed(1),
    signUps: result.acknowledged.length,
    perSecond: Math.round(result.acknowledged.length / result.seconds),
    p50Ms: percentile(result.latenciesMs, 50).toFixed(1),
    p99Ms: percentile(result.latenciesMs, 99).toFixed(1),
    statuses: JSON.stringify(result.statuses),
    errors: result.errors,
    clockP99Ms: percentile(probes['/emulator/api/clock'] ?? [], 99).toFixed(1),
    pageP99Ms: percentile(probes['/'] ?? [], 99).toFixed(1),
  };
  console.table([row]);
  return row;
};

/** Grows the store file to 10 MB with subscriber and outbox rows (tables made by a first start). */
const fill = async (db: string, targetMb: number) => {
  const child = await startChild(db);
  await stopChild(child, 'SIGTERM');
  const store = await Store.open(db);
  const text = 'x'.repeat(300);
  let n = 0;
  while (sizeMb(db) < targetMb) {
    store.transaction(() => {
      for (let i = 0; i < 2000; i += 1, n += 1) {
        const token = `filler-${n}`;
        store.run(
          `INSERT INTO newsletter_subscribers (token, subscriber_token, email, country, status, consents, legal_texts, origin, origin_addition, signed_up_at, client_address)
          VALUES (?, ?, ?, 'DE', 'SUBSCRIBED', '[]', ?, 'onsite', 'fill', ?, '127.0.0.1')`,
          [token, `p-${token}`, `fill${n}@fill.example`, JSON.stringify([text]), Date.now()],
        );
        store.run(
          `INSERT INTO newsletter_outbox (recipient, subject, link, preferences_link, body, country, sent_at) VALUES (?, 'Filler', '', '', ?, 'DE', ?)`,
          [`fill${n}@fill.example`, text, Date.now()],
        );
      }
    });
    store.all('PRAGMA wal_checkpoint(TRUNCATE)');
  }
  store.close();
  console.log(`Filled the store with ${n} subscribers: ${sizeMb(db).toFixed(1)} MB.`);
};

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
try {
  await fill(fullDb, 10);
  const empty: number[] = [];
  const full: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    empty.push((await phase(`empty-${round}`, join(dir, `empty-${round}.sqlite`))).perSecond);
    full.push((await phase(`10MB-${round}`, fullDb)).perSecond);
  }
  console.log(`Median sign-ups/s: empty ${median(empty)}, 10 MB ${median(full)}; ratio ${(median(full) / median(empty)).toFixed(2)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
