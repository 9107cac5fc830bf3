import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { splitStorefrontPath } from '../../core/country/storefront-address';
import { isPrivatePage } from '../routes';
import { scriptHashSource } from '../../adapters/server/script-hash';
import { EARLY_EVENTS_SCRIPT } from '../early-events';
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
 * The security headers of every answer: the strict CSP with the early event contract's hash (not in development, where Vite's client runs inline scripts),
 * HSTS, nosniff, a Permissions-Policy refusing every powerful feature, and one framing rule: no page is ever framed
 * (`frame-ancestors 'none'` and, for browsers without CSP level 2, `X-Frame-Options: DENY`; the newsletter widget is
 * embedded as a script and a custom element, never as a frame). Referrer: `strict-origin-when-cross-origin`, except on
 * the private pages (the token pages `/newsletter/confirm?token=` and `/newsletter/preferences?token=`, and the sign-in
 * form), which send none at all, so a subscriber's token never leaves in a Referer, not even to the shop's own assets
 * or services.
 */
export const securityHeaders = (development: boolean): MiddlewareHandler => {
  // The page's one inline script, the early event contract, is allowed by its hash (pages are cached: no nonce).
  const earlyEventsSource = scriptHashSource(EARLY_EVENTS_SCRIPT);
  let common: MiddlewareHandler | undefined;
  return async (c, next) => {
    common ??= secureHeaders({
      contentSecurityPolicy: development
        ? undefined
        : { ...PAGE_CSP_DIRECTIVES, scriptSrc: [...PAGE_CSP_DIRECTIVES.scriptSrc, await earlyEventsSource] },
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
