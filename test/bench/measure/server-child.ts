// A child process for the server bench: the built server entry on Node (@hono/node-server), plus the same
// process serving the static index.html, so both are measured side by side. Prints its port on stdout.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { StorefrontServerOptions } from '../../../composition/server/storefront-app';
import type { ServerConfig } from '../../../adapters/server/server-config';

interface Bundle {
  createStorefrontApp(options: StorefrontServerOptions): Hono;
  serverConfigFrom(env: Record<string, string | undefined>): ServerConfig;
  clientAssets: StorefrontServerOptions['assets'];
}

const distDir = resolve(process.argv[2] ?? 'dist');
const serviceBaseUrl = process.argv[3] ?? 'http://127.0.0.1:5173';
const bundle = (await import(pathToFileURL(resolve(distDir, 'server/entry.js')).href)) as Bundle;
const storefront = bundle.createStorefrontApp({
  config: bundle.serverConfigFrom({
    SERVICE_BASE_URL: serviceBaseUrl,
    PUBLIC_ORIGIN: 'https://shop.example',
    // The bench's services count nothing per visitor.
    SERVICE_ENTRY_TOKEN_OPTIONAL: '1',
    FOOTER_CACHE_SECONDS: '600',
    SERVER_PAGE_CACHE_SECONDS: process.env.SERVER_PAGE_CACHE_SECONDS ?? '0',
  }),
  assets: bundle.clientAssets,
  logSink: () => undefined,
});
const indexHtml = readFileSync(resolve(distDir, 'index.html'));
// The DE home page's own bytes, served as a static file: what sending the page costs without the server's work.
const homeBytes = new Uint8Array(
  await (await storefront.fetch(new Request('https://shop.example/', { headers: { Accept: 'text/html' } }))).arrayBuffer(),
);
const app = new Hono();
app.get('/__static/index.html', (c) => c.body(indexHtml, 200, { 'Content-Type': 'text/html; charset=utf-8' }));
app.get('/__static/home.html', (c) => c.body(homeBytes, 200, { 'Content-Type': 'text/html; charset=utf-8' }));
app.route('/', storefront);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`PORT ${info.port}`);
});
process.on('SIGTERM', () => {
  server.close();
  process.exit(0);
});
