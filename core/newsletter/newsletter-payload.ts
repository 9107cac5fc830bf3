import * as t from 'io-ts';
import { asciiNameCharacters } from '../validation/built-in-validators';
import { ConsentKindCodec, SalutationCodec, type NewsletterFormValues } from './newsletter-form';
import { LegalTextCodec, type LegalText } from './legal-texts';

/** Spec 3.1: the origin of a sign-up when the embedding page names none. */
export const DEFAULT_ORIGIN = 'onsite';
/** The origin of a sign-up through the widget on another site's page (its script and its fallback form alike). */
export const EMBEDDED_ORIGIN = 'embedded';
/** An origin or origin addition a page may name: letters, digits, `.:_-`, up to 100 characters. */
export const isOriginLabel = (value: string): boolean => /^[\w.:-]{1,100}$/.test(value);
/** Spec 3.1: the origin addition when the embedding page names none. */
export const DEFAULT_ORIGIN_ADDITION = 'subsite';

/**
 * The body of POST /newsletter-subscribers (spec 7.1); salutation and names are absent when empty. `legalTextsShown`
 * extends the spec's fields (docs/newsletter.md): the legal texts on the shopper's screen when the form was sent, the
 * proof of consent the service records and checks. The client always sends it; a call without it showed nothing.
 */
export const SubscriptionPayloadCodec = t.intersection([
  t.type({ email: t.string, consents: t.array(ConsentKindCodec), origin: t.string, originAddition: t.string }),
  t.partial({ salutation: SalutationCodec, firstName: t.string, lastName: t.string, legalTextsShown: t.array(LegalTextCodec) }),
]);
export type SubscriptionPayload = t.TypeOf<typeof SubscriptionPayloadCodec>;

/** Where a sign-up came from; either part falls back to its default when missing or blank. */
export interface SignUpOrigin {
  readonly origin?: string | undefined;
  readonly originAddition?: string | undefined;
}

const orDefault = (value: string | undefined, fallback: string): string => (value && value.trim() !== '' ? value.trim() : fallback);

/** The origin pair with defaults applied. */
export const resolveOrigin = (source: SignUpOrigin): { origin: string; originAddition: string } => ({
  origin: orDefault(source.origin, DEFAULT_ORIGIN),
  originAddition: orDefault(source.originAddition, DEFAULT_ORIGIN_ADDITION),
});

/**
 * Builds the request body: trimmed text, names with typographic apostrophes and dashes in their ASCII form (the
 * service knows only the spec's characters), empty optional fields omitted, consents without duplicates.
 */
export const toSubscriptionPayload = (
  values: NewsletterFormValues,
  source: SignUpOrigin = {},
  legalTextsShown: readonly LegalText[] = [],
): SubscriptionPayload => {
  const firstName = asciiNameCharacters(values.firstName.trim());
  const lastName = asciiNameCharacters(values.lastName.trim());
  return {
    email: values.email.trim(),
    ...(values.salutation === '' ? {} : { salutation: values.salutation }),
    ...(firstName === '' ? {} : { firstName }),
    ...(lastName === '' ? {} : { lastName }),
    consents: [...new Set(values.consents)],
    ...resolveOrigin(source),
    legalTextsShown: [...new Set(legalTextsShown)],
  };
};
