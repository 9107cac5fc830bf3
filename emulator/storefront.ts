import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViteDevServer } from 'vite';

/** A Fetch handler for storefront pages. */
export type StorefrontHandler = (request: Request) => Response | Promise<Response>;

// The emulator never imports the product (composition/server/handler.tsx): it loads the built bundle, or the dev
// entry through Vite, and sees it through these shapes.
type ServerConfig = Record<string, unknown>;
interface ClientAssets { readonly indexHtml: string; readonly localePreload: (locale: string) => readonly string[] }
interface StorefrontServerOptions { readonly config: ServerConfig; readonly assets: ClientAssets; readonly development?: boolean }

/** What the emulator sets of the product's server configuration; the rest comes from the environment as in production. */
export interface EmulatorStorefrontOptions {
  readonly distDir: string | undefined;
  readonly vite: ViteDevServer | undefined;
  readonly config: { readonly serviceBaseUrl: string; readonly previewMode: boolean; readonly defaultCountry: string };
}

interface ServerBundle {
  createStorefrontApp(options: StorefrontServerOptions): { fetch: StorefrontHandler };
  serverConfigFrom(env: Readonly<Record<string, string | undefined>>): ServerConfig;
  clientAssets?: StorefrontServerOptions['assets'];
}

/**
 * Mounts the product's server entry: the built bundle (dist/server/entry.js, the file a shop deploys), or in
 * development the same modules through Vite, reloaded on change.
 */
export const storefrontHandler = async (options: EmulatorStorefrontOptions): Promise<StorefrontHandler> => {
  const env = {
    CONSENT_PLATFORM_SCRIPT: '/emulator/consent.js', CONSENT_PLATFORM_STYLESHEET: '/emulator/consent.css',
    ...process.env, STOREFRONT_COUNTRY: options.config.defaultCountry, PREVIEW_MODE: options.config.previewMode ? 'on' : 'off',
  };
  // Locally the control page switches the CMS answer at will: no footer cache unless FOOTER_CACHE_SECONDS asks for one
  // (concurrent requests still share one call).
  const footerCache = {
    ...(process.env.FOOTER_CACHE_SECONDS === undefined ? { footerCacheMs: 0 } : {}),
    ...(process.env.SERVER_PAGE_CACHE_SECONDS === undefined ? { serverPageCacheMs: 0 } : {}),
  };
  const configure = (bundle: ServerBundle): ServerConfig => ({ ...bundle.serverConfigFrom(env), serviceBaseUrl: options.config.serviceBaseUrl, ...footerCache });
  const { vite } = options;
  if (vite) {
    const indexHtml = await vite.transformIndexHtml('/', readFileSync(resolve('index.html'), 'utf8'));
    const assets = { indexHtml, localePreload: () => [] };
    return async (request) => {
      const bundle = await vite.ssrLoadModule('/composition/server/dev-entry.ts') as ServerBundle;
      return bundle.createStorefrontApp({ config: configure(bundle), assets, development: true }).fetch(request);
    };
  }
  const entry = options.distDir ? join(options.distDir, 'server/entry.js') : undefined;
  if (!entry || !existsSync(entry)) {
    return () => new Response('No production build found: run `npm run build` (npm start does it).', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const bundle = await import(pathToFileURL(entry).href) as ServerBundle;
  if (!bundle.clientAssets) throw new Error(`${entry} carries no client assets: rebuild with npm run build.`);
  return bundle.createStorefrontApp({ config: configure(bundle), assets: bundle.clientAssets }).fetch;
};
