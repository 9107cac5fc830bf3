import { resolve } from 'node:path';
import { startEmulator } from './server';

/** `npm start`: the emulator serving the production build from dist/. */
const port = Number(process.env.PORT ?? 5173);
const emulator = await startEmulator({
  port,
  dbPath: resolve(process.env.EMULATOR_DB ?? 'emulator/.data/store.sqlite'),
  distDir: 'dist',
  config: {
    defaultCountry: process.env.STOREFRONT_COUNTRY ?? 'DE',
    previewMode: process.env.PREVIEW_MODE !== 'off',
    embeddingOrigins: (process.env.NEWSLETTER_EMBEDDING_ORIGINS ?? '').split(',').filter((origin) => origin.trim() !== ''),
  },
  // The partner page that embeds the newsletter widget, on the next port (PARTNER_PORT).
  partnerPort: Number(process.env.PARTNER_PORT ?? port + 1),
});
console.log(`Storefront and service emulator on ${emulator.url}/  (control page: ${emulator.url}/emulator/)`);
console.log(`Partner page embedding the newsletter widget on ${emulator.partnerUrl}/`);
const stop = () => {
  void emulator.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
