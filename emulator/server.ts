import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { getMimeType } from 'hono/utils/mime';
import type { ViteDevServer } from 'vite';
import { answerOtherMethods, createEmulatorApp, HttpError, listen, problem, rawPath, type EmulatorContext } from './http';
import { createClock, type EmulatorConfig, type ModuleContext } from './module';
import { MODULES } from './modules/modules';
import { emulatorPage, html } from './pages/html';
import { startPartnerPage } from './pages/partner-page';
import { Store } from './store/store';
import { mountStorefront, type Storefront, type StorefrontHandler } from './storefront';

/** How to start an emulator. */
export interface EmulatorOptions {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** The store file; null keeps state in memory (tests). */
  readonly dbPath: string | null;
  /** The production build to serve (dist/); ignored when `vite` is given. */
  readonly distDir?: string;
  /** Development mode: pages and modules come from Vite with hot reload. */
  readonly vite?: ViteDevServer;
  /** Pages from this Fetch handler instead of the build (tests that need pages but no build). */
  readonly pages?: StorefrontHandler;
  readonly config?: Partial<Omit<EmulatorConfig, 'origin'>>;
  /** Serve the partner page (a second origin embedding the newsletter widget) on this port; 0 picks a free one. */
  readonly partnerPort?: number;
}

/** A running emulator. */
export interface RunningEmulator {
  readonly url: string;
  readonly store: Store;
  /** Every endpoint the emulator registered (method and path pattern, e.g. GET /service/…/:token). */
  readonly endpoints: ReadonlyArray<{ readonly method: string; readonly path: string }>;
  /** The partner page's address, when it was asked for. */
  readonly partnerUrl: string | undefined;
  /** The SERVICE_ENTRY_TOKEN this emulator trusts: a storefront entry run beside it, as a shop deploys it, sets it. */
  readonly entryToken: string;
  /** How many client connections are open: a check that clients are gone waits for 0 instead of sleeping. */
  openConnections(): Promise<number>;
  close(): Promise<void>;
}

const EMULATOR_ASSETS: Readonly<Record<string, string>> = {
  '/emulator/control.css': resolve('emulator/assets/control/control.css'),
  '/emulator/consent.js': resolve('emulator/assets/consent/consent.js'),
  '/emulator/consent.css': resolve('emulator/assets/consent/consent.css'),
};

