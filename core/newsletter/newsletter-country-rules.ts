import type { CountryCode } from '../country/country';

/** Whether a form field is absent, offered, or must be filled. */
export type FieldPresence = 'hidden' | 'optional' | 'required';

/** Pages a storefront's newsletter copy links to (spec 2.3); relative shop paths. */
export interface NewsletterLinks {
  readonly voucherConditions: string;
  readonly privacy: string;
  readonly contact: string;
  readonly sampleNewsletter: string;
}

/** Everything about the newsletter that differs per storefront and is not wording. A new country is a new row. */
export interface NewsletterCountryRules {
  /** Salutation field (spec 5.1: shown for HU and AT, required for HU). */
  readonly salutation: FieldPresence;
  /** First and last name (spec 5.1: shown for HU, AT and TR, required for HU and TR). */
  readonly names: FieldPresence;
  /** The form asks for the family name before the given name (HU). */
  readonly familyNameFirst: boolean;
  /** The commercial-electronic-message consent checkbox (legals NEWSLETTER), required for TR. */
  readonly legalConsent: boolean;
  /** A value prefilled from customer base data disables its field (spec 4.1 leaves the countries open). */
  readonly lockPrefilled: boolean;
  /** Minimum age the copy states (spec 9). */
  readonly minimumAge: number;
  /** Welcome discount in percent (spec 9). */
  readonly discountPercent: number;
  /** Unconfirmed sign-ups are deleted after this many days (TR: 14), or null. */
  readonly unconfirmedDeletionDays: number | null;
  /** Sending stops when newsletters stay unopened this many years (TR: 2), or null. */
  readonly inactivityStopYears: number | null;
  /** The welcome voucher is valid this many months after registration, single use (HU: 1), or null. */
  readonly voucherValidityMonths: number | null;
  readonly links: NewsletterLinks;
}

const base: Omit<NewsletterCountryRules, 'links'> = {
  salutation: 'hidden',
  names: 'hidden',
  familyNameFirst: false,
  legalConsent: false,
  lockPrefilled: false,
  minimumAge: 16,
  discountPercent: 10,
  unconfirmedDeletionDays: null,
  inactivityStopYears: null,
  voucherValidityMonths: null,
};

const links = (voucherConditions: string, sampleNewsletter: string): NewsletterLinks => ({
  voucherConditions,
  privacy: '/privacy',
  contact: '/contact',
  sampleNewsletter,
});

/** The newsletter rule table, one row per storefront. */
export const NEWSLETTER_COUNTRY_RULES: Readonly<Record<CountryCode, NewsletterCountryRules>> = {
  DE: { ...base, links: links('/c/gutscheinbedingungen', '/newsletter-beispiel') },
  AT: { ...base, salutation: 'optional', names: 'optional', links: links('/c/gutscheinbedingungen', '/newsletter-beispiel') },
  CH: { ...base, links: links('/c/gutscheinbedingungen', '/newsletter-beispiel') },
  CH_FR: { ...base, links: links('/c/conditions-bons', '/exemple-newsletter') },
  PL: { ...base, links: links('/c/warunki-kuponu', '/przyklad-newslettera') },
  CZ: { ...base, minimumAge: 18, links: links('/c/podminky-poukazu', '/ukazka-newsletteru') },
  HU: {
    ...base,
    salutation: 'required',
    names: 'required',
    familyNameFirst: true,
    lockPrefilled: true,
    voucherValidityMonths: 1,
    links: links('/c/kupon-feltetelek', '/hirlevel-minta'),
  },
  SK: { ...base, minimumAge: 18, links: links('/c/podmienky-poukazu', '/ukazka-newslettera') },
  TR: {
    ...base,
    names: 'required',
    legalConsent: true,
    lockPrefilled: true,
    unconfirmedDeletionDays: 14,
    inactivityStopYears: 2,
    links: links('/c/kupon-kosullari', '/ornek-bulten'),
  },
};

/** The newsletter rules of one storefront. */
export const newsletterRulesFor = (country: CountryCode): NewsletterCountryRules => NEWSLETTER_COUNTRY_RULES[country];

/**
 * A storefront's rules with its copy's shop links where the widget is (under the storefront's address, at the shop
 * when embedded): `at` maps each link; a link added to NewsletterLinks is a type error here until it is mapped.
 */
export const newsletterRulesAt = (rules: NewsletterCountryRules, at: (href: string) => string): NewsletterCountryRules => ({
  ...rules,
  links: {
    voucherConditions: at(rules.links.voucherConditions),
    privacy: at(rules.links.privacy),
    contact: at(rules.links.contact),
    sampleNewsletter: at(rules.links.sampleNewsletter),
  },
});

/** Whether a field is part of the form at all in this storefront (email always is). */
export const isFieldShown = (
  rules: NewsletterCountryRules,
  field: 'email' | 'salutation' | 'firstName' | 'lastName' | 'legals',
): boolean => {
  switch (field) {
    case 'email':
      return true;
    case 'salutation':
      return rules.salutation !== 'hidden';
    case 'firstName':
    case 'lastName':
      return rules.names !== 'hidden';
    case 'legals':
      return rules.legalConsent;
  }
};
