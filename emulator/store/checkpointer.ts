import { Worker } from 'node:worker_threads';
import type { CheckpointMainMessage, CheckpointWorkerData, CheckpointWorkerMessage } from './checkpoint-worker';

/** How often the checkpoint thread copies the write-ahead log into the database file (ms). */
export const CHECKPOINT_INTERVAL_MS = 200;
/** Log length (pages, 4 kB each) from which the thread holds the writes briefly to finish a checkpoint (16 MB). */
export const RESTART_AT_FRAMES = 4096;

/** What the store gives its checkpoint thread. */
export interface CheckpointerOptions {
  /** Holds the queued writes until the returned release is called (the write queue's hold); none: nothing is held. */
  readonly holdWrites: () => () => void;
  /** The thread could not start or a checkpoint failed; it has stopped. */
  readonly onFailure: (why: string) => void;
  readonly intervalMs?: number;
  readonly restartAtFrames?: number;
}

/** A running checkpoint thread, and how to stop it. */
export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Starts checkpoints of a WAL store file on a worker thread (emulator/store/checkpoint-worker.ts). Resolves once the
 * thread has opened the file, or has failed to (then `onFailure` was called and the store checkpoints as SQLite
 * does by default, inside commits).
 */
export const startCheckpointer = (path: string, options: CheckpointerOptions): Promise<Checkpointer> =>
  new Promise((resolve) => {
    const workerData: CheckpointWorkerData = {
      path,
      intervalMs: options.intervalMs ?? CHECKPOINT_INTERVAL_MS,
      restartAtFrames: options.restartAtFrames ?? RESTART_AT_FRAMES,
    };
    const worker = new Worker(new URL('./checkpoint-worker-start.mjs', import.meta.url), { workerData, execArgv: [] });
    const send = (message: CheckpointMainMessage): void => {
      worker.postMessage(message);
    };
    let stopping = false;
    let failed = false;
    let release: (() => void) | undefined;
    const resume = (): void => {
      release?.();
      release = undefined;
    };
    const fail = (why: string): void => {
      resume();
      if (failed || stopping) return;
      failed = true;
      options.onFailure(why);
      void worker.terminate();
    };
    const stopped = new Promise<void>((done) => worker.once('exit', () => done()));
    const checkpointer: Checkpointer = {
      stop: () => {
        resume();
        if (!stopping && !failed) send('stop');
        stopping = true;
        return stopped;
      },
    };
    worker.on('message', (message: CheckpointWorkerMessage) => {
      if (message === 'ready') {
        // Once running, the thread never keeps the emulator's process alive.
        worker.unref();
        resolve(checkpointer);
      } else if (message === 'pause') {
        release = options.holdWrites();
        send('paused');
      } else if (message === 'resume') {
        resume();
      } else {
        fail(`a checkpoint failed: ${message.failure}`);
      }
    });
    worker.on('error', (error) => {
      fail(`the checkpoint thread failed: ${error.message}`);
      resolve(checkpointer);
    });
    worker.on('exit', () => {
      if (!stopping) fail('the checkpoint thread stopped');
      resolve(checkpointer);
    });
  });