/** Starts the emulator: the built app, the service endpoints of spec 7 and the /emulator/ control page, on one origin. */
export const startEmulator = async (options: EmulatorOptions): Promise<RunningEmulator> => {
  const host = options.host ?? '127.0.0.1';
  const store = await Store.open(options.dbPath);
  const {
    defaultCountry = 'DE',
    previewMode = true,
    embeddingOrigins = [],
    storefrontOrigins = [],
    publicOrigin,
    trustedProxies = [],
  } = options.config ?? {};
  const config = {
    origin: '',
    defaultCountry,
    previewMode,
    embeddingOrigins: [...embeddingOrigins],
    storefrontOrigins,
    publicOrigin,
    trustedProxies,
  };
  // The storefront's server proves its calls with this, so the visitor address they carry is trusted.
  const entryToken = randomUUID();
  const app = createEmulatorApp(() => config.origin, entryToken, trustedProxies);
  const context: ModuleContext = { app, store, clock: createClock(), config };
  // The product's own server entry renders every storefront page (built bundle, or Vite's module graph in development).
  let storefront: Storefront | undefined = options.pages && { handle: options.pages, reset: () => undefined };
  // A control call that changed something (footer mode, clock, outages, …) drops what the storefront cached of the
  // services' answers: the next page shows the change, as a CDN purge would.
  app.use('/emulator/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) storefront?.reset();
  });
  for (const module of MODULES) module.setup(context);
  const sections = () =>
    MODULES.map(
      ({ name, control }) =>
        html`<section aria-labelledby="section-${name}">
          <h2 id="section-${name}">${name}</h2>
          ${control?.(context)}
        </section>`,
    );
  app.get('/emulator', (c) => emulatorPage(c, 'Control page', html`<a href="/">Open the storefront</a>`, html`${sections()}`));
  // The control page's stylesheet, and the stand-in for a shop's consent platform that storefront pages load (CONSENT_PLATFORM_SCRIPT).
  for (const [path, file] of Object.entries(EMULATOR_ASSETS)) {
    const headers = { 'Content-Type': getMimeType(file) ?? 'text/plain', 'Cache-Control': 'no-cache' };
    app.get(path, (c) => c.body(readFileSync(file), 200, headers));
  }
  const endpoints = [
    ...new Map(
      app.routes.filter(({ method }) => method !== 'ALL').map(({ method, path }) => [`${method} ${path}`, { method, path }]),
    ).values(),
  ];
  answerOtherMethods(app);

  const distDir = options.distDir ? resolve(options.distDir) : undefined;
  const page = async (c: EmulatorContext): Promise<Response> => {
    if (!storefront) throw new HttpError(503, 'urn:emulator:starting', 'The storefront is starting.');
    const { method } = c.req;
    if (method === 'GET' || method === 'HEAD') return storefront.handle(c.req.raw);
    // The storefront answers GET, HEAD and POST (a posted form: its body read once, within the emulator's limit).
    if (method !== 'POST')
      return problem(c, 405, 'urn:emulator:method_not_allowed', 'Pages answer GET, HEAD and POST.', { Allow: 'GET, HEAD, POST' });
    return storefront.handle(new Request(c.req.url, { method, headers: c.req.raw.headers, body: await c.req.arrayBuffer() }));
  };
  app.all('*', async (c) => {
    const path = rawPath(c);
    if ((path.startsWith('/service/') && !wantsPage(c)) || path.startsWith('/emulator/api/'))
      return problem(c, 404, 'urn:emulator:not_found', `No endpoint ${c.req.method} ${path.slice(0, 200)}.`);
    const { vite } = options;
    const { incoming, outgoing } = c.env;
    if (vite && incoming && outgoing && !wantsPage(c)) {
      // Vite's middleware answers module and asset requests itself; what it passes on is a page.
      return new Promise<Response>((done, fail) => {
        outgoing.once('finish', () => done(RESPONSE_ALREADY_SENT));
        vite.middlewares(incoming, outgoing, () => void page(c).then(done, fail));
      });
    }
    const file =
      distDir && !vite && ['GET', 'HEAD'].includes(c.req.method) && staticFile(distDir, c.req.path, c.req.header('accept-encoding'));
    return file ? c.body(file.body, 200, file.headers) : page(c); // Hono sends HEAD without the body
  });

  const server = await listen(app, options.port, host);
  const address = server.address();
  config.origin = `http://${host}:${typeof address === 'object' && address ? address.port : options.port}`;
  const partner =
    options.partnerPort === undefined ? undefined : await startPartnerPage({ host, port: options.partnerPort, shop: config.origin });
  if (partner) config.embeddingOrigins.push(partner.url);
  storefront ??= await mountStorefront({ ...config, distDir, vite: options.vite, entryToken });
  const close = async () => {
    await partner?.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  };
  const openConnections = () =>
    new Promise<number>((done, fail) => server.getConnections((error, count) => (error ? fail(error) : done(count))));
  return { url: config.origin, partnerUrl: partner?.url, entryToken, store, endpoints, openConnections, close };
};

/** A page request: GET or HEAD of a document (no file extension, or .html) by a client that accepts HTML, not Vite's own paths. */
const wantsPage = ({ req }: EmulatorContext): boolean =>
  ['GET', 'HEAD'].includes(req.method) &&
  (extname(req.path) === '' || req.path.endsWith('.html')) &&
  !/^\/(@|node_modules\/)/.test(req.path) &&
  (req.header('accept') ?? '').includes('text/html');

const gzipCache = new Map<string, Buffer<ArrayBuffer>>();

/** A file of the client build with its headers (gzipped once when the client takes it), or undefined: the request is a page. */
const staticFile = (root: string, pathname: string, acceptEncoding = '') => {
  const file = normalize(join(root, pathname));
  // The server bundle, the manifest and the page template are the server's, never the browser's.
  if (/^\/(server|\.vite)(\/|$)|^\/(index\.html)?$|\/$/.test(pathname) || !file.startsWith(root + '/')) return undefined;
  if (!existsSync(file) || !statSync(file).isFile()) return undefined;
  const gzip = ['.js', '.css', '.svg', '.json', '.html', '.txt'].includes(extname(file)) && /\bgzip\b/.test(acceptEncoding);
  const body = gzip ? (gzipCache.get(file) ?? gzipSync(readFileSync(file), { level: 9 })) : readFileSync(file);
  if (gzip) gzipCache.set(file, body);
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(file) ?? 'application/octet-stream',
    'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    Vary: 'Accept-Encoding',
    'Content-Length': String(body.length),
  };
  if (gzip) headers['Content-Encoding'] = 'gzip';
  // The newsletter widget is a module script other sites' pages load, with its lazy parts: CORS for anyone.
  if (pathname.startsWith('/widget/')) headers['Access-Control-Allow-Origin'] = '*';
  return { body, headers };
};
