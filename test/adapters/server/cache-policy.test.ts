import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUILD_HEADER,
  BYPASS_COOKIES,
  cacheHeaders,
  cachePolicy,
  DEGRADED_SECONDS,
  footerRecoverySeconds,
  LAYOUT_DIRECTIVES_HEADER,
  SHARED_KEY_INPUTS,
  sharedPageKey,
  worstCaseStalenessSeconds,
  type AnswerFacts,
  type CacheSettings,
  type PageBuild,
} from '../../../adapters/server/cache-policy';
import { LOCALES } from '../../../core/country/locale';
import { decidePage, PAGE_QUERY_PARAMETERS } from '../../../core/page/page-request';
import { NEWSLETTER_ROUTES } from '../../../core/newsletter/newsletter-routes';
import { SIGN_IN_ROUTE } from '../../../core/session/sign-in-post';
import { COOKIE_NAMES } from '../../../core/shared/cookie-names';
import { PROPERTY } from '../../support/property';

const DEFAULTS: CacheSettings = { sharedSeconds: 60, serverSeconds: 10, footerSeconds: 60, serviceTimeoutMs: 1000 };

/** Values a shopper's own address or cookies can hold, and everything else a request may send. */
const anyText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(...LOCALES, 'EN', 'de_AT', 'no_header', 'NO_FOOTER', 'no_header,no_footer', 'true', '1', 'smartphone', 'desktop'),
);
const query = fc.dictionary(
  fc.oneof(fc.constantFrom(...PAGE_QUERY_PARAMETERS, 'utm_source', 'gclid', 'fbclid', 'country'), fc.string()),
  anyText,
);
const NON_PERSONAL = Object.values(COOKIE_NAMES).filter((name) => !BYPASS_COOKIES.includes(name));
const cookies = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...NON_PERSONAL), fc.string({ maxLength: 8 })), anyText), { maxLength: 4 });
const paths = fc.constantFrom('/', '/at/', '/components', '/pl/subscribenewsletter', '/at/contact', '/hu/gibt-es-nicht');

/** The facts of a page request as the entry reads it (composition/server/page-decision.ts), for a whole page. */
const pageFactsOf = (
  pathname: string,
  params: Record<string, string>,
  jar: ReadonlyArray<readonly [string, string]>,
  directives?: string,
  build: PageBuild = 'whole',
): AnswerFacts | undefined => {
  const { country: _country, ...rest } = params;
  const decision = decidePage({ origin: 'https://shop.example', pathname, query: rest, cookies: jar, layoutDirectives: directives }, 'DE');
  if (decision.kind !== 'page') return undefined;
  const personal = jar.some(([name]) => BYPASS_COOKIES.includes(name));
  const privatePage = ([NEWSLETTER_ROUTES.confirm, NEWSLETTER_ROUTES.preferences, SIGN_IN_ROUTE] as string[]).includes(decision.page.path);
  return { kind: 'page', page: decision.page, personal, privatePage, posted: false, development: false, build };
};

