import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getRequestListener, RequestError } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { getMimeType } from 'hono/utils/mime';
import type { ViteDevServer } from 'vite';
import {
  answerClientError,
  answerOtherMethods,
  createEmulatorApp,
  HttpError,
  logInternalError,
  problem,
  problemResponse,
  rawPath,
  refuseConnect,
  type EmulatorContext,
} from './http';
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
  readonly server: Server;
  readonly store: Store;
  /** Every endpoint the emulator registered (method and path pattern, e.g. GET /service/…/:token). */
  readonly endpoints: ReadonlyArray<{ readonly method: string; readonly path: string }>;
  /** The partner page's address, when it was asked for. */
  readonly partnerUrl: string | undefined;
  close(): Promise<void>;
}

/** Starts the emulator: the built app, the service endpoints of spec 7 and the /emulator/ control page, on one origin. */
export const startEmulator = async (options: EmulatorOptions): Promise<RunningEmulator> => {
  const host = options.host ?? '127.0.0.1';
  const store = await Store.open(options.dbPath);
  const clock = createClock();
  const mutableConfig = {
    origin: '',
    defaultCountry: options.config?.defaultCountry ?? 'DE',
    previewMode: options.config?.previewMode ?? true,
    embeddingOrigins: [...(options.config?.embeddingOrigins ?? [])],
  };
  // The storefront's server proves its calls with this, so the visitor address they carry is trusted.
  const entryToken = randomUUID();
  const app = createEmulatorApp(() => mutableConfig.origin, entryToken);
  const context: ModuleContext = { app, store, clock, config: mutableConfig };
  // A control call that changed something (footer mode, clock, outages, …) drops what the storefront cached of the
  // services' answers: the next page shows the change, as a CDN purge would.
  let storefront: Storefront | undefined;
  app.use('/emulator/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) storefront?.reset();
  });
  for (const module of MODULES) module.setup(context);

  // The control page: one section per module.
  app.get('/emulator', (c) =>
    emulatorPage(
      c,
      'Control page',
      html`<a href="/">Open the storefront</a>`,
      html`${MODULES.map(
        ({ name, control }) =>
          html`<section aria-labelledby="section-${name}">
            <h2 id="section-${name}">${name}</h2>
            ${control?.(context)}
          </section>`,
      )}`,
    ),
  );
  // The control page's stylesheet, and the stand-in for a shop's consent platform that storefront pages load (CONSENT_PLATFORM_SCRIPT).
  for (const [path, file] of Object.entries(EMULATOR_ASSETS)) {
    const type = getMimeType(file) ?? 'text/plain';
    app.get(path, (c) => c.body(readFileSync(file), 200, { 'Content-Type': type, 'Cache-Control': 'no-cache' }));
  }
  const endpoints = [
    ...new Map(
      app.routes
        .filter((route) => route.method !== 'ALL')
        .map((route) => [`${route.method} ${route.path}`, { method: route.method, path: route.path }]),
    ).values(),
  ];
  answerOtherMethods(app);

  const distDir = options.distDir ? resolve(options.distDir) : undefined;
  // The product's own server entry renders every storefront page (built bundle, or Vite's module graph in development).
  if (options.pages) storefront = { handle: options.pages, reset: () => undefined };
  const page = async (c: EmulatorContext): Promise<Response> => {
    const mounted = storefront;
    if (!mounted) throw new HttpError(503, 'urn:emulator:starting', 'The storefront is starting.');
    const { method } = c.req;
    // The storefront answers GET, HEAD and POST; a Request cannot even be made for some others (TRACE, CONNECT).
    if (method !== 'GET' && method !== 'HEAD' && method !== 'POST')
      return problem(c, 405, 'urn:emulator:method_not_allowed', 'Pages answer GET, HEAD and POST.', { Allow: 'GET, HEAD, POST' });
    // A posted form: its body read once, within the emulator's limit.
    const request =
      method === 'GET' || method === 'HEAD'
        ? c.req.raw
        : new Request(c.req.url, { method, headers: c.req.raw.headers, body: await c.req.arrayBuffer() });
    return mounted.handle(request);
  };
  app.all('*', async (c) => {
    const path = rawPath(c);
    const method = c.req.method;
    if ((path.startsWith('/service/') && !wantsPage(c)) || path.startsWith('/emulator/api/')) {
      return problem(c, 404, 'urn:emulator:not_found', `No endpoint ${method} ${path.slice(0, 200)}.`);
    }
    const { vite } = options;
    const { incoming, outgoing } = c.env;
    if (vite && incoming && outgoing && !wantsPage(c)) {
      // Vite's middleware answers module and asset requests itself; what it passes on is a page.
      return new Promise<Response>((done, fail) => {
        outgoing.once('finish', () => done(RESPONSE_ALREADY_SENT));
        vite.middlewares(incoming, outgoing, () => {
          Promise.resolve(page(c)).then(done, fail);
        });
      });
    }
    if (distDir && !vite && (method === 'GET' || method === 'HEAD')) {
      const file = staticFile(distDir, c.req.path, c.req.header('accept-encoding') ?? '');
      if (file) return c.body(file.body, 200, file.headers); // Hono sends HEAD without the body
    }
    return page(c);
  });

  const listener = getRequestListener(app.fetch, {
    // A request Node parsed but no URL can be made of (`GET http://[::1`, `OPTIONS *`): 400, never a crash.
    errorHandler: (error) => {
      if (error instanceof RequestError)
        return problemResponse(400, 'urn:emulator:bad_request_target', 'The request target or Host header is malformed.');
      logInternalError('request', error);
      return problemResponse(500, 'urn:emulator:internal', 'The emulator could not answer this request; its log has the details.');
    },
  });
  // A request without Host reaches the app (which answers 400 JSON) instead of Node's bare 400.
  const server = createServer({ requireHostHeader: false }, listener);
  server.on('clientError', answerClientError);
  server.on('connect', refuseConnect);

  await new Promise<void>((done) => server.listen(options.port, host, done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  mutableConfig.origin = `http://${host}:${port}`;
  const partner =
    options.partnerPort === undefined ? undefined : await startPartnerPage({ host, port: options.partnerPort, shop: mutableConfig.origin });
  if (partner) mutableConfig.embeddingOrigins.push(partner.url);
  storefront ??= await mountStorefront({
    distDir,
    vite: options.vite,
    config: {
      serviceBaseUrl: mutableConfig.origin,
      entryToken,
      defaultCountry: mutableConfig.defaultCountry,
      previewMode: mutableConfig.previewMode,
      embeddingOrigins: mutableConfig.embeddingOrigins,
    },
  });
  return {
    url: mutableConfig.origin,
    partnerUrl: partner?.url,
    server,
    store,
    endpoints,
    close: async () => {
      await partner?.close();
      await new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      });
    },
  };
};

