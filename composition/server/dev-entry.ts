/** What the emulator's development mode loads through Vite (the built entry adds the compiled-in client assets). */
export { createStorefrontApp } from './storefront-app';
export { serverConfigFrom } from '../../adapters/server/server-config';
