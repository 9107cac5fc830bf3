// Serves the built server entry with Bun's own HTTP server, as README's Bun recipe does: `Bun.serve` calls the bundle's
// fetch with the request and the server (whose requestIP gives the visitor's address).
// Usage: SERVICE_BASE_URL=… PUBLIC_ORIGIN=… bun test/runtime/bun-serve.js (STOREFRONT_DIST names another build folder).
const dist = process.env.STOREFRONT_DIST ?? new URL('../../dist', import.meta.url).pathname;
const { default: handler } = await import(`${dist}/server/entry.js`);

const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: handler.fetch });
console.log(`PORT ${server.port}`);
