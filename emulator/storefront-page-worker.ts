import { Worker } from 'node:worker_threads';
import type { PageRequestMessage, PageResponseMessage, PageWorkerData, PageWorkerMessage, StorefrontHandler } from './storefront-bundle';

/** Headers of one connection (RFC 9110 7.6.1), which a Request built anew must not carry over. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'proxy-connection',
  'content-length',
  'expect',
]);
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** Storefront pages rendered on a worker thread, and how to stop it. */
export interface PageWorker {
  readonly handle: StorefrontHandler;
  /** Starts the app afresh (empty caches) before the next page: what it cached may be stale. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * Starts the page worker (emulator/storefront-worker.ts) on the built bundle and resolves once it has mounted it.
 * The worker runs the bundle as production code (NODE_ENV=production: React's production build, as a shop deploys
 * it). A worker that dies fails the pages in flight (the emulator answers them 500 and logs why) and is started again
 * for the next page.
 */
export const startPageWorker = async (data: PageWorkerData, log: (message: string, detail?: unknown) => void): Promise<PageWorker> => {
  let nextId = 0;
  let closing = false;
  const pending = new Map<number, { resolve: (reply: PageResponseMessage) => void; reject: (error: Error) => void }>();
  let current: Promise<Worker> | undefined;

  const spawn = (): Promise<Worker> => {
    const started = new Promise<Worker>((resolve, reject) => {
      const worker = new Worker(new URL('./storefront-worker-start.mjs', import.meta.url), {
        workerData: data,
        execArgv: [],
        env: { ...process.env, NODE_ENV: 'production' },
      });
      worker.on('message', (reply: PageResponseMessage | 'ready') => {
        if (reply === 'ready') {
          resolve(worker);
          return;
        }
        pending.get(reply.id)?.resolve(reply);
        pending.delete(reply.id);
      });
      worker.on('error', (error) => {
        reject(error);
        if (!closing) log('The page worker failed.', error);
      });
      worker.on('exit', () => {
        for (const waiting of pending.values()) waiting.reject(new Error('The page worker stopped.'));
        pending.clear();
        if (current === started) current = undefined;
      });
    });
    return started;
  };
  current = spawn();
  await current;

  const handle: StorefrontHandler = async (request) => {
    current ??= spawn();
    const worker = await current;
    nextId += 1;
    const id = nextId;
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    const headers = [...request.headers].filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()));
    const reply = await new Promise<PageResponseMessage>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      const message: PageRequestMessage = { id, method: request.method, url: request.url, headers, body };
      worker.postMessage(message, body ? [body] : []);
    });
    if ('failure' in reply) throw new Error(`The page worker could not render ${request.url}: ${reply.failure}`);
    const empty = NULL_BODY_STATUSES.has(reply.status) || request.method === 'HEAD';
    return new Response(empty ? null : reply.body, { status: reply.status, headers: reply.headers });
  };
  return {
    handle,
    reset: () => {
      // A worker that is starting begins with a fresh app anyway; messages are handled in order, so every page asked
      // for after this call sees the fresh app.
      void current?.then(
        (worker) => {
          const message: PageWorkerMessage = 'reset';
          worker.postMessage(message);
        },
        // A worker that failed to start is started afresh for the next page: nothing to reset.
        () => undefined,
      );
    },
    close: async () => {
      closing = true;
      const worker = await current?.catch(() => undefined);
      await worker?.terminate();
    },
  };
};
