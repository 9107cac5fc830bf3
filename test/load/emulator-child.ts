// A throw-away emulator process for load and crash tests: `node --import tsx test/load/emulator-child.ts <store file> [dist dir]`.
// Prints one line `{"url": …}` once it listens on 127.0.0.1 (a free port). With a dist dir it serves the built
// storefront's pages too. Never imported by the app.
import { startEmulator } from '../../emulator/server';

const dbPath = process.argv[2];
const distDir = process.argv[3];
if (!dbPath) throw new Error('usage: emulator-child.ts <store file> [dist dir]');
const emulator = await startEmulator({ port: 0, dbPath, ...(distDir ? { distDir } : {}) });
process.stdout.write(`${JSON.stringify({ url: emulator.url })}\n`);
const stop = () => {
  void emulator.close().then(() => {
    emulator.store.close();
    process.exit(0);
  });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
