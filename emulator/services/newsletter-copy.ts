import { COUNTRIES, type CountryCode } from '../../core/country/country';
import type { Locale } from '../../core/country/locale';
import { formatPlural } from '../../core/i18n/plural-message';
import { newsletterRulesFor } from '../../core/newsletter/newsletter-country-rules';
import type { ConsentKind } from '../../core/newsletter/newsletter-form';
import type { NewsletterMessages } from '../../core/newsletter/newsletter.messages';
import csCZ from '../../core/newsletter/copy/cs-CZ';
import daDK from '../../core/newsletter/copy/da-DK';
import deAT from '../../core/newsletter/copy/de-AT';
import deCH from '../../core/newsletter/copy/de-CH';
import deDE from '../../core/newsletter/copy/de-DE';
import en from '../../core/newsletter/copy/en';
import frCH from '../../core/newsletter/copy/fr-CH';
import huHU from '../../core/newsletter/copy/hu-HU';
import plPL from '../../core/newsletter/copy/pl-PL';
import skSK from '../../core/newsletter/copy/sk-SK';
import svSE from '../../core/newsletter/copy/sv-SE';
import trTR from '../../core/newsletter/copy/tr-TR';

const COPY: Readonly<Record<Locale, NewsletterMessages>> = {
  'de-DE': deDE,
  'de-AT': deAT,
  'de-CH': deCH,
  'fr-CH': frCH,
  'pl-PL': plPL,
  'sk-SK': skSK,
  'cs-CZ': csCZ,
  'hu-HU': huHU,
  'tr-TR': trTR,
  'da-DK': daDK,
  'sv-SE': svSE,
  en,
};

/** The storefront's newsletter copy (the same the widget shows), for mails and proof of consent. */
export const newsletterCopyFor = (country: CountryCode): NewsletterMessages => COPY[COUNTRIES[country].locale];

/** Replaces `[slot]` markers by the link texts the widget shows there. */
const plain = (copy: NewsletterMessages, text: string): string =>
  text
    .replace('[contact]', copy.contactLinkText)
    .replace('[sample]', copy.sampleNewsletterLinkText)
    .replace('[privacy]', copy.privacyLinkText)
    .replace('[conditions]', copy.voucherConditionsLinkText)
    .trim();

/**
 * The legal texts a sign-up in this storefront was shown, worded as the widget showed them, plus the consents the request
 * carried (proof of consent). TR's commercial-message checkbox is not part of the payload, so it is never recorded as given.
 */
export const legalTextsFor = (country: CountryCode, consents: readonly ConsentKind[]): string[] => {
  const copy = newsletterCopyFor(country);
  const rules = newsletterRulesFor(country);
  const { locale } = COUNTRIES[country];
  return [
    plain(copy, copy.legalNotice),
    formatPlural(locale, copy.minimumAge, rules.minimumAge),
    ...(rules.unconfirmedDeletionDays === null ? [] : [formatPlural(locale, copy.unconfirmedDeletion, rules.unconfirmedDeletionDays)]),
    ...(rules.inactivityStopYears === null ? [] : [formatPlural(locale, copy.inactivityStop, rules.inactivityStopYears)]),
    ...(rules.voucherValidityMonths === null ? [] : [formatPlural(locale, copy.voucherValidity, rules.voucherValidityMonths)]),
    ...(consents.includes('DNE') ? [copy.dneLabel] : []),
    plain(copy, copy.privacyHint),
  ];
};
