/**
 * Request guards shared by the emulator's modules: the Host the emulator answers to (against DNS rebinding), the
 * same-origin rule of state-changing control calls (against cross-site form posts) and the cross-site rule of the
 * emulated services. Pure functions of the request's headers, so any HTTP layer (node:http, Hono) can call them.
 */

/** Reads one request header by lower-case name; undefined when absent. */
export type HeaderReader = (name: string) => string | undefined;

/** Why a request is refused: the JSON error answer `{ type, detail }` and its status. */
export interface GuardRefusal {
  readonly status: number;
  readonly type: string;
  readonly detail: string;
}

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'] as const;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The port of the emulator's own origin (e.g. http://127.0.0.1:5173 → "5173"). */
const portOf = (origin: string): string => {
  try {
    const url = new URL(origin);
    return url.port || (url.protocol === 'https:' ? '443' : '80');
  } catch {
    return '';
  }
};

/** The Host values the emulator serves: 127.0.0.1, localhost and [::1], each with the emulator's port. */
export const servedHosts = (origin: string): string[] => LOOPBACK_NAMES.map((name) => `${name}:${portOf(origin)}`);

/** The origins the emulator serves pages from (http only). */
export const servedOrigins = (origin: string): string[] => servedHosts(origin).map((host) => `http://${host}`);

/** Refuses a request whose Host header names no host the emulator serves (a DNS-rebinding page's request does). */
export const hostRefusal = (header: HeaderReader, origin: string): GuardRefusal | undefined => {
  const host = (header('host') ?? '').trim().toLowerCase();
  if (servedHosts(origin).includes(host)) return undefined;
  return { status: 421, type: 'urn:emulator:host_not_served', detail: `The emulator answers only to ${servedHosts(origin).join(', ')}.` };
};

/**
 * Refuses a state-changing request that a browser marks as coming from another origin: `Sec-Fetch-Site` other than
 * same-origin, or an `Origin` that is not one of the emulator's. Safe methods pass; so do clients that send neither
 * header (curl, tests), since only browsers carry a visitor's cookies across sites.
 */
export const sameOriginRefusal = (method: string, header: HeaderReader, origin: string): GuardRefusal | undefined => {
  if (SAFE_METHODS.has(method.toUpperCase())) return undefined;
  const site = header('sec-fetch-site');
  const from = header('origin');
  if ((site === undefined || site === 'same-origin') && (from === undefined || servedOrigins(origin).includes(from.toLowerCase())))
    return undefined;
  return {
    status: 403,
    type: 'urn:emulator:cross_origin',
    detail: 'State-changing control calls must come from the emulator’s own pages.',
  };
};

const isLoopbackOrigin = (value: string): boolean => {
  try {
    return (LOOPBACK_NAMES as readonly string[]).includes(new URL(value).hostname);
  } catch {
    return false;
  }
};

/**
 * Refuses a service call a browser sent from another site (`Sec-Fetch-Site: cross-site`, or an `Origin` off this
 * machine), so a cross-site form cannot act with a visitor's address or cookies. `type` names the service's error.
 */
export const crossSiteRefusal = (header: HeaderReader, type: string): GuardRefusal | undefined => {
  const from = header('origin');
  if (header('sec-fetch-site') !== 'cross-site' && (from === undefined || isLoopbackOrigin(from))) return undefined;
  return { status: 403, type, detail: 'Cross-site requests are refused.' };
};

/** Refuses a body that is not JSON (`Content-Type: application/json`), e.g. a cross-site form's text/plain. */
export const jsonContentRefusal = (header: HeaderReader, type: string): GuardRefusal | undefined => {
  const contentType = (header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (contentType === 'application/json') return undefined;
  return { status: 415, type, detail: 'The body must be JSON (Content-Type: application/json).' };
};
