import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { DEFAULT_COUNTRY, parseCountryCode, type CountryCode } from '../../core/country/country';

/** How the server entry is configured: only by environment variables (README: server rendering). */
export interface ServerConfig {
  /** SERVICE_BASE_URL: where the services of spec 7 answer the server (default: the request's own origin). */
  readonly serviceBaseUrl: string | undefined;
  /** PUBLIC_ORIGIN: the shop's public origin for canonical and hreflang links (default: the request's origin). */
  readonly publicOrigin: string | undefined;
  /** STOREFRONT_COUNTRY: the storefront at "/" (default DE); the others live under their slug ("/at/"). */
  readonly defaultCountry: CountryCode;
  /** STOREFRONT_ADDRESSES: JSON from slug to home address, for a host per storefront (e.g. {"at":"https://shop.at/"}). */
  readonly addressOverrides: Readonly<Record<string, string>>;
  /** PREVIEW_MODE: "off" turns the staff preview off (spec 6). */
  readonly previewMode: boolean;
  /** FOOTER_CACHE_SECONDS: how long footer content is kept per storefront (default 60). */
  readonly footerCacheMs: number;
  /** SERVICE_TIMEOUT_MS: the server's budget per service call (default 1000, far below the browser's 15 s). */
  readonly serviceTimeoutMs: number;
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

/** Reads the configuration from an environment record (process.env on Node, Bun and Deno; bindings elsewhere). */
export const serverConfigFrom = (env: Readonly<Record<string, string | undefined>>): ServerConfig => {
  const parsed = E.tryCatch(
    (): unknown => JSON.parse(env.STOREFRONT_ADDRESSES ?? '{}'),
    () => ({}),
  );
  const overrides = t.record(t.string, t.string).decode(E.isRight(parsed) ? parsed.right : {});
  return {
    serviceBaseUrl: env.SERVICE_BASE_URL?.trim() || undefined,
    publicOrigin: env.PUBLIC_ORIGIN?.trim().replace(/\/+$/, '') || undefined,
    defaultCountry: parseCountryCode(env.STOREFRONT_COUNTRY) ?? DEFAULT_COUNTRY,
    addressOverrides: E.isRight(overrides) ? overrides.right : {},
    previewMode: env.PREVIEW_MODE !== 'off',
    footerCacheMs: number(env.FOOTER_CACHE_SECONDS, 60) * 1000,
    serviceTimeoutMs: number(env.SERVICE_TIMEOUT_MS, 1000),
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
