import type { PageContext } from '../../core/layout/page-context';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';

/**
 * The one caching policy of the storefront: which answers may be kept, by whom, for how long and under which key. The
 * server's page cache, every `Cache-Control` and `Vary` the entry sends, and the CDN configuration
 * (deploy/varnish/storefront.vcl, docs/deployment.md) all follow it; test/composition/server/cache-policy.test.ts
 * checks the VCL against the lists below.
 */

/** The header the serving layer reads layout directives from (spec 2.1). An answer shaped by it is never shared. */
export const LAYOUT_DIRECTIVES_HEADER = 'X-Layout-Directives';

/**
 * Cookies that make a request personal (staff, a signed-in customer, a returning subscriber): a cache passes such a
 * request to the entry and keeps nothing of its answer, which is `private, no-store`.
 */
export const BYPASS_COOKIES: readonly string[] = [
  COOKIE_NAMES.staffAuthToken,
  COOKIE_NAMES.adminAuthToken,
  COOKIE_NAMES.staffAuthPresent,
  COOKIE_NAMES.loginToken,
  COOKIE_NAMES.loginSession,
  COOKIE_NAMES.longTermToken,
  COOKIE_NAMES.longTermSession,
  COOKIE_NAMES.newsletterSubscriber,
];

/**
 * What keys a shared page, each normalised to a value a page can show (core/page/page-request.ts): the path, three
 * parameters, and two facts from cookies. Everything else of the request (other parameters such as utm_*, gclid and
 * fbclid, other cookies, other headers) never reaches a shared page, so it keys nothing.
 */
export const SHARED_KEY_INPUTS = {
  /** The storefront prefix and the page's path. */
  path: true,
  /** `locale` (one of the twelve, canonical case), `layout` (canonical directives), `newsletter-form-hidden` (`true`). */
  parameters: ['locale', 'layout', 'newsletter-form-hidden'],
  /** The platform cookie (smartphone, tablet or classic), and the reduced footer (any affiliate number, or the app's "new"). */
  cookies: [COOKIE_NAMES.platform, COOKIE_NAMES.affiliateNumber, COOKIE_NAMES.app],
} as const;

/** The parameters of the key, as plain names. */
const KEY_PARAMETERS: readonly string[] = SHARED_KEY_INPUTS.parameters;

/**
 * The header that marks an answer built from degraded inputs (`X-Storefront-Build: degraded`). A CDN keeps such an
 * answer only where it holds nothing better: while it holds the last whole page of the key (within its
 * stale-while-revalidate window), a degraded answer to its background fetch is dropped and the whole page goes on
 * being served (deploy/varnish/storefront.vcl: `return (abandon)`).
 */
export const BUILD_HEADER = 'X-Storefront-Build';

/** How long a failure is remembered before the entry asks again (a footer outage: FOOTER_CACHE_SECONDS at most). */
export const FAILURE_RETRY_SECONDS = 5;

/** How long a CDN may keep a page built from degraded inputs (its footer content failed or came late): never longer. */
export const DEGRADED_SECONDS = FAILURE_RETRY_SECONDS;

/** How long a CDN keeps a degraded page: DEGRADED_SECONDS, never longer than a whole one. */
const degradedSeconds = (settings: CacheSettings): number => Math.min(DEGRADED_SECONDS, settings.sharedSeconds);

/** The durations the policy reads from the configuration. */
export interface CacheSettings {
  /** PAGE_CACHE_SECONDS: how long a CDN keeps a whole shared page (s-maxage); it serves it stale 5 × as long. */
  readonly sharedSeconds: number;
  /** SERVER_PAGE_CACHE_SECONDS: how long the entry's page cache keeps a whole shared page (0: no page cache). */
  readonly serverSeconds: number;
  /** FOOTER_CACHE_SECONDS: how long the entry keeps footer content. */
  readonly footerSeconds: number;
  /** SERVICE_TIMEOUT_MS: the budget of one service call. */
  readonly serviceTimeoutMs: number;
}

/** How a page was built (see AnswerFacts). */
export type PageBuild = 'whole' | 'degraded' | 'undecided' | 'not-found';

