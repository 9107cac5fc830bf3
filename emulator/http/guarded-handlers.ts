import type { IncomingHttpHeaders } from 'node:http';
import { json, type Handler, type RequestContext, type Router } from './router';
import { controlRefusal, type GuardRefusal, type HeaderReader } from './request-guards';

/** A HeaderReader over Node's request headers (repeated headers joined with a comma). */
export const headersOf = (headers: IncomingHttpHeaders): HeaderReader => (name) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** Answers the refusal as JSON `{ type, detail }` and returns true; false (nothing written) when there is none. */
export const refused = (ctx: RequestContext, refusal: GuardRefusal | undefined): boolean => {
  if (!refusal) return false;
  json(ctx.res, refusal.status, { type: refusal.type, detail: refusal.detail });
  return true;
};

/** Wraps a control-page or control-API handler: wrong Host refused, state-changing calls only from the emulator's own pages. */
export const controlHandler = (origin: () => string, handler: Handler): Handler => (ctx) => {
  if (refused(ctx, controlRefusal(ctx.method, headersOf(ctx.req.headers), origin()))) return;
  return handler(ctx);
};

/** Registers control routes (/emulator/…) on a router, each behind controlHandler. */
export const controlRoutes = (router: Router, origin: () => string): { on(method: string, path: string, handler: Handler): void } => ({
  on: (method, path, handler) => { router.on(method, path, controlHandler(origin, handler)); },
});
