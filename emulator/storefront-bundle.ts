/** A Fetch handler for storefront pages. */
export type StorefrontHandler = (request: Request) => Response | Promise<Response>;

// The emulator never imports the product (composition/server/handler.tsx): it loads the built bundle, or the dev
// entry through Vite, and sees it through these shapes.
/** The product's server configuration, as the emulator sees it (opaque). */
export type ServerConfig = Record<string, unknown>;
interface ClientAssets {
  readonly indexHtml: string;
  readonly localePreload: (locale: string) => readonly string[];
}
/** Options of the product's createStorefrontApp. */
export interface StorefrontServerOptions {
  readonly config: ServerConfig;
  readonly assets: ClientAssets;
  readonly development?: boolean;
}

/** The product's server entry module (dist/server/entry.js, or composition/server/dev-entry.ts through Vite). */
export interface ServerBundle {
  createStorefrontApp(options: StorefrontServerOptions): { fetch: StorefrontHandler };
  serverConfigFrom(env: Readonly<Record<string, string | undefined>>): ServerConfig;
  clientAssets?: StorefrontServerOptions['assets'];
}

/** What the page worker needs to mount the built bundle. */
export interface PageWorkerData {
  readonly entryUrl: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Settings laid over the bundle's configuration from `env` (service base URL, caches). */
  readonly overrides: ServerConfig;
}

/** One page request sent to the worker, or `'reset'`: start the app afresh, with empty caches. */
export type PageWorkerMessage = PageRequestMessage | 'reset';

/** One page request sent to the worker. */
export interface PageRequestMessage {
  readonly id: number;
  readonly method: string;
  readonly url: string;
  readonly headers: Array<[string, string]>;
  readonly body: ArrayBuffer | null;
}

/** The worker's answer: the whole response, or the name of what went wrong (logged by the emulator, never sent). */
export type PageResponseMessage =
  | { readonly id: number; readonly status: number; readonly headers: Array<[string, string]>; readonly body: ArrayBuffer }
  | { readonly id: number; readonly failure: string };