/** The facts of an answer the policy classifies. */
export type AnswerFacts =
  | {
      readonly kind: 'page';
      /** What the request decided (normalised by core/page/page-request.ts). */
      readonly page: Omit<PageContext, 'status'>;
      /** The request carries one of BYPASS_COOKIES. */
      readonly personal: boolean;
      /** A page for one visitor (a subscriber's token, the sign-in form: composition/routes.tsx). */
      readonly privatePage: boolean;
      /** The answer to a posted form. */
      readonly posted: boolean;
      /** Development (Vite's dev server): nothing is kept. */
      readonly development: boolean;
      /**
       * How the page was built: `whole`; `degraded` (the footer content failed or came late); `undecided` (no route,
       * and without the footer content it cannot be told whether the path is a content page or a 404). Before
       * rendering it is not known yet: `whole` asks whether the page may be looked up in the page cache at all.
       * `not-found`: the 404 page of a path no page has; any visitor can make up such paths without end, so no cache
       * keeps one (each would be a key of its own, evicting real pages).
       */
      readonly build: PageBuild;
    }
  /** robots.txt and sitemap.xml: made of the configuration only. */
  | { readonly kind: 'site-file' }
  /** A path with a file extension the entry has no file for (a 404: kept nowhere, as every made-up path would be a key). */
  | { readonly kind: 'missing-file' }
  /**
   * A refusal of bad input, an error, or a redirect to a page's own address (its Location carries the other
   * parameters, which key nothing).
   */
  | { readonly kind: 'refusal' | 'error' | 'redirect' };

/** Whether and how an answer may be kept. */
export type CacheDecision =
  | {
      /** Every visitor of this key gets the same bytes: a CDN and the page cache may keep it. */
      readonly kind: 'shared';
      /** The key: the SHARED_KEY_INPUTS of the request (pages only; a file's key is its path). */
      readonly key: string | undefined;
      /** How long a CDN keeps it fresh (s-maxage). */
      readonly cdnSeconds: number;
      /** How long after that a CDN may serve it stale while it asks again (stale-while-revalidate in CDN_CONTROL_HEADERS; 0: never). */
      readonly staleSeconds: number;
      /** How long the entry's page cache keeps it (0: it does not). */
      readonly serverSeconds: number;
      /** How long a browser keeps it (max-age). */
      readonly browserSeconds: number;
      /** Built from degraded inputs: a CDN keeps it only where it holds no whole answer of the key (BUILD_HEADER). */
      readonly degraded: boolean;
    }
  /** One visitor's answer: nobody keeps it (`private, no-store`). */
  | { readonly kind: 'personal' }
  /** Nobody keeps it (`no-store`): it may be wrong soon, or it is an error. */
  | { readonly kind: 'never' };

/** A page's facts from what the request decided (composition/server/page-decision.ts) and how it was answered. */
export const pageFacts = (
  decided: { readonly page: Omit<PageContext, 'status'>; readonly personal: boolean; readonly privatePage: boolean },
  answer: { readonly development: boolean; readonly posted: boolean; readonly build: PageBuild },
): AnswerFacts => ({ kind: 'page', page: decided.page, personal: decided.personal, privatePage: decided.privatePage, ...answer });

/** The key of a shared page: the SHARED_KEY_INPUTS, normalised (the page context holds them so). */
export const sharedPageKey = (page: Omit<PageContext, 'status'>): string =>
  JSON.stringify([page.basePath, page.path, KEY_PARAMETERS.map((name) => page.query[name] ?? null), page.platform, page.reducedFooter]);

/** The classification of every answer the entry makes (see AnswerFacts): one rule for the page cache, headers and CDN. */
export const cachePolicy = (facts: AnswerFacts, settings: CacheSettings): CacheDecision => {
  const whole = { cdnSeconds: settings.sharedSeconds, staleSeconds: settings.sharedSeconds * 5, browserSeconds: 0, degraded: false };
  switch (facts.kind) {
    case 'site-file':
      return { kind: 'shared', key: undefined, ...whole, serverSeconds: 0 };
    case 'missing-file':
    case 'refusal':
    case 'error':
    case 'redirect':
      return { kind: 'never' };
    case 'page': {
      const { page } = facts;
      // Anything of the request the shared key leaves out must not have shaped the page.
      const unkeyed = page.layoutDirectives !== null || Object.keys(page.query).some((name) => !KEY_PARAMETERS.includes(name));
      if (facts.development || facts.personal || facts.privatePage || facts.posted || unkeyed) return { kind: 'personal' };
      if (facts.build === 'undecided' || facts.build === 'not-found') return { kind: 'never' };
      const key = sharedPageKey(page);
      if (facts.build === 'degraded')
        return { kind: 'shared', key, ...whole, cdnSeconds: degradedSeconds(settings), staleSeconds: 0, serverSeconds: 0, degraded: true };
      return { kind: 'shared', key, ...whole, serverSeconds: settings.serverSeconds };
    }
  }
};

