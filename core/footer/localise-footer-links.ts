import { inStorefront } from '../country/storefront-address';
import type { FooterContent, MaybeLink } from './footer-content';

type Href = MaybeLink['href'];

/**
 * The one walk over the content's links (teaser headings and links, SEO columns, quality logos, the sales-tax note,
 * legal links): each link's href through `change`. Social media and app references are not site links.
 */
export const mapFooterLinks = (content: FooterContent, change: (href: NonNullable<Href>) => NonNullable<Href>): FooterContent => {
  const at = <L extends { readonly href: Href }>(link: L): L => (link.href === undefined ? link : { ...link, href: change(link.href) });
  return {
    ...content,
    teaserGroups: content.teaserGroups.map((group) => ({ ...group, heading: at(group.heading), links: group.links.map(at) })),
    seo: content.seo && { ...content.seo, columns: content.seo.columns.map((column) => column.map(at)) },
    qualityLogos: content.qualityLogos.map((logo) => ({ ...logo, link: at(logo.link) })),
    salesTax: content.salesTax && { ...content.salesTax, link: at(content.salesTax.link) },
    legalLinks: content.legalLinks.map((link) => (link.kind === 'link' ? at(link) : link)),
  };
};

/** Every link target of the content, in the walk's order. */
export const footerLinkHrefs = (content: FooterContent): string[] => {
  const hrefs: string[] = [];
  mapFooterLinks(content, (href) => {
    hrefs.push(href);
    return href;
  });
  return hrefs;
};

/**
 * Puts the content's site-relative links under the storefront's address ("/contact" -> "/at/contact"), so a shopper
 * who follows one stays in the storefront. The CMS writes the same paths for every storefront; "" changes nothing.
 */
export const localiseFooterLinks = (content: FooterContent, basePath: string): FooterContent =>
  basePath === '' ? content : mapFooterLinks(content, (href) => inStorefront(basePath, href));
