// The store's checkpointer, on a worker thread of its own (started by emulator/store/checkpointer.ts). A checkpoint
// copies the write-ahead log's pages into the database file and syncs both to disk: 10–20 ms of fsync on this
// machine. SQLite's automatic checkpoint ran it inside some request's commit on the emulator's only event loop, about
// every sixth commit under a sign-up load, and every request waited behind it. Here it runs on this thread's own
// connection, in PASSIVE mode, which never waits for nor blocks the main thread's readers and writers.
//
// A log checkpointed to its end starts again from its beginning at the next commit. Under a steady write load new
// commits land while a checkpoint runs, so it never reaches the end, and the log would grow without bound (450 MB in
// 10 s of sign-ups). So once the log is RESTART_AT_FRAMES long, the thread asks the main thread to hold its queued writes for a moment ("pause"),
// checkpoints the short rest ("paused") and lets them go ("resume"): the writes wait those few milliseconds, pages
// and reads do not.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

/** What the checkpoint worker is started with. */
export interface CheckpointWorkerData {
  readonly path: string;
  readonly intervalMs: number;
  readonly restartAtFrames: number;
}

/** Messages from the thread: started, hold the writes, let them go, or why it stopped checkpointing. */
export type CheckpointWorkerMessage = 'ready' | 'pause' | 'resume' | { readonly failure: string };
/** Messages to the thread: the writes are held, or stop. */
export type CheckpointMainMessage = 'paused' | 'stop';

const port = parentPort;
if (!port) throw new Error('checkpoint-worker.ts runs as a worker thread only.');
const { path, intervalMs, restartAtFrames } = workerData as CheckpointWorkerData;
const db = new Database(path);
db.pragma('busy_timeout = 1000');
const send = (message: CheckpointWorkerMessage): void => {
  port.postMessage(message);
};

let waitingForPause = false;
let timer: ReturnType<typeof setInterval> | undefined;

/** One PASSIVE checkpoint; false when it failed (then the thread reports and stops). */
const checkpoint = (): { readonly log: number; readonly checkpointed: number } | undefined => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)') as Array<{ busy: number; log: number; checkpointed: number }>;
    return result ?? { log: 0, checkpointed: 0 };
  } catch (error) {
    clearInterval(timer);
    send({ failure: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
};

timer = setInterval(() => {
  if (waitingForPause) return;
  const result = checkpoint();
  if (result && result.log >= restartAtFrames) {
    waitingForPause = true;
    send('pause');
  }
}, intervalMs);

port.on('message', (message: CheckpointMainMessage) => {
  if (message === 'paused') {
    checkpoint();
    waitingForPause = false;
    send('resume');
    return;
  }
  clearInterval(timer);
  // The emulator's own connection checkpoints the rest when it closes the file.
  db.close();
  port.close();
});
send('ready');
