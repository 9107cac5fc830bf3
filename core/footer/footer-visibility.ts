import { COOKIE_NAMES } from '../shared/cookie-names';
import type { NewsletterStatus } from '../customer/customer-data';
import type { Platform } from '../layout/platform';
import type { TeaserGroup } from './footer-content';

/** Everything the footer's visibility depends on, read from the page, cookies, psdata and the platform. */
export interface FooterConditions {
  /** Reduced footer (affiliate or app cookie, see isReducedMode). */
  readonly reduced: boolean;
  /** The page's newsletter-form-hidden attribute is true. */
  readonly newsletterFormHidden: boolean;
  readonly newsletterStatus: NewsletterStatus;
  /** The page is part of checkout. */
  readonly checkout: boolean;
  readonly platform: Platform;
}

/** Which optional footer blocks show. */
export interface FooterVisibility {
  readonly newsletter: boolean;
  readonly seo: boolean;
  readonly socialMedia: boolean;
  readonly appReferences: boolean;
  readonly countrySelector: boolean;
}

const SIGNED_UP: ReadonlySet<NewsletterStatus> = new Set<NewsletterStatus>(['WAITING_FOR_DOI', 'SUBSCRIBED']);

/** The block rules of spec 2.2. */
export const footerVisibility = (conditions: FooterConditions): FooterVisibility => ({
  newsletter: !conditions.reduced && !conditions.newsletterFormHidden && !SIGNED_UP.has(conditions.newsletterStatus),
  seo: !conditions.reduced,
  socialMedia: !conditions.reduced,
  appReferences: !conditions.reduced,
  countrySelector: conditions.platform === 'classic',
});

/** Teaser groups as shown: hideGroupInCheckout groups go in checkout, hideInClassic links go on classic. */
export const visibleTeaserGroups = (
  groups: readonly TeaserGroup[],
  conditions: Pick<FooterConditions, 'checkout' | 'platform'>,
): TeaserGroup[] =>
  groups
    .filter((group) => !(conditions.checkout && group.hideGroupInCheckout))
    .map((group) => (conditions.platform === 'classic' ? { ...group, links: group.links.filter((link) => !link.hideInClassic) } : group));

/**
 * Reduced footer (spec 2.2) is forced by the affiliate cookie (affiliateNumber, any value) or the app cookie xc-app=new.
 * Cookies are matched by name: a value that merely mentions them (`tracking=affiliateNumber`) changes nothing.
 */
export const isReducedMode = (cookies: ReadonlyArray<readonly [string, string]>): boolean =>
  cookies.some(
    ([name, value]) =>
      name.trim() === COOKIE_NAMES.affiliateNumber || (name.trim() === COOKIE_NAMES.app && value.trim().toLowerCase() === 'new'),
  );

/** Reads a page attribute such as data-newsletter-form-hidden / data-checkout: "true" in any case. */
export const isTrueAttribute = (value: string | null | undefined): boolean => value?.trim().toLowerCase() === 'true';
