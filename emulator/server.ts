import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ViteDevServer } from 'vite';
import { HttpError, json, parseCookies, readBody, Router, type RequestContext } from './http/router';
import type { EmulatorClock, EmulatorConfig, ModuleContext } from './module';
import { MODULES } from './modules/modules';
import { renderControlPage, CONTROL_CSS } from './pages/control-page';
import { getRequestListener } from '@hono/node-server';
import { PAGE_CSP } from './pages/page';
import { hostRefusal } from './http/request-guards';
import { Store } from './store/store';
import { storefrontHandler, type StorefrontHandler } from './storefront';

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
  readonly config?: Partial<Omit<EmulatorConfig, 'origin'>>;
}

/** A running emulator. */
export interface RunningEmulator {
  readonly url: string;
  readonly server: Server;
  readonly store: Store;
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif',
  '.json': 'application/json', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.txt': 'text/plain; charset=utf-8',
};

/** Starts the emulator: the built app, the service endpoints of spec 7 and the /emulator/ control page, on one origin. */
export const startEmulator = async (options: EmulatorOptions): Promise<RunningEmulator> => {
  const host = options.host ?? '127.0.0.1';
  const store = await Store.open(options.dbPath);
  let offset = 0;
  const clock: EmulatorClock = { now: () => Date.now() + offset, advance: (ms) => { offset += ms; } };
  const router = new Router();
  const mutableConfig = {
    origin: '',
    defaultCountry: options.config?.defaultCountry ?? 'DE',
    previewMode: options.config?.previewMode ?? true,
  };
  const context: ModuleContext = { router, store, clock, config: mutableConfig };
  for (const module of MODULES) module.setup(context);

  const distDir = options.distDir ? resolve(options.distDir) : undefined;
  // The product's own server entry renders every storefront page (built bundle, or Vite's module graph in development).
  let storefront: StorefrontHandler | undefined;
  const pages = getRequestListener((request) => {
    if (!storefront) throw new HttpError(503, 'urn:emulator:starting', 'The storefront is starting.');
    return storefront(request);
  }, { overrideGlobalObjects: false });
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (!(error instanceof HttpError)) console.error('[emulator]', error);
      if (!res.headersSent) {
        json(res, status, {
          type: error instanceof HttpError ? error.type : 'urn:emulator:internal',
          detail: error instanceof Error ? error.message : String(error),
        });
      } else res.end();
    });
  });

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', mutableConfig.origin || `http://${host}`);
    const method = (req.method ?? 'GET').toUpperCase();
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // Only the emulator's own host names (a DNS-rebinding page's requests carry another Host).
    const refusal = hostRefusal((name) => headerText(req.headers[name]), mutableConfig.origin);
    if (refusal) { json(res, refusal.status, { type: refusal.type, detail: refusal.detail }); return; }
    const found = router.match(method, url.pathname);
    if (found && 'handler' in found) {
      let parsed: { value: unknown } | undefined;
      const requestContext: RequestContext = {
        req, res, method, url, params: found.params,
        cookies: parseCookies(req.headers.cookie),
        clientAddress: req.socket.remoteAddress ?? 'unknown',
        body: async () => {
          if (parsed) return parsed.value;
          const text = await readBody(req);
          try { parsed = { value: text.trim() === '' ? null : (JSON.parse(text) as unknown) }; }
          catch { throw new HttpError(400, 'urn:emulator:malformed_json', 'The request body is not valid JSON.'); }
          return parsed.value;
        },
      };
      await found.handler(requestContext);
      return;
    }
    if (found && 'allowed' in found) {
      json(res, 405, { type: 'urn:emulator:method_not_allowed', detail: `Use ${found.allowed.join(', ')}.` }, { Allow: found.allowed.join(', ') });
      return;
    }
    if ((url.pathname.startsWith('/service/') && !wantsPage(req, url)) || url.pathname.startsWith('/emulator/api/')) {
      json(res, 404, { type: 'urn:emulator:not_found', detail: `No endpoint ${method} ${url.pathname}.` });
      return;
    }
    if (url.pathname === '/emulator' || url.pathname === '/emulator/') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PAGE_CSP, 'Cache-Control': 'no-store' });
      res.end(renderControlPage(MODULES, context));
      return;
    }
    // The stand-in for a shop's consent platform, which the storefront's pages load (CONSENT_PLATFORM_SCRIPT).
    const consentAsset = CONSENT_ASSETS[url.pathname];
    if (consentAsset) {
      res.writeHead(200, { 'Content-Type': consentAsset.type, 'Cache-Control': 'no-cache' });
      res.end(readFileSync(consentAsset.file));
      return;
    }
    if (url.pathname === '/emulator/control.css') {
      res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8' });
      res.end(CONTROL_CSS);
      return;
    }
    if (options.vite && !wantsPage(req, url)) {
      options.vite.middlewares(req, res, () => { void pages(req, res); });
      return;
    }
    if (distDir && !options.vite && (method === 'GET' || method === 'HEAD') && serveStatic(distDir, url.pathname, req, res)) return;
    await pages(req, res);
  };

  await new Promise<void>((done) => server.listen(options.port, host, done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  mutableConfig.origin = `http://${host}:${port}`;
  storefront = await storefrontHandler({
    distDir, vite: options.vite,
    config: { serviceBaseUrl: mutableConfig.origin, defaultCountry: mutableConfig.defaultCountry, previewMode: mutableConfig.previewMode },
  });
  return {
    url: mutableConfig.origin,
    server,
    store,
    close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }),
  };
};

const wantsPage = (req: IncomingMessage, url: URL): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') && (extname(url.pathname) === '' || url.pathname.endsWith('.html')) &&
  !url.pathname.startsWith('/@') && !url.pathname.startsWith('/node_modules/') && (req.headers.accept ?? '').includes('text/html');

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.html', '.txt']);
const gzipCache = new Map<string, Buffer>();

const serveStatic = (root: string, pathname: string, req: IncomingMessage, res: ServerResponse): boolean => {
  // The server bundle, the manifest and the page template are the server's, never the browser's.
  if (pathname === '/' || pathname.endsWith('/') || pathname === '/index.html' || /^\/(server|\.vite)(\/|$)/.test(pathname)) return false;
  let decoded: string;
  try { decoded = decodeURIComponent(pathname); } catch { return false; }
  const file = normalize(join(root, decoded));
  if (!file.startsWith(root + '/') || !existsSync(file) || !statSync(file).isFile()) return false;
  const immutable = decoded.startsWith('/assets/');
  const gzip = COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  let body: Buffer = readFileSync(file);
  if (gzip) {
    const cached = gzipCache.get(file) ?? gzipSync(body, { level: 9 });
    gzipCache.set(file, cached);
    body = cached;
  }
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
};

const headerText = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(',') : value);

const CONSENT_ASSETS: Readonly<Record<string, { readonly file: string; readonly type: string }>> = {
  '/emulator/consent.js': { file: resolve('emulator/assets/consent/consent.js'), type: 'text/javascript; charset=utf-8' },
  '/emulator/consent.css': { file: resolve('emulator/assets/consent/consent.css'), type: 'text/css; charset=utf-8' },
};
