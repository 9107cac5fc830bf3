import { COUNTRIES, type CountryCode } from '../../core/country/country';
import { formatPlural, type PluralMessage } from '../../core/text/plural-message';
import type { NewsletterMessages } from '../../core/newsletter/newsletter.messages';
import { HttpError } from '../http';

/** The legal texts of the sign-up form, as the payload's `legalTextsShown` names them (docs/newsletter.md), in page order. */
export const LEGAL_TEXTS = [
  'LEGAL_NOTICE',
  'MINIMUM_AGE',
  'UNCONFIRMED_DELETION',
  'INACTIVITY_STOP',
  'PRIVACY_HINT',
  'VOUCHER_VALIDITY',
] as const;
type Text = (typeof LEGAL_TEXTS)[number];

/** The problem type of a sign-up whose required texts were not on the shopper's screen (RFC 7807). */
export const TEXTS_NOT_SHOWN = 'urn:newsletter:legal_texts_not_shown';

/** What a storefront's form states besides its legal notice and privacy hint. */
interface StatedFigures {
  readonly minimumAge: number;
  readonly deletionDays?: number;
  readonly inactivityYears?: number;
  readonly voucherMonths?: number;
}
/** Spec 9, as it words it: a minimum age of 16 (CZ, SK: 18), TR's 14-day deletion and 2-year stop, HU's one-month voucher. */
const STATED: StatedFigures = { minimumAge: 16 };
const EXCEPTIONS: Partial<Readonly<Record<CountryCode, StatedFigures>>> = {
  CZ: { minimumAge: 18 },
  SK: { minimumAge: 18 },
  HU: { ...STATED, voucherMonths: 1 },
  TR: { ...STATED, deletionDays: 14, inactivityYears: 2 },
};
const figuresOf = (country: CountryCode): StatedFigures => EXCEPTIONS[country] ?? STATED;

/** The texts a storefront's form holds, each with its figure where it states one. */
const textsOf = (country: CountryCode): ReadonlyMap<Text, number | undefined> => {
  const { minimumAge, deletionDays, inactivityYears, voucherMonths } = figuresOf(country);
  const entries: Array<[Text, number | undefined]> = [
    ['LEGAL_NOTICE', undefined],
    ['MINIMUM_AGE', minimumAge],
    ['UNCONFIRMED_DELETION', deletionDays],
    ['INACTIVITY_STOP', inactivityYears],
    ['PRIVACY_HINT', undefined],
    ['VOUCHER_VALIDITY', voucherMonths],
  ];
  return new Map(entries.filter(([text, figure]) => figure !== undefined || text === 'LEGAL_NOTICE' || text === 'PRIVACY_HINT'));
};

/**
 * The texts a sign-up must have had on the screen: the minimum age, the deletion of unconfirmed sign-ups where the
 * storefront has it (TR), and the privacy hint. The rest (the legal notice's first paragraph, TR's inactivity stop,
 * HU's voucher validity) is recorded when shown, not required.
 */
const requiredTexts = (country: CountryCode): Text[] => [
  'MINIMUM_AGE',
  ...(figuresOf(country).deletionDays === undefined ? [] : (['UNCONFIRMED_DELETION'] as const)),
  'PRIVACY_HINT',
];

/**
 * Checks what the sign-up says was on the screen: a text its storefront does not have is a bad request; a missing
 * required text is refused with TEXTS_NOT_SHOWN, naming them. Answers the texts shown, in page order.
 */
export const checkTextsShown = (country: CountryCode, reported: readonly string[]): Text[] => {
  const texts = textsOf(country);
  const foreign = reported.filter((text) => !texts.has(text as Text));
  if (foreign.length > 0)
    throw new HttpError(400, 'urn:newsletter:invalid_request', `The ${country} form has no text ${foreign.join(', ').slice(0, 200)}.`);
  const missing = requiredTexts(country).filter((text) => !reported.includes(text));
  if (missing.length > 0)
    throw new HttpError(
      400,
      TEXTS_NOT_SHOWN,
      `A sign-up needs these texts on the screen before it is sent: ${missing.join(', ')} (legalTextsShown lists what was).`,
    );
  return LEGAL_TEXTS.filter((text) => reported.includes(text));
};

/**
 * The proof of consent's wording: each text shown, worded as the widget showed it (link slots hold their link texts),
 * plus the DNE consent's label when the request carried it. TR's commercial-message checkbox is not part of the
 * payload, so it is never recorded as given.
 */
export const legalTextsFor = (
  copy: NewsletterMessages,
  country: CountryCode,
  shown: readonly Text[],
  consents: readonly string[],
): string[] => {
  const { locale } = COUNTRIES[country];
  const figures = textsOf(country);
  const plain = (text: string): string =>
    text
      .replace('[contact]', copy.contactLinkText)
      .replace('[sample]', copy.sampleNewsletterLinkText)
      .replace('[privacy]', copy.privacyLinkText)
      .trim();
  const counted = (message: PluralMessage, text: Text): string => formatPlural(locale, message, figures.get(text) ?? 0);
  const wording: Record<Text, () => string> = {
    LEGAL_NOTICE: () => plain(copy.legalNotice),
    MINIMUM_AGE: () => counted(copy.minimumAge, 'MINIMUM_AGE'),
    UNCONFIRMED_DELETION: () => counted(copy.unconfirmedDeletion, 'UNCONFIRMED_DELETION'),
    INACTIVITY_STOP: () => counted(copy.inactivityStop, 'INACTIVITY_STOP'),
    PRIVACY_HINT: () => plain(copy.privacyHint),
    VOUCHER_VALIDITY: () => counted(copy.voucherValidity, 'VOUCHER_VALIDITY'),
  };
  return [...shown.map((text) => wording[text]()), ...(consents.includes('DNE') ? [copy.dneLabel] : [])];
};
