// The built server entry on Node as docs/deployment.md deploys it behind a CDN: @hono/node-server calling the bundle's
// fetch (the connection passed on, so the entry reads the visitor's address from it), and the client build's files
// (dist/assets/, dist/widget/, dist/favicon.svg) from the same origin as a static host would serve them. The browser
// journeys' `behind-cdn` project runs it behind Varnish. Usage: SERVICE_BASE_URL=… PUBLIC_ORIGIN=… node
// test/runtime/node-shop.mjs (PORT, default a free one; STOREFRONT_DIST names another build folder than dist/;
// STOREFRONT_KEPT_BUILDS, earlier build folders separated by ":", whose assets/ files stay served after a deploy, as a
// static host keeps them: docs/deployment.md, "More than one instance"). The listener's limits are the recipe's
// (docs/server-entry.md: 10 s for headers, 20 s for a request, 1,000 connections; test/runtime/listener-limits.mjs).
import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { listenerLimits } from './listener-limits.mjs';

const dist = resolve(process.env.STOREFRONT_DIST ?? 'dist');
const kept = (process.env.STOREFRONT_KEPT_BUILDS ?? '')
  .split(':')
  .filter(Boolean)
  .map((folder) => resolve(folder));
const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** A file of the client build (never the server bundle, the manifest or the page template), or undefined. */
const clientFile = async (request) => {
  const { pathname } = new URL(request.url);
  if (!['GET', 'HEAD'].includes(request.method) || pathname.includes('..') || !/^\/(assets\/|widget\/|favicon\.svg$)/.test(pathname))
    return undefined;
  // This build's files, then (hashed files only) those of the builds it replaced.
  const folders = pathname.startsWith('/assets/') ? [dist, ...kept] : [dist];
  let file;
  try {
    file = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  for (const folder of folders) {
    const body = await readFile(`${folder}${file}`).catch(() => undefined);
    if (!body) continue;
    const headers = {
      'Content-Type': TYPES[extname(pathname)] ?? 'application/octet-stream',
      // Hashed files for a year; the widget's entry keeps its name, so an hour (docs/deployment.md).
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      ...(pathname.startsWith('/widget/') ? { 'Access-Control-Allow-Origin': '*' } : {}),
    };
    return new Response(body, { headers });
  }
  return undefined;
};

const { default: handler } = await import(pathToFileURL(`${dist}/server/entry.js`).href);
const { serverOptions, maxConnections } = listenerLimits();
const server = serve(
  {
    fetch: async (request, connection) => (await clientFile(request)) ?? handler.fetch(request, connection),
    hostname: '127.0.0.1',
    port: Number(process.env.PORT ?? 0),
    serverOptions,
  },
  ({ port }) => console.log(`PORT ${port}`),
);
// Past this many open connections, a new one is closed at once instead of slowing every visitor down.
server.maxConnections = maxConnections;
