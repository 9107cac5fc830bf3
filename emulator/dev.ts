import { resolve } from 'node:path';
import { createServer } from 'vite';
import { startEmulator } from './server';

/** `npm run dev`: Vite with hot reload behind the same emulator endpoints. */
const port = Number(process.env.PORT ?? 5173);
const vite = await createServer({ server: { middlewareMode: true, hmr: { port: port + 1 } }, appType: 'custom' });
const emulator = await startEmulator({
  port,
  dbPath: resolve(process.env.EMULATOR_DB ?? 'emulator/.data/store.sqlite'),
  vite,
  config: { defaultCountry: process.env.STOREFRONT_COUNTRY ?? 'DE', previewMode: process.env.PREVIEW_MODE !== 'off' },
});
console.log(`Development storefront on ${emulator.url}/ (hot reload; control page ${emulator.url}/emulator/)`);
