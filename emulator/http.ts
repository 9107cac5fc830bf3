import { createServer, STATUS_CODES, type Server } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError, type HttpBindings } from '@hono/node-server';
import * as E from 'fp-ts/Either';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie } from 'hono/cookie';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as t from 'io-ts';
import { PathReporter } from 'io-ts/PathReporter';

/** What every emulator handler sees: on Node, the raw request and response (@hono/node-server's bindings). */
export type EmulatorEnv = { Bindings: Partial<HttpBindings> };
/** The emulator's HTTP application, on which every module registers its routes, and one request as a handler sees it. */
export type EmulatorApp = Hono<EmulatorEnv>;
export type EmulatorContext = Context<EmulatorEnv>;

/**
 * A refusal a handler throws (or a guard returns): answered as JSON `{ type, detail }` with its status. `detail` is
 * written for the caller and never carries an internal error's text (unexpected errors get a generic one and are logged).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    detail: string,
  ) {
    super(detail);
  }
}

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/** A JSON answer, never cached; a header given as a list is sent once per value (Set-Cookie). */
export const json = (c: Context, status: number, body: unknown, headers: Readonly<Record<string, string | string[]>> = {}): Response =>
  c.body(JSON.stringify(body), status as ContentfulStatusCode, { ...JSON_HEADERS, ...headers });

/** A JSON error answer `{ type, detail }`. */
export const problem = (c: Context, status: number, type: string, detail: string, headers: Record<string, string> = {}): Response =>
  json(c, status, { type, detail }, headers);

/** The same answer built without a Hono context (for requests refused before routing). */
export const problemResponse = (status: number, type: string, detail: string): Response =>
  new Response(JSON.stringify({ type, detail }), { status, headers: JSON_HEADERS });

/** Control-page forms (form-encoded) get a redirect back to their section; API callers get JSON. */
export const done = (c: Context, section: string, body: unknown): Response =>
  isForm(c) ? c.redirect(`/emulator/#section-${section}`, 303) : json(c, 200, body);

// Request bodies: at most 64 kB (413), JSON nested at most 16 deep (400 before parsing).
const BODY_LIMIT_BYTES = 64 * 1024;
const MAX_JSON_DEPTH = 16;

/**
 * Whether a JSON text nests arrays or objects deeper than `max`: one pass over the text, brackets inside strings
 * ignored, so a body of thousands of nested brackets never reaches a recursive parser, decoder or error reporter.
 */
export const jsonNestsDeeperThan = (text: string, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if ((depth += 1) > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
};

/** Whether the body is form-encoded (the control page's forms, one-click unsubscribe). */
export const isForm = (c: Context): boolean =>
  (c.req.header('content-type') ?? '').toLowerCase().includes('application/x-www-form-urlencoded');

/** The JSON body: null when empty; malformed or too deeply nested JSON is a 400. Hono keeps the body for a second read. */
export const readJson = async (c: Context): Promise<unknown> => {
  const text = await c.req.text();
  if (text.trim() === '') return null;
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH))
    throw new HttpError(400, 'urn:emulator:json_too_deep', `JSON bodies may nest arrays and objects at most ${MAX_JSON_DEPTH} deep.`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'urn:emulator:malformed_json', 'The request body is not valid JSON.');
  }
};

/** The JSON body decoded with a core codec; else a 400 of `type` whose detail is the decoder's complaint, short. */
export const decodeJson = async <A>(c: Context, codec: t.Decoder<unknown, A>, type: string): Promise<A> => {
  const decoded = codec.decode(await readJson(c));
  if (E.isRight(decoded)) return decoded.right;
  const lines = PathReporter.report(decoded).map((line) => line.slice(0, 200));
  throw new HttpError(400, type, lines.slice(0, 5).join('; ').slice(0, 500));
};

/** A JSON object or form-encoded body as a record; anything else (an array, a number, null) is an empty record. */
export const readInput = async (c: Context): Promise<Record<string, unknown>> => {
  if (isForm(c)) return Object.fromEntries(new URLSearchParams(await c.req.text()));
  const body = await readJson(c);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};

/** A control switch: true/false (JSON), on/off or true/false (forms), or `missing` when absent; anything else is a 400. */
export const readSwitch = (input: Readonly<Record<string, unknown>>, name: string, missing?: boolean): boolean => {
  const value = input[name] ?? missing;
  if (value === true || value === 'true' || value === 'on') return true;
  if (value === false || value === 'false' || value === 'off') return false;
  throw new HttpError(400, 'urn:emulator:invalid_switch', `${name} must be on or off (true or false).`);
};

// Guards: pure functions of the request's headers

