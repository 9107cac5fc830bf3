import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { splitStorefrontPath } from '../../core/country/storefront-address';
import { isPrivatePage } from '../routes';
import { scriptHashSource } from '../../adapters/server/script-hash';
import { EARLY_EVENTS_SCRIPT } from '../../adapters/browser/early-events';
import { INLINE_SCRIPTS } from '../inline-scripts';
import { PAGE_CSP_DIRECTIVES } from './http-policy';

/**
 * Powerful features no storefront page uses: refused to the page and to anything it loads (the consent platform's
 * script included), so an injected script cannot ask for them either.
 */
export const PERMISSIONS_POLICY = {
  accelerometer: false,
  autoplay: false,
  camera: false,
  displayCapture: false,
  geolocation: false,
  gyroscope: false,
  magnetometer: false,
  microphone: false,
  payment: false,
  publickeyCredentialsGet: false,
  usb: false,
};

/**
 * The security headers of every answer: the strict CSP (not in development, where Vite's client runs inline scripts),
 * HSTS, nosniff, the Permissions-Policy, and no page is ever framed (`X-Frame-Options: DENY` for browsers without CSP
 * level 2; the newsletter widget is embedded as a script, never as a frame). The private pages (the token pages and the
 * sign-in form) send no Referer at all, so a subscriber's token never leaves in one, not even to the shop's own assets.
 */
export const securityHeaders = (development: boolean): MiddlewareHandler => {
  // The page's inline scripts (the early event contract, the controls only script can take) are allowed by their
  // hashes (pages are cached: no nonce).
  const inlineSources = Promise.all([EARLY_EVENTS_SCRIPT, ...Object.values(INLINE_SCRIPTS)].map(scriptHashSource));
  let common: MiddlewareHandler | undefined;
  return async (c, next) => {
    common ??= secureHeaders({
      contentSecurityPolicy: development
        ? undefined
        : { ...PAGE_CSP_DIRECTIVES, scriptSrc: [...PAGE_CSP_DIRECTIVES.scriptSrc, ...(await inlineSources)] },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      permissionsPolicy: PERMISSIONS_POLICY,
    });
    await common(c, next);
    if (isPrivatePage(splitStorefrontPath(c.req.path).path)) setHeader(c, 'Referrer-Policy', 'no-referrer');
  };
};

/** Sets a header on the answer, copying an answer whose headers are immutable first. */
const setHeader = (c: Context, name: string, value: string): void => {
  try {
    c.res.headers.set(name, value);
  } catch {
    const copy = new Response(c.res.body, c.res);
    copy.headers.set(name, value);
    c.res = undefined;
    c.res = copy;
  }
};
