// The built server entry on Deno as a shop deploys it behind a CDN: the CDN's part (the client build's files) is played
// here by reading dist/, every other request goes to the entry. The browser journeys' `second-runtime` project runs
// against it. Usage: SERVICE_BASE_URL=http://127.0.0.1:5173 deno run --allow-net --allow-env --allow-read test/runtime/deno-shop.js
// (PUBLIC_ORIGIN is the address it listens on; STOREFRONT_DIST names another build folder than dist/.)
const dist = Deno.env.get('STOREFRONT_DIST') ?? new URL('../../dist', import.meta.url).pathname;
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** A file of the client build (never the server bundle, the manifest or the page template), or undefined. */
const clientFile = async (request) => {
  const { pathname } = new URL(request.url);
  if (request.method !== 'GET' || pathname.includes('..') || !/^\/(assets\/|widget\/|favicon\.svg$)/.test(pathname)) return undefined;
  try {
    const body = await Deno.readFile(`${dist}${pathname}`);
    const type = TYPES[pathname.slice(pathname.lastIndexOf('.'))] ?? 'application/octet-stream';
    return new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=31536000, immutable' } });
  } catch {
    return undefined;
  }
};

let entry = () => new Response('Starting', { status: 503 });
const server = Deno.serve(
  { hostname: '127.0.0.1', port: 0, onListen: () => undefined },
  async (request) => (await clientFile(request)) ?? entry(request),
);
Deno.env.set('PUBLIC_ORIGIN', `http://127.0.0.1:${server.addr.port}`);
const { default: handler } = await import(`file://${dist}/server/entry.js`);
entry = (request) => handler.fetch(request);
console.log(`PORT ${server.addr.port}`);
