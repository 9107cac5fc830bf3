import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { parseAddressRange, type AddressRange } from './client-address';
import { DEFAULT_COUNTRY, parseCountryCode, type CountryCode } from '../../core/country/country';

/** How the server entry is configured: only by environment variables (README: server rendering). */
export interface ServerConfig {
  /** SERVICE_BASE_URL (required): the only origin the server calls for the services of spec 7. */
  readonly serviceBaseUrl: string;
  /** PUBLIC_ORIGIN (required): the shop's public origin, for every link, redirect and the forms' origin check. */
  readonly publicOrigin: string;
  /**
   * SERVICE_ENTRY_TOKEN (required, unless SERVICE_ENTRY_TOKEN_OPTIONAL=1): a secret shared with the services. Calls
   * carry it beside the visitor's address (X-Forwarded-For), so the services apply rate limits per visitor and trust
   * that address only from this entry. Without it every visitor counts as the entry's own address.
   */
  readonly serviceEntryToken: string | undefined;
  /**
   * TRUSTED_PROXIES: comma-separated addresses or CIDR ranges of the proxies (CDN, load balancer) in front of the entry.
   * Only a connection from one of them has its X-Forwarded-For read (adapters/server/client-address.ts); by default
   * none, and the visitor's address is the connection's.
   */
  readonly trustedProxies: readonly AddressRange[];
  /**
   * CLIENT_ADDRESS_HEADER: on a platform that sets the visitor's address in a request header itself, on every request,
   * and passes no connection (Cloudflare Workers: CF-Connecting-IP), that header's name. Anywhere else a visitor could
   * write it: leave it unset.
   */
  readonly clientAddressHeader: string | undefined;
  /** STOREFRONT_COUNTRY: the storefront at "/" (default DE); the others live under their slug ("/at/"). */
  readonly defaultCountry: CountryCode;
  /** STOREFRONT_ADDRESSES: JSON from slug to home address, for a host per storefront (e.g. {"at":"https://shop.at/"}). */
  readonly addressOverrides: Readonly<Record<string, string>>;
  /**
   * NEWSLETTER_EMBEDDING_ORIGINS: comma-separated origins of other sites' pages that embed the newsletter widget. Their
   * pages' no-JavaScript sign-up forms may post to the storefront's sign-up page (the newsletter service keeps the
   * same list for the widget's calls).
   */
  readonly embeddingOrigins: readonly string[];
  /** PREVIEW_MODE: "off" turns the staff preview off (spec 6). */
  readonly previewMode: boolean;
  /** FOOTER_CACHE_SECONDS: how long footer content is kept per storefront (default 60). */
  readonly footerCacheMs: number;
  /**
   * SERVICE_TIMEOUT_MS: the server's budget per service call that reads what a page shows (default 1000, far below the
   * browser's 15 s): a page does not wait for a slow service, it degrades.
   */
  readonly serviceTimeoutMs: number;
  /**
   * SERVICE_ACTION_TIMEOUT_MS: the budget of a call that acts for the visitor, i.e. every call but a GET (sign-up,
   * sign-in with its password check, confirmation, preferences; default 10000, below the browser's 15 s). The visitor
   * pressed a button and waits for what came of it; an answer that comes late is worse as "unknown" than as late.
   */
  readonly serviceActionTimeoutMs: number;
  /** PAGE_CACHE_SECONDS: how long a CDN may keep an anonymous page (s-maxage, default 60). */
  readonly pageCacheSeconds: number;
  /**
   * SERVER_PAGE_CACHE_SECONDS: how long the server keeps an anonymous page it rendered (default 10; 0 turns it off).
   * A micro-cache in front of the renderer: a burst of requests for one page renders it once.
   */
  readonly serverPageCacheMs: number;
  /** LOG_DEBUG=1 writes debug lines. */
  readonly debug: boolean;
  /**
   * CONSENT_PLATFORM_SCRIPT / CONSENT_PLATFORM_STYLESHEET: the shop's consent platform, loaded by every page (same
   * origin, so the CSP allows it); it listens for `storefront:open-cookie-consent` (README: consent event contract).
   */
  readonly consentScript: string | undefined;
  readonly consentStylesheet: string | undefined;
}

const number = (raw: string | undefined, fallback: number): number => {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
};

/** The entry refuses to start without what it must never take from a request; the message names each variable. */
export class ServerConfigError extends Error {
  override readonly name = 'ServerConfigError';
}

