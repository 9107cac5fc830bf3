import type { IncomingMessage, ServerResponse } from 'node:http';

/** One request as a handler sees it. */
export interface RequestContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly method: string;
  readonly url: URL;
  readonly params: Readonly<Record<string, string>>;
  readonly cookies: Readonly<Record<string, string>>;
  /** The client's address (for rate limits and proof of consent). */
  readonly clientAddress: string;
  /** The JSON body, parsed on first call; a malformed body is a BadRequest. */
  body(): Promise<unknown>;
}

/** A handler; it writes the response itself (see json()). */
export type Handler = (context: RequestContext) => void | Promise<void>;

/** A thrown BadRequest becomes a 4xx JSON error, never a crash. */
export class HttpError extends Error {
  constructor(readonly status: number, readonly type: string, message: string) { super(message); }
}

interface Route { readonly method: string; readonly pattern: RegExp; readonly keys: string[]; readonly handler: Handler }

/** A small method + path router with :params; enough for the emulated services. */
export class Router {
  private readonly routes: Route[] = [];

  /** Registers a handler; `path` may contain `:name` segments. */
  on(method: string, path: string, handler: Handler): this {
    const keys: string[] = [];
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, key: string) => { keys.push(key); return '([^/]+)'; });
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`), keys, handler });
    return this;
  }

  /** Finds the handler for a request; `allowed` lists methods of a path that matched with another method. */
  match(method: string, path: string): { handler: Handler; params: Record<string, string> } | { allowed: string[] } | undefined {
    const allowed: string[] = [];
    for (const route of this.routes) {
      const found = route.pattern.exec(path);
      if (!found) continue;
      if (route.method !== method) { allowed.push(route.method); continue; }
      const params: Record<string, string> = {};
      route.keys.forEach((key, index) => { params[key] = decodeURIComponent(found[index + 1] ?? ''); });
      return { handler: route.handler, params };
    }
    return allowed.length > 0 ? { allowed } : undefined;
  }
}

/** Writes a JSON response. */
export const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
};

/** Parses a Cookie header; values that are not valid URI encoding are kept raw. */
export const parseCookies = (header: string | undefined): Record<string, string> => {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try { cookies[name] = decodeURIComponent(raw); } catch { cookies[name] = raw; }
  }
  return cookies;
};

/** Reads a request body up to a limit (64 kB), as text. */
export const readBody = (req: IncomingMessage, limit = 64 * 1024): Promise<string> =>
  new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) { reject(new HttpError(413, 'urn:emulator:payload_too_large', 'The request body is too large.')); req.destroy(); return; }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
