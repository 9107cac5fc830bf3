import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';
import type { EmulatorConfig } from './module';

/** A Fetch handler for storefront pages. */
export type StorefrontHandler = (request: Request) => Response | Promise<Response>;

// The emulator never imports the product: it loads the built server entry (dist/server/entry.js), or in development
// composition/server/dev-entry.ts through Vite, and sees it through this shape. Its configuration is opaque here.
type ServerConfig = Record<string, unknown>;
type ClientAssets = { readonly indexHtml: string; readonly localePreload: (locale: string) => readonly string[] };
interface ServerBundle {
  createStorefrontApp(options: { config: ServerConfig; assets: ClientAssets; development?: boolean }): { fetch: StorefrontHandler };
  serverConfigFrom(env: Readonly<Record<string, string | undefined>>): ServerConfig;
  clientAssets?: ClientAssets;
}

/** The mounted storefront: its page handler, and `reset()`: the emulator's content changed, so what the storefront cached of it goes. */
export interface Storefront {
  readonly handle: StorefrontHandler;
  reset(): void;
}

/**
 * What the emulator sets of the product's server configuration (the rest comes from the environment as in production):
 * its origin is the services' and the shop's public one; `entryToken` is the secret the storefront sends with its
 * service calls, so the emulator trusts the visitor address they carry; embedding origins' plain forms may post.
 */
type StorefrontOptions = EmulatorConfig & { distDir: string | undefined; vite: ViteDevServer | undefined; entryToken: string };

/**
 * Mounts the product's server entry in the emulator's process: the built bundle (dist/server/entry.js, the file a shop
 * deploys), or in development the same modules through Vite, reloaded on change.
 */
export const mountStorefront = async (options: StorefrontOptions): Promise<Storefront> => {
  const env = {
    CONSENT_PLATFORM_SCRIPT: '/emulator/consent.js',
    CONSENT_PLATFORM_STYLESHEET: '/emulator/consent.css',
    ...process.env,
    SERVICE_BASE_URL: options.origin,
    PUBLIC_ORIGIN: options.origin,
    SERVICE_ENTRY_TOKEN: options.entryToken,
    STOREFRONT_COUNTRY: options.defaultCountry,
    PREVIEW_MODE: options.previewMode ? 'on' : 'off',
    NEWSLETTER_EMBEDDING_ORIGINS: options.embeddingOrigins.join(','),
  };
  // The footer content is cached as in production (FOOTER_CACHE_SECONDS, default 60 s), and dropped whenever a control
  // call changes the emulator's state (reset()), so the control page's switches show on the next page. Every page is
  // rendered anew unless SERVER_PAGE_CACHE_SECONDS asks for the micro-cache.
  const pageCache = process.env.SERVER_PAGE_CACHE_SECONDS === undefined ? { serverPageCacheMs: 0 } : {};
  const configure = (bundle: ServerBundle): ServerConfig => ({ ...bundle.serverConfigFrom(env), ...pageCache });
  const nothingCached = (): void => undefined;
  const { vite } = options;
  if (vite) {
    const indexHtml = await vite.transformIndexHtml('/', readFileSync(resolve('index.html'), 'utf8'));
    const assets = { indexHtml, localePreload: () => [] };
    // A fresh app per request in development: nothing is kept.
    const handle: StorefrontHandler = async (request) => {
      const bundle = (await vite.ssrLoadModule('/composition/server/dev-entry.ts')) as ServerBundle;
      return bundle.createStorefrontApp({ config: configure(bundle), assets, development: true }).fetch(request);
    };
    return { handle, reset: nothingCached };
  }
  const entry = options.distDir ? join(options.distDir, 'server/entry.js') : undefined;
  if (!entry || !existsSync(entry)) {
    const missing = 'No production build found: run `npm run build` (npm start does it).';
    return { handle: () => new Response(missing, { status: 503 }), reset: nothingCached };
  }
  // The bundle configures its default app from the environment when it loads, and refuses to load without the two
  // origins it must never take from a request, nor without the entry token: here the emulator is the deployment, so it
  // gives its own.
  process.env.SERVICE_BASE_URL ??= options.origin;
  process.env.PUBLIC_ORIGIN ??= options.origin;
  process.env.SERVICE_ENTRY_TOKEN ??= options.entryToken;
  const bundle = (await import(pathToFileURL(entry).href)) as ServerBundle;
  const { clientAssets } = bundle;
  if (!clientAssets) throw new Error('The build carries no client assets: rebuild with npm run build.');
  const createApp = () => bundle.createStorefrontApp({ config: configure(bundle), assets: clientAssets });
  // The app keeps the footer content for a while, as in production; reset() starts it afresh, with empty caches.
  let app = createApp();
  return {
    handle: (request) => app.fetch(request),
    reset: () => {
      app = createApp();
    },
  };
};
