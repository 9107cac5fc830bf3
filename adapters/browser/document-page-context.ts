import type { PageContext } from '../../core/layout/page-context';

/** Reads what the serving layer wrote on <html> and the address; call it after the document exists, never at import. */
export const readPageContext = (doc: Document, location: Location): PageContext => {
  const root = doc.documentElement;
  const query: Record<string, string> = {};
  new URLSearchParams(location.search).forEach((value, key) => { query[key] = value; });
  return {
    country: root.getAttribute('data-country'),
    platform: root.getAttribute('data-platform'),
    layoutDirectives: root.getAttribute('data-layout-directives'),
    newsletterFormHidden: root.getAttribute('data-newsletter-form-hidden'),
    checkout: root.getAttribute('data-checkout'),
    spa: root.getAttribute('data-spa'),
    path: location.pathname,
    query,
    origin: location.origin,
  };
};