/** Reads one request header by lower-case name; undefined when absent. */
export type HeaderReader = (name: string) => string | undefined;
const headersOf =
  (c: Context): HeaderReader =>
  (name) =>
    c.req.header(name);
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** The Host values the emulator serves: 127.0.0.1, localhost and [::1], each with the emulator's port. */
export const servedHosts = (origin: string): string[] => {
  const port = URL.canParse(origin) ? new URL(origin).port || '80' : '';
  return LOOPBACK_NAMES.map((name) => `${name}:${port}`);
};
/** The origins the emulator serves pages from (http only). */
export const servedOrigins = (origin: string): string[] => servedHosts(origin).map((host) => `http://${host}`);

/** Refuses a request whose Host names no host the emulator serves (a DNS-rebinding page's request does): 421. */
export const hostRefusal = (header: HeaderReader, origin: string): HttpError | undefined =>
  servedHosts(origin).includes((header('host') ?? '').trim().toLowerCase())
    ? undefined
    : new HttpError(421, 'urn:emulator:host_not_served', `The emulator answers only to ${servedHosts(origin).join(', ')}.`);

/**
 * Refuses a state-changing request a browser marks as coming from another origin: `Sec-Fetch-Site` other than
 * same-origin, or an `Origin` not the emulator's. Safe methods pass; so do clients that send neither header (curl,
 * tests), since only browsers carry a visitor's cookies across sites.
 */