/**
 * The headers that speak to CDNs only, which take them over `Cache-Control` and pass them to no browser: `CDN-Cache-Control`
 * (RFC 9213: Cloudflare) and `Surrogate-Control` (Fastly, and deploy/varnish/storefront.vcl). They carry the stale window.
 */
export const CDN_CONTROL_HEADERS = ['CDN-Cache-Control', 'Surrogate-Control'] as const;

/** The `Cache-Control` (and `Vary`) of a decision. `Vary: Accept-Encoding` is added where the body is compressed. */
export const cacheHeaders = (decision: CacheDecision): Record<string, string> => {
  switch (decision.kind) {
    case 'personal':
      return { 'Cache-Control': 'private, no-store' };
    case 'never':
      return { 'Cache-Control': 'no-store' };
    case 'shared': {
      // The stale window is the CDN's alone (CDN_CONTROL_HEADERS): a shared page varies by cookies a browser's cache
      // does not key on (the platform, the affiliate number), so a browser allowed to show it stale would show the
      // page of a cookie that has since changed. Browsers get max-age=0 and ask again every time (ETag, 304).
      const { browserSeconds, cdnSeconds, staleSeconds } = decision;
      const cacheControl = `public, max-age=${browserSeconds}, s-maxage=${cdnSeconds}`;
      const cdnOnly =
        staleSeconds > 0
          ? Object.fromEntries(CDN_CONTROL_HEADERS.map((name) => [name, `max-age=${cdnSeconds}, stale-while-revalidate=${staleSeconds}`]))
          : {};
      return { 'Cache-Control': cacheControl, ...cdnOnly, ...(decision.degraded ? { [BUILD_HEADER]: 'degraded' } : {}) };
    }
  }
};

/**
 * The footer's recovery bound: how long after the footer service answers again every page a CDN serves has fresh
 * footer content. The entry remembers the failure (FAILURE_RETRY_SECONDS, or FOOTER_CACHE_SECONDS if shorter), its
 * next call takes up to the budget, and a CDN keeps a degraded page DEGRADED_SECONDS at most (never stale, never in
 * the page cache). During the outage a CDN that holds the key's last whole page serves it stale (within
 * stale-while-revalidate) and drops every degraded answer; the first whole answer after the recovery replaces it. The
 * one statement of this bound: docs/deployment.md and the `behind-cdn` journey read it from here.
 */
export const footerRecoverySeconds = (settings: CacheSettings): number =>
  Math.min(FAILURE_RETRY_SECONDS, settings.footerSeconds) + Math.ceil(settings.serviceTimeoutMs / 1000) + degradedSeconds(settings);

/**
 * The longest a whole shared page can be older than the footer content: the footer cache, the page cache, the CDN's
 * freshness and its stale-while-revalidate window (60 + 10 + 60 + 300 s with the defaults).
 */
export const worstCaseStalenessSeconds = (settings: CacheSettings): number =>
  settings.footerSeconds + settings.serverSeconds + settings.sharedSeconds * 6;

/** The policy's durations from the server configuration. */
export const cacheSettingsOf = (config: {
  readonly pageCacheSeconds: number;
  readonly serverPageCacheMs: number;
  readonly footerCacheMs: number;
  readonly serviceTimeoutMs: number;
}): CacheSettings => ({
  sharedSeconds: config.pageCacheSeconds,
  serverSeconds: config.serverPageCacheMs / 1000,
  footerSeconds: config.footerCacheMs / 1000,
  serviceTimeoutMs: config.serviceTimeoutMs,
});
