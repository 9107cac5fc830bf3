import { inStorefront } from '../country/storefront-address';
import type { FooterContent, MaybeLink } from './footer-content';

/**
 * Puts the content's site-relative links under the storefront's address ("/contact" -> "/at/contact"), so a shopper
 * who follows one stays in the storefront. The CMS writes the same paths for every storefront; "" changes nothing.
 */
export const localiseFooterLinks = (content: FooterContent, basePath: string): FooterContent => {
  if (basePath === '') return content;
  const at = <L extends { readonly href: MaybeLink['href'] }>(link: L): L =>
    link.href === undefined ? link : { ...link, href: inStorefront(basePath, link.href) };
  return {
    ...content,
    teaserGroups: content.teaserGroups.map((group) => ({ ...group, heading: at(group.heading), links: group.links.map(at) })),
    seo: content.seo && { ...content.seo, columns: content.seo.columns.map((column) => column.map(at)) },
    qualityLogos: content.qualityLogos.map((logo) => ({ ...logo, link: at(logo.link) })),
    salesTax: content.salesTax && { ...content.salesTax, link: at(content.salesTax.link) },
    legalLinks: content.legalLinks.map((link) => (link.kind === 'link' ? at(link) : link)),
    socialMedia: content.socialMedia,
    appReferences: content.appReferences,
  };
};
