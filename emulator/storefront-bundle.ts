/** A Fetch handler for storefront pages. */
export type StorefrontHandler = (request: Request) => Response | Promise<Response>;

// The emulator never imports the product (composition/server/storefront-app.ts): it loads the built bundle, or the dev
// entry through Vite, and sees it through these shapes.
/** The product's server configuration, as the emulator sees it (opaque). */
export type ServerConfig = Record<string, unknown>;

/** The product's server entry module (dist/server/entry.js, or composition/server/dev-entry.ts through Vite). */
export interface ServerBundle {
  createStorefrontApp(options: {
    readonly config: ServerConfig;
    readonly assets: { readonly indexHtml: string; readonly localePreload: (locale: string) => readonly string[] };
    readonly development?: boolean;
  }): { fetch: StorefrontHandler };
  serverConfigFrom(env: Readonly<Record<string, string | undefined>>): ServerConfig;
  clientAssets?: { readonly indexHtml: string; readonly localePreload: (locale: string) => readonly string[] };
}
