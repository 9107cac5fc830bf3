import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { trustedProxiesFrom } from './http';
import { originOf, storefrontOriginsFrom } from './module';
import { startEmulator } from './server';

/**
 * `npm start` and `npm run serve`: the emulator serving the production build from dist/, with the partner page that
 * embeds the newsletter widget on the next port (PARTNER_PORT). `npm run dev` (--dev): Vite with hot reload behind the
 * same endpoints. `npm run emulator:reset` (--reset): empties the store (its tables are made again on the next start).
 */
const mode = process.argv[2];
const port = Number(process.env.PORT ?? 5173);
const dbPath = resolve(process.env.EMULATOR_DB ?? 'emulator/.data/store.sqlite');
if (mode === '--reset') {
  for (const file of [dbPath, `${dbPath}-wal`, `${dbPath}-shm`]) if (existsSync(file)) rmSync(file);
  console.log(`Emulator store emptied (${dbPath}).`);
} else {
  const devServer = { server: { middlewareMode: true, hmr: { port: port + 1 } }, appType: 'custom' } as const;
  const vite = mode === '--dev' ? await (await import('vite')).createServer(devServer) : undefined;
  const emulator = await startEmulator({
    port,
    dbPath,
    distDir: 'dist',
    vite,
    config: {
      defaultCountry: process.env.STOREFRONT_COUNTRY ?? 'DE',
      previewMode: process.env.PREVIEW_MODE !== 'off',
      embeddingOrigins: (process.env.NEWSLETTER_EMBEDDING_ORIGINS ?? '').split(',').filter((origin) => origin.trim() !== ''),
      // Behind a CDN: its public origin(s) and its addresses (docs/deployment.md, "The services behind the CDN").
      storefrontOrigins: storefrontOriginsFrom(process.env),
      publicOrigin: originOf(process.env.PUBLIC_ORIGIN),
      trustedProxies: trustedProxiesFrom(process.env.SERVICE_TRUSTED_PROXIES),
    },
    partnerPort: vite ? undefined : Number(process.env.PARTNER_PORT ?? port + 1),
  });
  console.log(
    `Storefront${vite ? ' (hot reload)' : ''} and service emulator on ${emulator.url}/  (control page: ${emulator.url}/emulator/)`,
  );
  if (emulator.partnerUrl) console.log(`Partner page embedding the newsletter widget on ${emulator.partnerUrl}/`);
  const stop = () => void emulator.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
