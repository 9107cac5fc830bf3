import { clientAssets } from 'virtual:storefront-client';
import { createStorefrontApp } from './storefront-app';
import { serverConfigFrom } from '../../adapters/server/server-config';
import type { ConnectionEnv } from '../../adapters/server/client-address';

/**
 * The built server entry (dist/server/entry.js): a Fetch handler configured from the environment, with the client
 * build's index.html and manifest compiled in, so it needs no file system at run time (README: deploying).
 */
const env: Record<string, string | undefined> =
  // Cast: `process.env` exists on Node, Deno and Bun (and workerd with nodejs_compat); absent, the config says what is missing.
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};

const app = createStorefrontApp({ config: serverConfigFrom(env), assets: clientAssets });

/**
 * The standard Fetch handler: `(request: Request, connection?) => Promise<Response>`. The second argument is what the
 * runtime passes beside the request (Node's incoming message, Bun's server, Deno's connection info): the visitor's
 * address is read from it (from a proxy listed in TRUSTED_PROXIES, the address that proxy forwarded).
 */
export const fetch = (request: Request, connection?: ConnectionEnv): Promise<Response> => Promise.resolve(app.fetch(request, connection));

export default { fetch };

/** For hosts that configure the app themselves (the local emulator mounts it with its own service origin). */
export { createStorefrontApp, clientAssets, serverConfigFrom };