describe('the caching policy', () => {
  it('keys a shared page only by values a shopper’s own address and cookies can hold', PROPERTY, () => {
    const layouts = [undefined, 'no_header', 'no_footer', 'no_header,no_footer'];
    fc.assert(
      fc.property(paths, query, cookies, (path, params, jar) => {
        const facts = pageFactsOf(path, params, jar);
        if (!facts || facts.kind !== 'page') return;
        const decision = cachePolicy(facts, DEFAULTS);
        if (decision.kind !== 'shared') return;
        const { query: kept, platform } = facts.page;
        expect(Object.keys(kept).every((name) => (SHARED_KEY_INPUTS.parameters as readonly string[]).includes(name))).toBe(true);
        expect([undefined, ...LOCALES]).toContain(kept.locale);
        expect(layouts).toContain(kept.layout);
        expect([undefined, 'true']).toContain(kept['newsletter-form-hidden']);
        expect([null, 'smartphone', 'tablet', 'classic']).toContain(platform);
        expect(decision.key).toBe(sharedPageKey(facts.page));
      }),
    );
  });

  it('gives two requests that differ only in what no page shows the same key', PROPERTY, () => {
    fc.assert(
      fc.property(paths, query, cookies, fc.string({ maxLength: 10 }), (path, params, jar, noise) => {
        const plain = pageFactsOf(path, params, jar);
        const noisy = pageFactsOf(path, { ...params, utm_campaign: noise, gclid: noise, fbclid: noise }, [...jar, ['_ga', noise]]);
        if (!plain || !noisy) return;
        expect(cachePolicy(noisy, DEFAULTS)).toEqual(cachePolicy(plain, DEFAULTS));
      }),
    );
  });

  it('never shares a request with a personal cookie, a directive or a token page', PROPERTY, () => {
    fc.assert(
      fc.property(paths, query, cookies, fc.constantFrom(...BYPASS_COOKIES), (path, params, jar, personal) => {
        const facts = pageFactsOf(path, params, [...jar, [personal, 'x']]);
        if (facts) expect(cachePolicy(facts, DEFAULTS).kind).toBe('personal');
      }),
    );
    const shaped = pageFactsOf('/', {}, [], 'NO_FOOTER');
    expect(shaped && cachePolicy(shaped, DEFAULTS)).toEqual({ kind: 'personal' });
    const token = pageFactsOf(NEWSLETTER_ROUTES.preferences, { token: 't1' }, []);
    expect(token && cachePolicy(token, DEFAULTS)).toEqual({ kind: 'personal' });
  });

  it('keeps a degraded page for the failure’s time only: no stale answers, no page-cache entry', () => {
    const degraded = pageFactsOf('/pl/', {}, [], undefined, 'degraded');
    const decision = degraded && cachePolicy(degraded, DEFAULTS);
    expect(decision).toMatchObject({ kind: 'shared', cdnSeconds: DEGRADED_SECONDS, staleSeconds: 0, serverSeconds: 0 });
    // Marked, so a CDN holding the key's whole page keeps serving that one (the VCL drops a degraded background fetch).
    expect(decision && cacheHeaders(decision)).toEqual({ 'Cache-Control': 'public, max-age=0, s-maxage=5', [BUILD_HEADER]: 'degraded' });
    // Never kept longer than a whole page would be.
    expect(degraded && cachePolicy(degraded, { ...DEFAULTS, sharedSeconds: 2 })).toMatchObject({ cdnSeconds: 2 });
    const undecided = pageFactsOf('/hilfe', {}, [], undefined, 'undecided');
    expect(undecided && cacheHeaders(cachePolicy(undecided, DEFAULTS))).toEqual({ 'Cache-Control': 'no-store' });
    const whole = pageFactsOf('/pl/', {}, []);
    expect(whole && cacheHeaders(cachePolicy(whole, DEFAULTS))).toEqual({
      'Cache-Control': 'public, max-age=0, s-maxage=60',
      'CDN-Cache-Control': 'max-age=60, stale-while-revalidate=300',
      'Surrogate-Control': 'max-age=60, stale-while-revalidate=300',
    });
  });

  it('gives the stale window to the CDN only: a browser never shows a page older than the cookies it sends', () => {
    // A shared page varies by cookies (the platform, the affiliate number) the browser's cache does not key on: a
    // browser allowed stale-while-revalidate would show the page of the old cookie after it changed.
    fc.assert(
      fc.property(paths, query, cookies, fc.constantFrom<PageBuild>('whole', 'degraded'), (path, parameters, jar, build) => {
        const facts = pageFactsOf(path, parameters, jar, undefined, build);
        if (!facts) return;
        const headers = cacheHeaders(cachePolicy(facts, DEFAULTS));
        expect(headers['Cache-Control']).not.toMatch(/stale-while-revalidate|stale-if-error/);
        expect(headers['Cache-Control']).not.toMatch(/(^|[ ,])max-age=[1-9]/);
      }),
      PROPERTY,
    );
    expect(cacheHeaders(cachePolicy({ kind: 'site-file' }, DEFAULTS))['Cache-Control']).toBe('public, max-age=0, s-maxage=60');
  });

  it('keeps a 404 nowhere: any visitor can make up paths without end, and each would be a key of its own', () => {
    const missing = pageFactsOf('/hu/gibt-es-nicht', {}, [], undefined, 'not-found');
    expect(missing && cacheHeaders(cachePolicy(missing, DEFAULTS))).toEqual({ 'Cache-Control': 'no-store' });
    expect(cacheHeaders(cachePolicy({ kind: 'missing-file' }, DEFAULTS))).toEqual({ 'Cache-Control': 'no-store' });
  });

  it('states its bounds: the footer back 11 s after a recovery, a whole page at most 430 s behind its content', () => {
    expect(footerRecoverySeconds(DEFAULTS)).toBe(11);
    expect(worstCaseStalenessSeconds(DEFAULTS)).toBe(60 + 10 + 60 + 300);
  });
});

