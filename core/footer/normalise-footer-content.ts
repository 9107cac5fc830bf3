import type { CmsFooterContent, CmsImage, CmsLink } from './footer-content.codec';
import type { FooterContent, FooterLink, IconLink, LegalLink, MaybeLink } from './footer-content';
import { boxUnknownLogos, resolveLogo, type LogoImage } from './logo-sources';

/** Content plus what was dropped or replaced on the way, for the caller to log. */
export interface NormalisedFooter {
  readonly content: FooterContent;
  readonly warnings: readonly string[];
}

/**
 * Turns decoded CMS content into what the views render: links whose URL decoded to no SafeHref are dropped (text-only where the
 * text still makes sense), script-URL legal links become the cookie-consent action, unknown logos the empty image.
 */
export const normaliseFooterContent = (cms: CmsFooterContent): NormalisedFooter => {
  const warnings: string[] = [];
  const link = (raw: CmsLink): FooterLink | undefined => {
    if (raw.url.kind === 'href') return { text: raw.text, href: raw.url.href };
    warnings.push(`Dropped footer link "${raw.text}": its URL is not allowed.`);
    return undefined;
  };
  const maybeLink = (raw: CmsLink): MaybeLink => ({ text: raw.text, href: link(raw)?.href });
  const logo = (raw: CmsImage): LogoImage => {
    const image = resolveLogo(raw);
    if (image.kind === undefined) warnings.push(`Unknown footer logo source "${raw.source}"; showing an empty image.`);
    return image;
  };
  const icons = (raw: ReadonlyArray<{ iconName: string; link: CmsLink }>): IconLink[] =>
    raw.flatMap((icon) => {
      const target = link(icon.link);
      return target ? [{ iconName: icon.iconName, link: target }] : [];
    });
  const legal = (raw: CmsLink): LegalLink[] => {
    const { url } = raw;
    if (url.kind === 'script') return [{ kind: 'consent', text: raw.text }];
    if (url.kind === 'href') return [{ kind: 'link', text: raw.text, href: url.href }];
    warnings.push(`Dropped footer legal link "${raw.text}": its URL is not allowed.`);
    return [];
  };

  const qualityEntries = cms.qualityLogos?.logos ?? [];
  const qualityImages = boxUnknownLogos(
    qualityEntries.map((entry) => logo(entry.image)),
    'seal',
  );
  const content: FooterContent = {
    headline: cms.headline,
    teaserGroups: cms.teaser.groups.map((group) => ({
      heading: { ...maybeLink(group.heading.link), iconName: group.heading.iconName },
      hideGroupInCheckout: group.hideGroupInCheckout ?? false,
      introductoryText: group.introductoryText,
      links: (group.links ?? []).flatMap((raw) => {
        const target = link(raw);
        return target ? [{ ...target, hideInClassic: raw.hideInClassic ?? false }] : [];
      }),
      images: boxUnknownLogos((group.images ?? []).map(logo), 'payment'),
    })),
    seo: cms.seo && {
      heading: cms.seo.heading,
      columns: cms.seo.columns.map((column) =>
        column.links.flatMap((raw) => {
          const target = link(raw);
          return target ? [target] : [];
        }),
      ),
    },
    socialMedia: cms.socialMedia && { heading: cms.socialMedia.heading, icons: icons(cms.socialMedia.socialMediaIcons) },
    appReferences: cms.appReferences && { heading: cms.appReferences.heading, icons: icons(cms.appReferences.appIcons) },
    qualityLogos: qualityEntries.map((entry, index) => ({ link: maybeLink(entry.link), image: qualityImages[index] ?? logo(entry.image) })),
    salesTax: cms.salesTax && {
      textBeforeLink: cms.salesTax.textBeforeLink,
      link: maybeLink(cms.salesTax.link),
      textAfterLink: cms.salesTax.textAfterLink,
    },
    legalLinks: cms.legalLinks.flatMap(legal),
    viewChanger: cms.viewChanger,
    international: (cms.international?.items ?? []).map((item) => ({ code: item.code, label: item.label })),
  };
  return { content, warnings };
};
