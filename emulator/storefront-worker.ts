// The storefront's pages, rendered on a worker thread: the product's built server entry runs here, so rendering a
// page (React's renderer, tens of milliseconds of CPU) never holds up the emulator's services on the main thread, and
// the services never hold up a page. Started by emulator/storefront.ts; one page request per message.
import { parentPort, workerData } from 'node:worker_threads';
import type { PageRequestMessage, PageResponseMessage, PageWorkerData, PageWorkerMessage, ServerBundle } from './storefront-bundle';

const port = parentPort;
if (!port) throw new Error('storefront-worker.ts runs as a worker thread only.');
const data = workerData as PageWorkerData;
const bundle = (await import(data.entryUrl)) as ServerBundle;
if (!bundle.clientAssets) throw new Error('The build carries no client assets: rebuild with npm run build.');
const { clientAssets } = bundle;
const createApp = () =>
  bundle.createStorefrontApp({
    config: { ...bundle.serverConfigFrom(data.env), ...data.overrides },
    assets: clientAssets,
  });
// The app keeps the footer content for a while, as in production; the emulator resets it when its content changes.
let app = createApp();

const answer = async (message: PageRequestMessage): Promise<PageResponseMessage> => {
  try {
    const response = await app.fetch(new Request(message.url, { method: message.method, headers: message.headers, body: message.body }));
    return { id: message.id, status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
  } catch (error) {
    return { id: message.id, failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
};

port.on('message', (message: PageWorkerMessage) => {
  if (message === 'reset') {
    app = createApp();
    return;
  }
  void answer(message).then((reply) => {
    port.postMessage(reply, 'body' in reply ? [reply.body] : []);
  });
});
port.postMessage('ready');