/** An http(s) origin ("https://shop.example"), or undefined when the value is no absolute http(s) address. */
const originOf = (raw: string | undefined): string | undefined => {
  const value = raw?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/** An absolute http(s) base address without a trailing slash ("https://services.internal/api"), or undefined. */
const baseOf = (raw: string | undefined): string | undefined => {
  const origin = originOf(raw);
  return origin && `${origin}${new URL(raw?.trim() ?? '').pathname.replace(/\/+$/, '')}`;
};

const REQUIRED = {
  SERVICE_BASE_URL: 'the services the server calls, e.g. https://services.internal',
  PUBLIC_ORIGIN: "the shop's public origin, e.g. https://shop.example",
} as const;

/**
 * The per-visitor limits as deployed: the services trust the visitor's address only beside SERVICE_ENTRY_TOKEN, and
 * the entry reads a forwarded address only from TRUSTED_PROXIES. A missing token is refused unless the shop opts out
 * in so many words; a proxy list with an entry that is no address or range, and the former hop count, are refused.
 */
const visitorAddressSettings = (
  env: Readonly<Record<string, string | undefined>>,
): Pick<ServerConfig, 'serviceEntryToken' | 'trustedProxies' | 'clientAddressHeader'> => {
  const serviceEntryToken = env.SERVICE_ENTRY_TOKEN?.trim() || undefined;
  if (!serviceEntryToken && env.SERVICE_ENTRY_TOKEN_OPTIONAL !== '1')
    throw new ServerConfigError(
      'The storefront server needs SERVICE_ENTRY_TOKEN (a secret shared with the services, sent with the visitor address it ' +
        'forwards): without it the services count every visitor as the server itself, so one visitor can lock others out of ' +
        'sign-in and sign-up. Set it, or set SERVICE_ENTRY_TOKEN_OPTIONAL=1 to run without per-visitor limits.',
    );
  if (env.TRUSTED_PROXY_HOPS !== undefined)
    throw new ServerConfigError(
      'TRUSTED_PROXY_HOPS is no longer read: a hop count trusts any X-Forwarded-For sent straight to the server. List the ' +
        'proxies in front of it instead: TRUSTED_PROXIES=<address or CIDR range>,… (e.g. 10.0.0.0/8).',
    );
  const entries = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => parseAddressRange(entry) === undefined);
  if (invalid.length > 0)
    throw new ServerConfigError(
      `TRUSTED_PROXIES lists what is no address or CIDR range (${invalid.map((entry) => JSON.stringify(entry.slice(0, 60))).join(', ')}): ` +
        'write each proxy as an IPv4 or IPv6 address or range, comma-separated (e.g. 10.0.0.0/8,2001:db8::/32).',
    );
  const clientAddressHeader = env.CLIENT_ADDRESS_HEADER?.trim() || undefined;
  if (clientAddressHeader !== undefined && !/^[A-Za-z0-9-]{1,64}$/.test(clientAddressHeader))
    throw new ServerConfigError('CLIENT_ADDRESS_HEADER must be a header name (letters, digits and dashes), e.g. CF-Connecting-IP.');
  return { serviceEntryToken, trustedProxies: entries.flatMap((entry) => parseAddressRange(entry) ?? []), clientAddressHeader };
};

/**
 * Reads the configuration from an environment record (process.env on Node, Bun and Deno; bindings elsewhere). Throws a
 * ServerConfigError naming SERVICE_BASE_URL or PUBLIC_ORIGIN when either is missing or no http(s) address: no Host
 * header or request target ever chooses where the server calls, links or redirects. It refuses as well what would let
 * one visitor stand for others (visitorAddressSettings).
 */
export const serverConfigFrom = (env: Readonly<Record<string, string | undefined>>): ServerConfig => {
  const serviceBaseUrl = baseOf(env.SERVICE_BASE_URL);
  const publicOrigin = originOf(env.PUBLIC_ORIGIN);
  const missing = [...(serviceBaseUrl ? [] : ['SERVICE_BASE_URL' as const]), ...(publicOrigin ? [] : ['PUBLIC_ORIGIN' as const])];
  if (!serviceBaseUrl || !publicOrigin)
    throw new ServerConfigError(
      `The storefront server needs ${missing.map((name) => `${name} (${REQUIRED[name]})`).join(' and ')}: set ${
        missing.length > 1 ? 'them' : 'it'
      } to an http(s) address. It never takes them from a request.`,
    );
  const parsed = E.tryCatch(
    (): unknown => JSON.parse(env.STOREFRONT_ADDRESSES ?? '{}'),
    () => ({}),
  );
  const overrides = t.record(t.string, t.string).decode(E.isRight(parsed) ? parsed.right : {});
  return {
    serviceBaseUrl,
    publicOrigin,
    ...visitorAddressSettings(env),
    defaultCountry: parseCountryCode(env.STOREFRONT_COUNTRY) ?? DEFAULT_COUNTRY,
    // Only absolute http(s) addresses: each is a link target and a redirect target.
    addressOverrides: Object.fromEntries(
      Object.entries(E.isRight(overrides) ? overrides.right : {}).flatMap(([slug, address]) =>
        originOf(address) ? [[slug, new URL(address.trim()).href]] : [],
      ),
    ),
    embeddingOrigins: (env.NEWSLETTER_EMBEDDING_ORIGINS ?? '').split(',').flatMap((entry) => {
      const origin = originOf(entry);
      return origin && origin === entry.trim().replace(/\/+$/, '') ? [origin] : [];
    }),
    previewMode: env.PREVIEW_MODE !== 'off',
    footerCacheMs: number(env.FOOTER_CACHE_SECONDS, 60) * 1000,
    serviceTimeoutMs: number(env.SERVICE_TIMEOUT_MS, 1000),
    serviceActionTimeoutMs: number(env.SERVICE_ACTION_TIMEOUT_MS, 10_000),
    pageCacheSeconds: number(env.PAGE_CACHE_SECONDS, 60),
    serverPageCacheMs: number(env.SERVER_PAGE_CACHE_SECONDS, 10) * 1000,
    debug: env.LOG_DEBUG === '1',
    consentScript: sameOriginPath(env.CONSENT_PLATFORM_SCRIPT),
    consentStylesheet: sameOriginPath(env.CONSENT_PLATFORM_STYLESHEET),
  };
};

/** A site-relative path ("/x.js"), or undefined: the page CSP allows scripts and styles from the page's own origin only. */
const sameOriginPath = (raw: string | undefined): string | undefined => {
  const value = raw?.trim();
  return value && /^\/(?![/\\])[^\s"'<>]*$/.test(value) ? value : undefined;
};
