/** A URL that may reach an href: http(s) absolute, site-relative "/...", mailto: or tel:. Only footer-url.ts makes one. */
export type SafeHref = string & { readonly SafeHref: unique symbol };

/** What a CMS URL turns out to be. */
export type FooterUrl =
  | { readonly kind: 'href'; readonly href: SafeHref }
  /** javascript: (or vbscript:) — never executed and never rendered; a legal link of this kind opens consent settings. */
  | { readonly kind: 'script' }
  | { readonly kind: 'unsafe' };

// The URL parser ignores these at either end, so they are removed before judging.
const EDGE_CONTROLS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// Any control character left inside makes the URL unusable.
const INNER_CONTROL = /[\u0000-\u001f\u007f]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HTTP = /^https?:\/\/[^\s/\\?#]+(?:[/?#]|$)/i;
const SCRIPT_SCHEMES: ReadonlySet<string> = new Set(['javascript', 'vbscript']);

/**
 * Classifies a CMS URL the way a browser would read it: leading/trailing controls and spaces and every tab or
 * newline are dropped first (WHATWG URL), case is ignored. Keeps http(s) URLs with a host, site-relative paths with a
 * single leading slash, mailto: and tel:; script URLs are reported as such; everything else is unsafe.
 */
export const classifyFooterUrl = (raw: string): FooterUrl => {
  const url = raw.replace(/[\t\n\r]/g, '').replace(EDGE_CONTROLS, '');
  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined && SCRIPT_SCHEMES.has(scheme)) return { kind: 'script' };
  if (url === '' || INNER_CONTROL.test(url)) return { kind: 'unsafe' };
  if (scheme === 'http' || scheme === 'https') return HTTP.test(url) ? safe(url) : { kind: 'unsafe' };
  if (scheme === 'mailto' || scheme === 'tel') return url.length > scheme.length + 1 ? safe(url) : { kind: 'unsafe' };
  if (scheme !== undefined) return { kind: 'unsafe' };
  // "//host" and "/\host" are other sites (browsers read a backslash as a slash).
  return url.startsWith('/') && url[1] !== '/' && url[1] !== '\\' ? safe(url) : { kind: 'unsafe' };
};

/** The href for a URL, or undefined when it must not reach an href. */
export const footerHref = (raw: string): SafeHref | undefined => {
  const url = classifyFooterUrl(raw);
  return url.kind === 'href' ? url.href : undefined;
};

const safe = (url: string): FooterUrl => ({ kind: 'href', href: url as SafeHref });
