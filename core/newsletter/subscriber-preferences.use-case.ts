import type { CountryCode } from '../country/country';
import { asciiNameCharacters } from '../validation/built-in-validators';
import { newsletterRulesFor, type NewsletterCountryRules } from './newsletter-country-rules';
import { EMPTY_NEWSLETTER_FORM, type NewsletterFormValues, type Salutation, type Topic } from './newsletter-form';
import {
  newsletterFieldOrder,
  newsletterValidation,
  type NewsletterErrorKey,
  type NewsletterErrors,
  type NewsletterValidation,
} from './newsletter-form-rules';
import type { UpdateSubscriberRequest } from './newsletter-subscriber.codec';

/** What the preferences page edits. */
export interface PreferencesValues {
  readonly salutation: Salutation | '';
  readonly firstName: string;
  readonly lastName: string;
  readonly topics: readonly Topic[];
}

/** The preferences page shows names in every storefront (required where sign-up requires them). */
export const preferencesRules = (rules: NewsletterCountryRules): NewsletterCountryRules => ({
  ...rules,
  names: rules.names === 'hidden' ? 'optional' : rules.names,
  legalConsent: false,
});

/** The fields of the preferences form that can show an error. */
export type PreferencesField = 'salutation' | 'firstName' | 'lastName';
const PREFERENCES_FIELDS: readonly PreferencesField[] = ['salutation', 'firstName', 'lastName'];

/** The preferences fields in the order the page shows them (HU: family name first). */
export const preferencesFieldOrder = (country: CountryCode): readonly PreferencesField[] =>
  newsletterFieldOrder(newsletterRulesFor(country)).filter((field): field is PreferencesField =>
    PREFERENCES_FIELDS.some((shown) => shown === field),
  );

/** The checks of the preferences form: a field on blur, the whole form on save. */
export interface PreferencesValidation {
  field(field: PreferencesField, values: PreferencesValues): NewsletterErrorKey | undefined;
  form(values: PreferencesValues): NewsletterErrors;
}

// The sign-up's checks with the preferences rules; the address is not edited here, so a valid stand-in is checked.
const asSignUp = (values: PreferencesValues): NewsletterFormValues => ({ ...EMPTY_NEWSLETTER_FORM, ...values, email: 'x@example.org' });
const preferencesValidation = (checks: NewsletterValidation): PreferencesValidation => ({
  field: (field, values) => checks.field(field, asSignUp(values)),
  form: (values) => {
    const { email: _ignored, ...errors } = checks.form(asSignUp(values));
    return errors;
  },
});

const byStorefront = new Map<CountryCode, PreferencesValidation>();

/** The preferences checks of a storefront, its rules built once. */
export const preferencesValidationFor = (country: CountryCode): PreferencesValidation => {
  const known = byStorefront.get(country);
  if (known) return known;
  const built = preferencesValidation(newsletterValidation(preferencesRules(newsletterRulesFor(country))));
  byStorefront.set(country, built);
  return built;
};

/** The errors of the preferences form in this storefront. */
export const validatePreferences = (country: CountryCode, values: PreferencesValues): NewsletterErrors =>
  preferencesValidationFor(country).form(values);

/** The update request: trimmed names in ASCII form (’ -> ', – -> -), empty ones and an unchosen salutation omitted, topics without duplicates. */
export const toUpdateRequest = (values: PreferencesValues): UpdateSubscriberRequest => ({
  topics: [...new Set(values.topics)],
  ...(values.salutation === '' ? {} : { salutation: values.salutation }),
  ...(values.firstName.trim() === '' ? {} : { firstName: asciiNameCharacters(values.firstName.trim()) }),
  ...(values.lastName.trim() === '' ? {} : { lastName: asciiNameCharacters(values.lastName.trim()) }),
});