describe('deploy/varnish/storefront.vcl', () => {
  const vcl = readFileSync('deploy/varnish/storefront.vcl', 'utf8');
  const bypass = /# The personal cookies[\s\S]*?\n\s*if \(([^{]*)\)\s*\{\s*return \(pass\);/.exec(vcl)?.[1] ?? '';

  it('passes exactly the policy’s personal cookies, the directives header and the token pages', () => {
    const names = /X-Storefront-Cookies ~ ";\(([^)]+)\)=/.exec(bypass)?.[1]?.split('|') ?? [];
    expect(names.sort()).toEqual([...BYPASS_COOKIES].sort());
    expect(vcl).toContain(`if (req.http.${LAYOUT_DIRECTIVES_HEADER} `);
    expect(vcl).toContain('/newsletter/(confirm|preferences)');
    expect([NEWSLETTER_ROUTES.confirm, NEWSLETTER_ROUTES.preferences]).toEqual(['/newsletter/confirm', '/newsletter/preferences']);
  });

  it('keys on the policy’s parameters, the twelve locales and the key cookies, and on nothing else of the request', () => {
    for (const name of SHARED_KEY_INPUTS.parameters) expect(vcl).toContain(`"&${name}=`);
    const locales = /"\^\((de-de[^)]*)\)\$"/.exec(vcl)?.[1]?.split('|');
    expect(locales).toEqual(LOCALES.map((locale) => locale.toLowerCase()));
    const keyCookies = new Set([...vcl.matchAll(/X-Storefront-Cookies ~ ";([\w-]+)=/g)].map((match) => match[1]));
    expect([...keyCookies].filter((name) => name && !BYPASS_COOKIES.includes(name)).sort()).toEqual([...SHARED_KEY_INPUTS.cookies].sort());
    // The hash: the normalised address and the key cookies; no Host, no other header.
    const hash = /sub vcl_hash \{([\s\S]*?)\n\}/.exec(vcl)?.[1] ?? '';
    expect([...hash.matchAll(/hash_data\(([^)]+)\)/g)].map((match) => match[1])).toEqual(['req.url', 'req.http.X-Storefront-Key']);
  });

  it('never lets a degraded or failed background fetch replace a whole page, and keeps no 404, redirect, refusal or server error', () => {
    const response = /sub vcl_backend_response \{([\s\S]*?)\n\}/.exec(vcl)?.[1] ?? '';
    expect(response).toMatch(
      new RegExp(`if \\(beresp\\.http\\.${BUILD_HEADER} == "degraded"\\) \\{\\s*if \\(bereq\\.is_bgfetch\\) \\{\\s*return \\(abandon\\);`),
    );
    expect(response).toMatch(
      /if \(beresp\.status >= 300 && !beresp\.was_304\) \{[^}]*set beresp\.ttl = 1s;[^}]*set beresp\.uncacheable = true;/,
    );
    // A server error met by a background fetch keeps the stale whole page instead of replacing it.
    expect(response).toMatch(/if \(beresp\.status >= 500 && bereq\.is_bgfetch\) \{\s*return \(abandon\);/);
  });

  it('takes its grace from the entry’s CDN-only header and passes that header to no browser', () => {
    const response = /sub vcl_backend_response \{([\s\S]*?)\n\}/.exec(vcl)?.[1] ?? '';
    expect(response).toMatch(
      /beresp\.http\.Surrogate-Control ~ "stale-while-revalidate=[^"]*"[^{]*\{\s*set beresp\.grace = std\.duration\(/,
    );
    expect(response).not.toMatch(/beresp\.http\.Cache-Control !?~ "stale-while-revalidate/);
    const deliver = /sub vcl_deliver \{([\s\S]*?)\n\}/.exec(vcl)?.[1] ?? '';
    expect(deliver).toContain('unset resp.http.Surrogate-Control;');
    expect(deliver).toContain('unset resp.http.CDN-Cache-Control;');
  });
});
