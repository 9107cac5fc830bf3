// Serves the built server entry on Node as README's deploy recipe does: @hono/node-server calling the bundle's fetch.
// Usage: SERVICE_BASE_URL=… PUBLIC_ORIGIN=… node test/runtime/node-serve.mjs (STOREFRONT_DIST names another build folder).
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';

const dist = resolve(process.env.STOREFRONT_DIST ?? 'dist');
const { default: handler } = await import(pathToFileURL(`${dist}/server/entry.js`).href);
serve({ fetch: handler.fetch, hostname: '127.0.0.1', port: 0 }, ({ port }) => console.log(`PORT ${port}`));
