import type * as TE from 'fp-ts/TaskEither';
import type { CountryCode } from '../country/country';
import { asciiNameCharacters } from '../validation/built-in-validators';
import { newsletterRulesFor, type NewsletterCountryRules } from './newsletter-country-rules';
import { EMPTY_NEWSLETTER_FORM, type Salutation, type Topic } from './newsletter-form';
import { validateFormWith, type NewsletterErrors } from './newsletter-form-rules';
import type { Subscriber, UpdateSubscriberRequest } from './newsletter-subscriber.codec';

/** What the preferences page edits. */
export interface PreferencesValues {
  readonly salutation: Salutation | '';
  readonly firstName: string;
  readonly lastName: string;
  readonly topics: readonly Topic[];
}

/** Why the preferences could not be loaded or saved. */
export type PreferencesError =
  | { readonly kind: 'MISSING_TOKEN' } | { readonly kind: 'NOT_FOUND' } | { readonly kind: 'GENERIC' }
  | { readonly kind: 'INVALID_FORM'; readonly errors: NewsletterErrors };

/**
 * @deprecated The three use cases in one object, as bound to NEWSLETTER_TOKENS.preferences until the preferences
 * hook resolves `loadSubscriber`, `saveSubscriberPreferences` and `unsubscribe` (load-subscriber.use-case.ts,
 * save-subscriber-preferences.use-case.ts, unsubscribe.use-case.ts) itself; composition builds it from them.
 */
export interface SubscriberPreferences {
  load(token: string | undefined): TE.TaskEither<PreferencesError, Subscriber>;
  save(token: string | undefined, values: PreferencesValues): TE.TaskEither<PreferencesError, void>;
  /** Unsubscribes the link's subscriber (DELETE /newsletter-subscribers/{token}). */
  unsubscribe(token: string | undefined): TE.TaskEither<PreferencesError, void>;
}

/** The preferences page shows names in every storefront (required where sign-up requires them). */
export const preferencesRules = (rules: NewsletterCountryRules): NewsletterCountryRules =>
  ({ ...rules, names: rules.names === 'hidden' ? 'optional' : rules.names, legalConsent: false });

/** The errors of the preferences form in this storefront. */
export const validatePreferences = (country: CountryCode, values: PreferencesValues): NewsletterErrors => {
  const { email: _ignored, ...errors } = validateFormWith(preferencesRules(newsletterRulesFor(country)), { ...EMPTY_NEWSLETTER_FORM, ...values, email: 'x@example.org' });
  return errors;
};

/** The update request: trimmed names in ASCII form (’ -> ', – -> -), empty ones and an unchosen salutation omitted, topics without duplicates. */
export const toUpdateRequest = (values: PreferencesValues): UpdateSubscriberRequest => ({
  topics: [...new Set(values.topics)],
  ...(values.salutation === '' ? {} : { salutation: values.salutation }),
  ...(values.firstName.trim() === '' ? {} : { firstName: asciiNameCharacters(values.firstName.trim()) }),
  ...(values.lastName.trim() === '' ? {} : { lastName: asciiNameCharacters(values.lastName.trim()) }),
});
