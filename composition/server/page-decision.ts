import { RequestCookieJar } from '../../adapters/server/request-cookie-jar';
import type { CountryCode } from '../../core/country/country';
import type { Storefront } from '../../core/country/storefront';
import type { CmsFooterContent } from '../../core/footer/footer-content.codec';
import { FALLBACK_LEGAL_LINKS } from '../../core/footer/fallback-legal-links';
import { footerContentOf } from '../../core/footer/load-footer.use-case';
import { footerLinkHrefs } from '../../core/footer/localise-footer-links';
import type { PageContext } from '../../core/layout/page-context';
import { decidePage, decodePath, readQuery } from '../../core/page/page-request';
import { newsletterRulesFor } from '../../core/newsletter/newsletter-country-rules';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import type { Logger } from '../../core/shared/logger.port';
import { isRoute, isPrivatePage, normaliseRoutePath } from '../routes';
import { BYPASS_COOKIES, LAYOUT_DIRECTIVES_HEADER } from '../../adapters/server/cache-policy';
import type { ServerConfig } from '../../adapters/server/server-config';

/** Cookies of a visitor whose newsletter status the footer depends on (spec 2.2): the server reads it for them. */
const VISITOR_COOKIES = [COOKIE_NAMES.loginToken, COOKIE_NAMES.newsletterSubscriber];

/** What a page request is: refused (bad input), a redirect on this site, or a page of a storefront. */
export type RequestDecision =
  | { readonly kind: 'refuse'; readonly status: 400; readonly reason: string }
  | { readonly kind: 'redirect'; readonly location: string }
  | {
      readonly kind: 'page';
      readonly page: Omit<PageContext, 'status'>;
      readonly storefront: Storefront;
      /** A staff member, a signed-in customer or a subscriber (cache-policy.ts: BYPASS_COOKIES): the answer is theirs alone. */
      readonly personal: boolean;
      /** The server reads this visitor's newsletter status (their footer depends on it). */
      readonly knownVisitor: boolean;
      /** A page for one visitor (a subscriber's token, the sign-in form: composition/routes.tsx). */
      readonly privatePage: boolean;
    };

/** Control characters (C0, DEL) have no place in a path; a shop's paths never carry them. */
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Reads a request into a decision: which storefront and page, from the path and the parameters a page reads, the
 * platform and reduced-mode cookies (by name) and the directives header. The origin is the configured one: no Host
 * header or absolute-form target chooses it. A path with control characters or broken percent-encoding is refused.
 */
export const decideRequest = (request: Request, config: ServerConfig): RequestDecision => {
  const url = new URL(request.url);
  const pathname = decodePath(url.pathname);
  if (pathname === undefined) return { kind: 'refuse', status: 400, reason: 'broken percent-encoding in the path' };
  if (CONTROL.test(pathname)) return { kind: 'refuse', status: 400, reason: 'control character in the path' };
  const query = readQuery(url.search);
  const jar = new RequestCookieJar(request.headers.get('Cookie'));
  const decision = decidePage(
    {
      origin: config.publicOrigin,
      pathname,
      query,
      cookies: jar.all(),
      layoutDirectives: request.headers.get(LAYOUT_DIRECTIVES_HEADER) ?? undefined,
    },
    config.defaultCountry,
  );
  if (decision.kind === 'redirect') return decision;
  const has = (names: readonly string[]) => names.some((name) => jar.get(name) !== undefined);
  return {
    kind: 'page',
    page: decision.page,
    storefront: decision.storefront,
    personal: has(BYPASS_COOKIES),
    knownVisitor: has(VISITOR_COOKIES),
    privatePage: isPrivatePage(decision.page.path),
  };
};

/**
 * Whether the storefront serves a page at this path: a route, or a page the footer content links to (the shop's
 * content pages, README), the newsletter's legal links or the fallback legal links. Undefined when it cannot be told:
 * the footer content did not load, so a path that is no route is neither a page nor a 404 anyone may cache.
 */
export const servesPage = (
  path: string,
  country: CountryCode,
  cms: CmsFooterContent | undefined,
  logger: Logger,
  basePath: string,
): boolean | undefined => {
  if (isRoute(path)) return true;
  const wanted = normaliseRoutePath(path);
  const always = [
    ...Object.values(newsletterRulesFor(country).links).map(normaliseRoutePath),
    ...FALLBACK_LEGAL_LINKS[country].flatMap((link) => (link.kind === 'link' ? [link.href] : [])),
  ];
  if (always.includes(wanted)) return true;
  if (cms === undefined) return undefined;
  return linkedPaths(footerContentOf(cms, logger, basePath), basePath).includes(wanted);
};

/** Site-relative link targets of the storefront's footer content (the one walk over its links): the shop's content pages. */
const linkedPaths = (content: ReturnType<typeof footerContentOf>, basePath: string): string[] =>
  (content ? footerLinkHrefs(content) : []).flatMap((href) => {
    if (!href.startsWith('/') || href.startsWith('//')) return [];
    const path = normaliseRoutePath(href.split(/[?#]/)[0] ?? '/');
    return [path, path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path];
  });
