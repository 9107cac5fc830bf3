// Serves the built server entry with Deno's own HTTP server: the bundle a shop deploys, unchanged, on a second
// Fetch runtime. Usage: SERVICE_BASE_URL=http://127.0.0.1:5173 PUBLIC_ORIGIN=https://shop.example deno run --allow-net --allow-env --allow-read test/runtime/deno-serve.js
// (STOREFRONT_DIST names another build folder than dist/.)
const dist = Deno.env.get('STOREFRONT_DIST') ?? new URL('../../dist', import.meta.url).pathname;
const { default: handler } = await import(`file://${dist}/server/entry.js`);

Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log(`PORT ${port}`) }, handler.fetch);
