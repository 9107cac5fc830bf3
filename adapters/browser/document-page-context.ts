import { isReducedMode } from '../../core/footer/footer-visibility';
import { parseCookieHeader } from '../../core/shared/cookie-header';
import type { PageContext } from '../../core/layout/page-context';

/**
 * Reads a page that was not rendered by the server entry (an embedding page): what its serving layer wrote on <html>,
 * the address and the cookies. Call it after the document exists, never at import.
 */
export const readPageContext = (doc: Document, location: Location): PageContext => {
  const root = doc.documentElement;
  const query: Record<string, string> = {};
  new URLSearchParams(location.search).forEach((value, key) => {
    query[key] = value;
  });
  const cookies = parseCookieHeader(doc.cookie);
  return {
    country: root.getAttribute('data-country'),
    platform: root.getAttribute('data-platform'),
    layoutDirectives: root.getAttribute('data-layout-directives'),
    newsletterFormHidden: root.getAttribute('data-newsletter-form-hidden'),
    checkout: root.getAttribute('data-checkout'),
    spa: root.getAttribute('data-spa'),
    path: location.pathname,
    basePath: '',
    query,
    origin: location.origin,
    reducedFooter: isReducedMode(cookies),
    status: 'ok',
  };
};
