import * as t from 'io-ts';
import { CmsUrlCodec } from './cms-url.codec';

/** A CMS link: visible text and its target URL, decoded to a SafeHref or to why it is none (see cms-url.codec.ts). */
export const CmsLinkCodec = t.type({ text: t.string, url: CmsUrlCodec });

/** A CMS image: alt text, a logo source name (see logo-sources.ts) and its intrinsic size in px. */
export const CmsImageCodec = t.type({ label: t.string, source: t.string, width: t.number, height: t.number });

const TeaserLinkCodec = t.intersection([CmsLinkCodec, t.partial({ hideInClassic: t.boolean })]);

const TeaserGroupCodec = t.intersection([
  t.type({ heading: t.intersection([t.type({ link: CmsLinkCodec }), t.partial({ iconName: t.string })]) }),
  t.partial({
    hideGroupInCheckout: t.boolean,
    introductoryText: t.string,
    links: t.array(TeaserLinkCodec),
    images: t.array(CmsImageCodec),
  }),
]);

const IconLinkCodec = t.type({ iconName: t.string, link: CmsLinkCodec });

const InternationalItemCodec = t.intersection([
  t.type({ code: t.string, label: t.string, href: t.string }),
  t.partial({ flag: t.string, flagName: t.string, selected: t.boolean }),
]);

/**
 * The SHOP_FOOTER content of spec 3.2, as the promotion service stores it in `contentJSON`. Teaser groups and legal
 * links are required; every other block is optional, so a country can leave one out. Unknown fields are ignored.
 */
export const CmsFooterContentCodec = t.intersection([
  t.type({
    teaser: t.type({ groups: t.array(TeaserGroupCodec) }),
    legalLinks: t.array(CmsLinkCodec),
  }),
  t.partial({
    headline: t.string,
    seo: t.type({ heading: t.string, columns: t.array(t.type({ links: t.array(CmsLinkCodec) })) }),
    socialMedia: t.type({ heading: t.string, socialMediaIcons: t.array(IconLinkCodec) }),
    appReferences: t.type({ heading: t.string, appIcons: t.array(IconLinkCodec) }),
    qualityLogos: t.type({ logos: t.array(t.type({ link: CmsLinkCodec, image: CmsImageCodec })) }),
    salesTax: t.type({ textBeforeLink: t.string, link: CmsLinkCodec, textAfterLink: t.string }),
    viewChanger: t.type({ toMobile: t.string, toDesktop: t.string }),
    international: t.type({ items: t.array(InternationalItemCodec) }),
  }),
]);
/** Footer content as the CMS wrote it, every URL classified (hrefs are SafeHref). */
export type CmsFooterContent = t.TypeOf<typeof CmsFooterContentCodec>;
/** The footer content as JSON, as the CMS writes it and the page state carries it. */
export type CmsFooterContentJson = t.OutputOf<typeof CmsFooterContentCodec>;
/** A CMS link, URL classified. */
export type CmsLink = t.TypeOf<typeof CmsLinkCodec>;
/** A CMS image reference. */
export type CmsImage = t.TypeOf<typeof CmsImageCodec>;