const wantsPage = (c: EmulatorContext): boolean => {
  const { method, path } = c.req;
  return (
    (method === 'GET' || method === 'HEAD') &&
    (extname(path) === '' || path.endsWith('.html')) &&
    !path.startsWith('/@') &&
    !path.startsWith('/node_modules/') &&
    (c.req.header('accept') ?? '').includes('text/html')
  );
};

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.html', '.txt']);
const gzipCache = new Map<string, Buffer<ArrayBuffer>>();

/** A file of the client build with its headers, or undefined (then the request is a page). */
const staticFile = (
  root: string,
  pathname: string,
  acceptEncoding: string,
): { body: Buffer<ArrayBuffer>; headers: Record<string, string> } | undefined => {
  // The server bundle, the manifest and the page template are the server's, never the browser's.
  if (pathname === '/' || pathname.endsWith('/') || pathname === '/index.html' || /^\/(server|\.vite)(\/|$)/.test(pathname))
    return undefined;
  const file = normalize(join(root, pathname));
  if (!file.startsWith(root + '/') || !existsSync(file) || !statSync(file).isFile()) return undefined;
  const immutable = pathname.startsWith('/assets/');
  const gzip = COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(acceptEncoding);
  let body = readFileSync(file);
  if (gzip) {
    const cached = gzipCache.get(file) ?? gzipSync(body, { level: 9 });
    gzipCache.set(file, cached);
    body = cached;
  }
  return {
    body,
    headers: {
      'Content-Type': getMimeType(file) ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      Vary: 'Accept-Encoding',
      // The newsletter widget is a module script other sites' pages load, with its lazy parts: CORS for anyone.
      ...(pathname.startsWith('/widget/') ? { 'Access-Control-Allow-Origin': '*' } : {}),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      'Content-Length': String(body.length),
    },
  };
};

const EMULATOR_ASSETS: Readonly<Record<string, string>> = {
  '/emulator/control.css': resolve('emulator/assets/control/control.css'),
  '/emulator/consent.js': resolve('emulator/assets/consent/consent.js'),
  '/emulator/consent.css': resolve('emulator/assets/consent/consent.css'),
};
