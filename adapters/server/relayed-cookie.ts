/**
 * A cookie a service set, as the entry hands it on to the visitor: behind an HTTPS public origin (the entry sends
 * HSTS there) it carries `Secure`, so the browser never sends it over plain HTTP; otherwise it is left as it is.
 */
export const relayedCookie = (cookie: string, httpsOrigin: boolean): string =>
  httpsOrigin && !/;\s*secure\s*(;|$)/i.test(cookie) ? `${cookie.replace(/;\s*$/, '')}; Secure` : cookie;
