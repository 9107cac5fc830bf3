// Probes one address of an emulator from its own process, so its timings are the server's and not those of a load
// generator's busy event loop: `node --import tsx test/load/page-prober.ts <url> <path> <pause ms> <max seconds>`.
// Sends one GET at a time (Accept: text/html and a browser's Accept-Encoding, a new connection each, as a shopper's
// first request), pausing between them, until SIGTERM, stdin closing or max seconds; then prints
// `{"ms": [...], "statuses": {...}}` and exits.
import { send } from './signup-load';

const [url, path = '/', pauseArg = '20', maxArg = '60'] = process.argv.slice(2);
if (!url) throw new Error('usage: page-prober.ts <url> [path] [pause ms] [max seconds]');
const deadline = performance.now() + Number(maxArg) * 1000;
const ms: number[] = [];
const statuses: Record<number, number> = {};
let stopped = false;
const stop = () => {
  stopped = true;
};
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
while (!stopped && performance.now() < deadline) {
  try {
    const answer = await send(url, 'GET', path, { headers: { Accept: 'text/html', 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
    ms.push(answer.ms);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  } catch {
    statuses[0] = (statuses[0] ?? 0) + 1;
  }
  await new Promise((resolve) => setTimeout(resolve, Number(pauseArg)));
}
process.stdout.write(`${JSON.stringify({ ms, statuses })}\n`);
process.exit(0);
