/** Provided by vite.config.ts when it builds the server bundle: the client build's index.html and locale chunks. */
declare module 'virtual:storefront-client' {
  import type { ClientAssets } from './client-manifest';
  export const clientAssets: ClientAssets;
}
