import type { CountryCode } from '../country/country';
import type { NewsletterStatus } from '../customer/customer-data';
import type { Platform } from '../layout/platform';
import { countrySwitcherItems, type CountrySwitcherItem, type StorefrontAddresses } from './country-switcher';
import { inStorefront } from '../country/storefront-address';
import { FALLBACK_LEGAL_LINKS } from './fallback-legal-links';
import type { FooterContent, LegalLink, TeaserGroup } from './footer-content';
import { footerVisibility, visibleTeaserGroups, type FooterVisibility } from './footer-visibility';
import { offeredViewChange, type ViewChange } from './view-changer';

/** The footer as the view renders it. */
export interface FooterModel {
  readonly content: FooterContent | undefined;
  readonly teaserGroups: readonly TeaserGroup[];
  readonly visibility: FooterVisibility;
  /** The platform the footer is laid out for; undefined before the client knows it (CSS media queries decide). */
  readonly platform: Platform | undefined;
  readonly countries: readonly CountrySwitcherItem[];
  /** The content's legal links, or the storefront's fallback when the content has none (the imprint is always there). */
  readonly legalLinks: readonly LegalLink[];
  /**
   * The view changer's switches the content has texts for: the one the platform offers, or, before the platform is
   * known, both (CSS shows "to mobile" on classic widths and "to desktop" below them).
   */
  readonly viewChanges: ReadonlyArray<{ readonly change: ViewChange; readonly text: string }>;
}

const VIEW_CHANGES: readonly ViewChange[] = ['toMobile', 'toDesktop'];

/** What the footer model is built from: request facts (server and client), visitor facts (client only) and content. */
export interface FooterModelInput {
  readonly country: CountryCode;
  readonly content: FooterContent | undefined;
  readonly addresses: StorefrontAddresses;
  /** Reduced mode from the request's cookies (affiliate or app). */
  readonly reduced: boolean;
  readonly newsletterFormHidden: boolean;
  readonly checkout: boolean;
  /** From psdata on the client; the server renders for an anonymous visitor (NONE). */
  readonly newsletterStatus: NewsletterStatus;
  readonly platform: Platform | undefined;
  /** The storefront's address prefix, for the fallback legal links ("" or e.g. "/at"). */
  readonly basePath?: string;
}

/**
 * The spec 2.2 rules as one pure function, called by the server render and the client alike. With no platform
 * (first render, no platform cookie) every block a width could show is in the model and CSS hides per breakpoint.
 */
export const footerModel = (input: FooterModelInput): FooterModel => {
  const { content, platform } = input;
  const conditions = {
    reduced: input.reduced,
    newsletterFormHidden: input.newsletterFormHidden,
    newsletterStatus: input.newsletterStatus,
    checkout: input.checkout,
    platform: platform ?? 'mobile',
  };
  const visibility = footerVisibility(conditions);
  return {
    content,
    teaserGroups: content ? visibleTeaserGroups(content.teaserGroups, { checkout: input.checkout, platform: platform ?? 'mobile' }) : [],
    visibility: platform === undefined ? { ...visibility, countrySelector: true } : visibility,
    platform,
    countries: countrySwitcherItems(input.country, input.addresses, content?.international),
    legalLinks:
      content && content.legalLinks.length > 0
        ? content.legalLinks
        : FALLBACK_LEGAL_LINKS[input.country].map((link) =>
            link.kind === 'link' ? { ...link, href: inStorefront(input.basePath ?? '', link.href) } : link,
          ),
    viewChanges: (platform === undefined ? VIEW_CHANGES : [offeredViewChange(platform)]).flatMap((change) => {
      const text = content?.viewChanger?.[change];
      return text ? [{ change, text }] : [];
    }),
  };
};
