import { clientAssets } from 'virtual:storefront-client';
import { createStorefrontApp } from './handler';
import { serverConfigFrom } from './server-config';

/**
 * The built server entry (dist/server/entry.js): a Fetch handler configured from the environment, with the client
 * build's index.html and manifest compiled in, so it needs no file system at run time. Node:
 * `serve({ fetch: handler.fetch })` from @hono/node-server; Bun: `Bun.serve(handler)`; Deno: `Deno.serve(handler.fetch)`;
 * serverless and edge platforms: export it as their fetch handler (README: deploying).
 */
const env: Record<string, string | undefined> =
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};

const app = createStorefrontApp({ config: serverConfigFrom(env), assets: clientAssets });

/** The standard Fetch handler: `(request: Request) => Promise<Response>`. */
export const fetch = (request: Request): Promise<Response> => Promise.resolve(app.fetch(request));

export default { fetch };

/** For hosts that configure the app themselves (the local emulator mounts it with its own service origin). */
export { createStorefrontApp, clientAssets, serverConfigFrom };
