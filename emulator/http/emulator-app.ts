import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import { HttpError, problem } from './answers';
import { limitBody } from './request-body';
import { hostRefusal, sameOriginRefusal, type HeaderReader } from './request-guards';

/** What every emulator handler sees: on Node, the raw request and response (@hono/node-server's bindings). */
export interface EmulatorEnv {
  Bindings: Partial<HttpBindings>;
}
/** The emulator's HTTP application: every module registers its routes on it. */
export type EmulatorApp = Hono<EmulatorEnv>;
/** One request as a handler sees it. */
export type EmulatorContext = Context<EmulatorEnv>;

/** Visitor addresses the storefront's server forwarded with its entry token, per request (see createEmulatorApp). */
const forwardedClients = new WeakMap<Request, string>();

/**
 * The client's address (rate limits, proof of consent): the visitor's that the storefront's server forwarded
 * (X-Forwarded-For, trusted only beside its SERVICE_ENTRY_TOKEN), else the connection's; 'unknown' outside Node.
 */
export const clientAddress = (c: EmulatorContext): string =>
  forwardedClients.get(c.req.raw) ?? c.env?.incoming?.socket?.remoteAddress ?? 'unknown';

/** The request's cookies; values that are not valid cookie text are left out, broken percent-encoding kept raw. */
export const cookiesOf = (c: EmulatorContext): Readonly<Record<string, string>> => getCookie(c);

/** A HeaderReader over the request's headers. */
export const headersOf =
  (c: Context): HeaderReader =>
  (name) =>
    c.req.header(name);

/** Log lines of the emulator's HTTP layer: internal errors only (bad input is the caller's, and answered). */
export const logInternalError = (where: string, error: unknown): void => {
  console.error('[emulator]', where, error);
};

const setSecurityHeaders = (headers: Headers): void => {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
};

/** Whether the client went away before its answer (a read of its body then fails): nothing to answer, nothing to log. */
const clientLeft = (c: EmulatorContext, error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    c.req.raw.signal.aborted ||
    c.env?.incoming?.errored != null ||
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    (error instanceof Error && error.name === 'AbortError')
  );
};

/** The request target as sent (path and query, no fragment), before any decoding. */
const rawTarget = (url: string): string => {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  const hash = url.indexOf('#', start);
  return start < 0 ? '/' : url.slice(start, hash < 0 ? undefined : hash);
};

const hasBrokenPercentEncoding = (target: string): boolean => {
  if (!target.includes('%')) return false;
  try {
    decodeURIComponent(target);
    return false;
  } catch {
    return true;
  }
};

/** The request's path as sent (c.req.path drops a trailing slash: /service/ would read /service). */
export const rawPath = (c: Context): string => {
  const target = rawTarget(c.req.url);
  const query = target.indexOf('?');
  return query < 0 ? target : target.slice(0, query);
};

/** The emulator's own endpoints (pages and static files belong to the storefront). */
export const isEndpointPath = (path: string): boolean =>
  path.startsWith('/service/') || path === '/emulator' || path.startsWith('/emulator/');

/**
 * The emulator's Hono application with the rules every request passes, before any module's route: security headers;
 * only the emulator's own Host names (against DNS rebinding, 421); a request target with broken percent-encoding on an
 * endpoint is a 400; state-changing control calls (/emulator/…) only from the emulator's own pages (403); bodies up to
 * 64 kB (413). Every refusal and error is JSON `{ type, detail }`; an unexpected error is logged and answered with a
 * generic 500 that names no internal detail; a client that left is neither answered nor logged.
 */
export const createEmulatorApp = (origin: () => string, entryToken?: string): EmulatorApp => {
  // Not strict: /service/x/ is /service/x, as before.
  const app: EmulatorApp = new Hono<EmulatorEnv>({ strict: false });

  // A call of the storefront's own server carries the visitor's address; anyone else's X-Forwarded-For is ignored.
  app.use('*', async (c, next) => {
    const forwarded = c.req.header('X-Forwarded-For')?.trim();
    if (entryToken && c.req.header('X-Storefront-Entry') === entryToken && forwarded && /^[0-9A-Za-z.:%[\]_-]{1,64}$/.test(forwarded))
      forwardedClients.set(c.req.raw, forwarded);
    await next();
  });

  app.use('*', async (c, next) => {
    await next();
    // The same two headers on every answer (pages, files, JSON); a response with immutable headers is copied first.
    try {
      setSecurityHeaders(c.res.headers);
    } catch {
      c.res = new Response(c.res.body, c.res);
      setSecurityHeaders(c.res.headers);
    }
  });

  app.use('*', async (c, next) => {
    const refusal = hostRefusal(headersOf(c), origin());
    if (refusal) return problem(c, refusal.status, refusal.type, refusal.detail);
    if (isEndpointPath(rawPath(c)) && hasBrokenPercentEncoding(rawTarget(c.req.url))) {
      return problem(
        c,
        400,
        'urn:emulator:malformed_uri',
        'The request address has a broken percent-encoding (% must be followed by two hex digits of valid UTF-8).',
      );
    }
    await next();
  });

  app.use('/emulator/*', controlGuard(origin));

  app.use('*', limitBody());

  app.onError((error, c) => {
    if (error instanceof HttpError) return problem(c, error.status, error.type, error.message, error.headers);
    if (clientLeft(c, error)) return problem(c, 400, 'urn:emulator:client_left', 'The client closed the connection.');
    if (error instanceof HTTPException && error.status < 500)
      return problem(c, error.status, 'urn:emulator:bad_request', 'The request could not be read.');
    logInternalError(`${c.req.method} ${c.req.path}`, error);
    return problem(c, 500, 'urn:emulator:internal', 'The emulator could not answer this request; its log has the details.');
  });
  return app;
};

/** Control calls (/emulator/…) that change state only from the emulator's own pages (a cross-site form is refused). */
const controlGuard =
  (origin: () => string): MiddlewareHandler<EmulatorEnv> =>
  async (c, next) => {
    const refusal = sameOriginRefusal(c.req.method, headersOf(c), origin());
    if (refusal) return problem(c, refusal.status, refusal.type, refusal.detail);
    await next();
  };

/**
 * Answers a known path called with another method: 405 JSON with Allow. Call once every route is registered: it adds,
 * per path, a handler after the path's own ones.
 */
export const answerOtherMethods = (app: EmulatorApp): void => {
  const methods = new Map<string, Set<string>>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const allowed = methods.get(route.path) ?? new Set<string>();
    allowed.add(route.method);
    if (route.method === 'GET') allowed.add('HEAD');
    methods.set(route.path, allowed);
  }
  for (const [path, allowed] of methods) {
    const list = [...allowed].join(', ');
    app.all(path, (c) => problem(c, 405, 'urn:emulator:method_not_allowed', `Use ${list}.`, { Allow: list }));
  }
};
