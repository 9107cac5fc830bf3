// Serves the built server entry on Node as README's deploy recipe does (docs/server-entry.md, Node): @hono/node-server
// calling the bundle's fetch, with the listener's limits of the recipe (slow clients cut off, connections capped).
// Usage: SERVICE_BASE_URL=… PUBLIC_ORIGIN=… SERVICE_ENTRY_TOKEN=… node test/runtime/node-serve.mjs (STOREFRONT_DIST names
// another build folder).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';

const dist = resolve(process.env.STOREFRONT_DIST ?? 'dist');
const { default: handler } = await import(pathToFileURL(`${dist}/server/entry.js`).href);
const server = serve(
  {
    fetch: handler.fetch,
    hostname: '127.0.0.1',
    port: 0,
    // A client gets 10 s for its headers and 20 s for its whole request (a 16 kB form is far less), checked every second.
    serverOptions: { headersTimeout: 10_000, requestTimeout: 20_000, connectionsCheckingInterval: 1_000 },
  },
  ({ port }) => console.log(`PORT ${port}`),
);
// Past this many open connections, a new one is closed at once instead of slowing every visitor down.
server.maxConnections = 1_000;