export const sameOriginRefusal = (method: string, header: HeaderReader, origin: string): HttpError | undefined => {
  const [site = 'same-origin', from] = [header('sec-fetch-site'), header('origin')];
  if (['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())) return undefined;
  if (site === 'same-origin' && (from === undefined || servedOrigins(origin).includes(from.toLowerCase()))) return undefined;
  return new HttpError(403, 'urn:emulator:cross_origin', 'State-changing control calls must come from the emulator’s own pages.');
};

/**
 * Refuses a service call a browser sent from another site (`Sec-Fetch-Site: cross-site`, or an `Origin` neither on
 * this machine nor one of the shop's own origins `own`), so a cross-site form cannot act with a visitor's address or
 * cookies. `type` names the service's error.
 */
export const crossSiteRefusal = (header: HeaderReader, type: string, own: readonly string[] = []): HttpError | undefined => {
  const from = header('origin');
  const local =
    from === undefined ||
    (URL.canParse(from) && (LOOPBACK_NAMES.includes(new URL(from).hostname) || own.includes(new URL(from).origin.toLowerCase())));
  return header('sec-fetch-site') !== 'cross-site' && local ? undefined : new HttpError(403, type, 'Cross-site requests are refused.');
};

/** A middleware that throws the guard's refusal, if any. */
export const guard =
  (refusal: (c: EmulatorContext) => HttpError | undefined): MiddlewareHandler<EmulatorEnv> =>
  async (c, next) => {
    const refused = refusal(c);
    if (refused) throw refused;
    await next();
  };
/** Service calls that must carry the CSRF marker X-Requested-With: XMLHttpRequest (spec 7), else a 403 of the service's `type`. */
export const csrfMarker = (type: string): MiddlewareHandler<EmulatorEnv> =>
  guard((c) =>
    c.req.header('x-requested-with') === 'XMLHttpRequest'
      ? undefined
      : new HttpError(403, type, 'The request must carry X-Requested-With: XMLHttpRequest.'),
  );
/** Service calls refused when a browser sent them from another site (the shop's own origins `own` are not another). */
export const sameSite = (type: string, own: readonly string[] = []): MiddlewareHandler<EmulatorEnv> =>
  guard((c) => crossSiteRefusal(headersOf(c), type, own));

/** Refuses a body that is not JSON (`Content-Type: application/json`), e.g. a cross-site form's text/plain: 415. */
export const requireJson = (c: Context, type: string): void => {
  if ((c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() !== 'application/json')
    throw new HttpError(415, type, 'The body must be JSON (Content-Type: application/json).');
};

// The application

/** Visitor addresses a trusted caller forwarded, per request (see createEmulatorApp). */
const forwardedClients = new WeakMap<Request, string>();

/**
 * The client's address (rate limits, proof of consent): the visitor's that a trusted caller forwarded in
 * X-Forwarded-For (the storefront's server with its SERVICE_ENTRY_TOKEN, or a proxy listed in SERVICE_TRUSTED_PROXIES),
 * else the connection's; 'unknown' outside Node.
 */
export const clientAddress = (c: EmulatorContext): string =>
  forwardedClients.get(c.req.raw) ?? c.env?.incoming?.socket?.remoteAddress ?? 'unknown';

/**
 * The addresses and ranges of SERVICE_TRUSTED_PROXIES (comma-separated, e.g. `127.0.0.1,10.0.0.0/8`): the CDN or load
 * balancer in front of the services. An entry that is no address or range is refused: a typo must not trust nobody
 * silently.
 */
export const trustedProxiesFrom = (list: string | undefined): readonly string[] => {
  const entries = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => proxyList([entry]) === undefined);
  if (invalid.length > 0) throw new Error(`SERVICE_TRUSTED_PROXIES lists what is no address or CIDR range: ${invalid.join(', ')}.`);
  return entries;
};

/** The list as a BlockList; undefined when an entry is no address or range. */
const proxyList = (entries: readonly string[]): BlockList | undefined => {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    const bits = Number(prefix);
    if (isIP(address) === 0 || extra !== undefined) return undefined;
    if (prefix === undefined) list.addAddress(address, family);
    else if (/^\d{1,3}$/.test(prefix) && bits <= (family === 'ipv6' ? 128 : 32)) list.addSubnet(address, bits, family);
    else return undefined;
  }
  return list;
};

/** Whether the address is in the list (an IPv4-mapped IPv6 address as its IPv4 one). */
const listed = (list: BlockList, address: string): boolean => {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(plain) !== 0 && list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The visitor a trusted proxy forwarded: X-Forwarded-For read from the right, past every trusted proxy; undefined when
 * the header holds no address there (the connection's address then counts).
 */
const forwardedVisitor = (header: string, proxies: BlockList): string | undefined => {
  const hops = header.split(',').map((hop) => hop.trim());
  for (const hop of hops.reverse()) {
    if (isIP(hop) === 0) return undefined;
    if (!listed(proxies, hop)) return hop;
  }
  return hops.at(-1);
};

/** The request's cookies; values that are not valid cookie text are left out, broken percent-encoding kept raw. */
export const cookiesOf = (c: EmulatorContext): Readonly<Record<string, string>> => getCookie(c);

/** Log lines of the emulator's HTTP layer: internal errors only (bad input is the caller's, and answered). */
const logInternalError = (where: string, error: unknown): void => console.error('[emulator]', where, error);

/** Whether the client went away before its answer (a read of its body then fails): nothing to answer, nothing to log. */
const clientLeft = (c: EmulatorContext, error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  const gone = code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || (error instanceof Error && error.name === 'AbortError');
  return gone || c.req.raw.signal.aborted || c.env?.incoming?.errored != null;
};

/** The request target as sent (path and query, no fragment), before any decoding. */
const rawTarget = (url: string): string => {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  const hash = url.indexOf('#', start);
  return start < 0 ? '/' : url.slice(start, hash < 0 ? undefined : hash);
};

/** The request's path as sent (c.req.path drops a trailing slash: /service/ would read /service). */
export const rawPath = (c: Context): string => rawTarget(c.req.url).split('?')[0] ?? '/';

/** A target an endpoint cannot decode (% not followed by two hex digits of valid UTF-8). */
const brokenPercentEncoding = (c: Context): boolean => {
  const path = rawPath(c);
  if (!(path.startsWith('/service/') || path === '/emulator' || path.startsWith('/emulator/'))) return false;
  try {
    decodeURIComponent(rawTarget(c.req.url));
    return false;
  } catch {
    return true;
  }
};

/**
 * The emulator's Hono app with the rules every request passes before any module's route (docs/emulator.md, "Its
 * rules"): security headers, Host (421), percent-encoding (400), same-origin control calls (403), body size (413).
 * Every refusal and error is JSON `{ type, detail }`; an unexpected error is logged, a client that left is not.
 */
export const createEmulatorApp = (origin: () => string, entryToken?: string, trustedProxies: readonly string[] = []): EmulatorApp => {
  // Not strict: /service/x/ is /service/x.
  const app: EmulatorApp = new Hono<EmulatorEnv>({ strict: false });
  const proxies = proxyList(trustedProxies) ?? new BlockList();
  app.use('*', async (c, next) => {
    // The visitor's address comes from the storefront's own server (beside its entry token) or from a trusted proxy
    // (the CDN, which sets X-Forwarded-For to the address it was called from); anyone else's X-Forwarded-For is ignored.
    const forwarded = c.req.header('X-Forwarded-For')?.trim();
    const peer = c.env?.incoming?.socket?.remoteAddress;
    if (entryToken && c.req.header('X-Storefront-Entry') === entryToken && forwarded && /^[0-9A-Za-z.:%[\]_-]{1,64}$/.test(forwarded))
      forwardedClients.set(c.req.raw, forwarded);
    else if (forwarded && peer && listed(proxies, peer)) {
      const visitor = forwardedVisitor(forwarded, proxies);
      if (visitor) forwardedClients.set(c.req.raw, visitor);
    }
    await next();
    // The same two headers on every answer (pages, files, JSON) that has none of its own (the storefront's pages decide
    // theirs: a token page sends no referrer); a response with immutable headers is copied first.
    const security = Object.entries({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' }).filter(
      ([name]) => !c.res.headers.has(name),
    );
    try {
      for (const [name, value] of security) c.res.headers.set(name, value);
    } catch {
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of security) c.res.headers.set(name, value);
    }
  });
  const malformed = new HttpError(400, 'urn:emulator:malformed_uri', 'The request address has a broken percent-encoding.');
  app.use(
    '*',
    guard((c) => hostRefusal(headersOf(c), origin()) ?? (brokenPercentEncoding(c) ? malformed : undefined)),
  );
  app.use(
    '/emulator/*',
    guard((c) => sameOriginRefusal(c.req.method, headersOf(c), origin())),
  );
  const tooLarge = new HttpError(413, 'urn:emulator:payload_too_large', `Request bodies may hold at most ${BODY_LIMIT_BYTES / 1024} kB.`);
  // A declared length is refused before reading, an undeclared (chunked) one as it is read.
  app.use('*', bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: () => Promise.reject(tooLarge) }));
  app.onError((error, c) => {
    if (error instanceof HttpError) return problem(c, error.status, error.type, error.message);
    if (clientLeft(c, error)) return problem(c, 400, 'urn:emulator:client_left', 'The client closed the connection.');
    if (error instanceof HTTPException && error.status < 500)
      return problem(c, error.status, 'urn:emulator:bad_request', 'The request could not be read.');
    logInternalError(`${c.req.method} ${c.req.path}`, error);
    return problem(c, 500, 'urn:emulator:internal', 'The emulator could not answer this request; its log has the details.');
  });
  return app;
};

/** Answers a known path called with another method: 405 JSON with Allow. Call once every route is registered. */
export const answerOtherMethods = (app: EmulatorApp): void => {
  const methods = new Map<string, Set<string>>();
  for (const { method, path } of app.routes.filter((route) => route.method !== 'ALL'))
    methods.set(path, (methods.get(path) ?? new Set<string>()).add(method).add(method === 'GET' ? 'HEAD' : method));
  for (const [path, allowed] of methods) {
    const list = [...allowed].join(', ');
    app.all(path, (c) => problem(c, 405, 'urn:emulator:method_not_allowed', `Use ${list}.`, { Allow: list }));
  }
};

// Requests Node's HTTP parser refuses, answered on the socket as JSON `{ type, detail }` with the connection closed.

const rawAnswer = (status: number, type: string, detail: string, extra = ''): string => {
  const body = JSON.stringify({ type, detail });
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Cache-Control: no-store\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
};

/** Parser errors by code: too much header (431), too slow (408); every other one is a malformed request (400). */
const CLIENT_ERRORS: Readonly<Record<string, readonly [number, string, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'urn:emulator:header_too_large', 'The request headers are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'urn:emulator:request_timeout', 'The request took too long to arrive.'],
};
const MALFORMED_REQUEST = [400, 'urn:emulator:malformed_request', 'The request line or headers are not valid HTTP/1.1.'] as const;

/**
 * Serves the app on Node, with JSON instead of Node's bare answers: a target no URL can be made of (`OPTIONS *`) is a
 * 400, a request without Host reaches the app, what the parser refuses is a 400, 408 or 431, CONNECT a 405 (no proxy).
 */
export const listen = async (app: EmulatorApp, port: number, host: string): Promise<Server> => {
  const listener = getRequestListener(app.fetch, {
    errorHandler: (error) => {
      if (error instanceof RequestError)
        return problemResponse(400, 'urn:emulator:bad_request_target', 'The request target or Host header is malformed.');
      logInternalError('request', error);
      return problemResponse(500, 'urn:emulator:internal', 'The emulator could not answer this request; its log has the details.');
    },
  });
  // The limits of the entry's deploy recipe (docs/server-entry.md): headers within 10 s, the request within 20 s, checked
  // every second, and at most 1,000 connections.
  const limits = { headersTimeout: 10_000, requestTimeout: 20_000, connectionsCheckingInterval: 1_000 };
  const server = createServer({ requireHostHeader: false, ...limits }, listener)
    .on('clientError', (error: Error & { code?: string }, socket: Duplex & { _httpMessage?: { headersSent?: boolean } }) => {
      if (['ECONNRESET', 'EPIPE', 'ECONNABORTED'].includes(error.code ?? '') || !socket.writable || socket._httpMessage?.headersSent)
        return void socket.destroy();
      socket.end(rawAnswer(...(CLIENT_ERRORS[error.code ?? ''] ?? MALFORMED_REQUEST)));
    })
    .on('connect', (_request: unknown, socket: Duplex) => {
      socket.on('error', () => socket.destroy());
      const detail = 'The emulator is no proxy: CONNECT is not served.';
      socket.end(rawAnswer(405, 'urn:emulator:method_not_allowed', detail, 'Allow: GET, HEAD, POST, PUT, DELETE\r\n'));
    });
  server.maxConnections = 1_000;
  await new Promise<void>((done) => server.listen(port, host, done));
  return server;
};
