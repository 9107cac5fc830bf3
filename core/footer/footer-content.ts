import type { SafeHref } from '../shared/safe-href.codec';
import type { LogoImage } from './logo-sources';

/** A link whose target passed the URL check. */
export interface FooterLink {
  readonly text: string;
  readonly href: SafeHref;
}

/** Text with an optional link: a heading or seal whose URL was dropped keeps its text. */
export interface MaybeLink {
  readonly text: string;
  readonly href: SafeHref | undefined;
}

/** A teaser-group link; hideInClassic links hide on the classic platform. */
export interface TeaserLink extends FooterLink {
  readonly hideInClassic: boolean;
}

/** One teaser group: heading with link, introductory text, links and logo images. */
export interface TeaserGroup {
  readonly heading: MaybeLink & { readonly iconName: string | undefined };
  readonly hideGroupInCheckout: boolean;
  readonly introductoryText: string | undefined;
  readonly links: readonly TeaserLink[];
  readonly images: readonly LogoImage[];
}

/** A social media or app icon link. */
export interface IconLink {
  readonly iconName: string;
  readonly link: FooterLink;
}

/** A legal link, or the cookie-consent action a script-URL legal link becomes (its URL is gone). */
export type LegalLink = ({ readonly kind: 'link' } & FooterLink) | { readonly kind: 'consent'; readonly text: string };

/** A content entry of the international list: label per storefront code, as the CMS writes it. */
export interface InternationalItem {
  readonly code: string;
  readonly label: string;
}

/** Footer content after decoding and URL checks: what the views render. */
export interface FooterContent {
  readonly headline: string | undefined;
  readonly teaserGroups: readonly TeaserGroup[];
  readonly seo: { readonly heading: string; readonly columns: ReadonlyArray<readonly FooterLink[]> } | undefined;
  readonly socialMedia: { readonly heading: string; readonly icons: readonly IconLink[] } | undefined;
  readonly appReferences: { readonly heading: string; readonly icons: readonly IconLink[] } | undefined;
  readonly qualityLogos: ReadonlyArray<{ readonly link: MaybeLink; readonly image: LogoImage }>;
  readonly salesTax: { readonly textBeforeLink: string; readonly link: MaybeLink; readonly textAfterLink: string } | undefined;
  readonly legalLinks: readonly LegalLink[];
  readonly viewChanger: { readonly toMobile: string; readonly toDesktop: string } | undefined;
  readonly international: readonly InternationalItem[];
}
