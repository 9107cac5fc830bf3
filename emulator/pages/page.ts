import { COUNTRIES, COUNTRY_CODES } from '../../core/country/country';
import { resolveStorefront } from '../../core/country/storefront';
import type { EmulatorConfig } from '../module';
import { escapeHtml } from './html';

/** The request header the serving layer reads layout directives from (spec 2.1); README names it. */
export const LAYOUT_DIRECTIVES_HEADER = 'x-layout-directives';

/** The platform cookie the view changer sets and the serving layer turns into data-platform. */
export const PLATFORM_COOKIE = 'platform';

/** Strict CSP for pages: scripts from 'self' only, no inline script, no eval. */
export const PAGE_CSP = [
  "default-src 'self'", "script-src 'self'", "style-src 'self'", "img-src 'self' data:", "font-src 'self'",
  "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'",
].join('; ');

/** What the page template needs from the request. */
export interface PageRequest {
  readonly url: URL;
  readonly cookies: Readonly<Record<string, string>>;
  readonly layoutDirectives: string | undefined;
}

/** Writes the serving layer's attributes into index.html: lang, data-country, data-platform, layout directives, hreflang. */
export const renderPage = (
  template: string, request: PageRequest, config: EmulatorConfig, preload: (locale: string) => string[] = () => [],
): string => {
  const { storefront } = resolveStorefront({
    pageCountry: config.defaultCountry,
    countryParam: request.url.searchParams.get('country'),
    localeParam: request.url.searchParams.get('locale'),
  });
  const attributes: Record<string, string | undefined> = {
    lang: storefront.locale,
    'data-country': storefront.country,
    'data-platform': safeToken(request.cookies[PLATFORM_COOKIE]),
    'data-layout-directives': request.layoutDirectives?.slice(0, 200),
    // Checkout pages (spec 2.2: groups marked hideGroupInCheckout hide there) live under /checkout.
    'data-checkout': /^\/checkout(\/|$)/.test(request.url.pathname) ? 'true' : undefined,
    // A page that embeds its own sign-up form hides the footer's; locally `?newsletter-form-hidden=true` says so.
    'data-newsletter-form-hidden': request.url.searchParams.get('newsletter-form-hidden') === 'true' ? 'true' : undefined,
    'data-preview-mode': config.previewMode ? 'on' : 'off',
  };
  const attributeText = Object.entries(attributes)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
  const alternates = COUNTRY_CODES.map((code) => {
    const href = `${config.origin}/?country=${COUNTRIES[code].slug}`;
    return `<link rel="alternate" hreflang="${COUNTRIES[code].locale}" href="${escapeHtml(href)}" />`;
  });
  alternates.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${config.origin}/`)}" />`);
  const canonical = `<link rel="canonical" href="${escapeHtml(`${config.origin}${request.url.pathname}?country=${COUNTRIES[storefront.country].slug}`)}" />`;
  return template
    .replace(/<html[^>]*>/, `<html ${attributeText}>`)
    .replace('<!--storefront-head-->', [
      ...preload(storefront.locale).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
      canonical, ...alternates,
    ].join('\n    '));
};

const safeToken = (value: string | undefined): string | undefined =>
  value !== undefined && /^[A-Za-z_-]{1,20}$/.test(value) ? value : undefined;
