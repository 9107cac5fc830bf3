import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { CountryCode } from '../country/country';
import { asciiNameCharacters } from '../validation/built-in-validators';
import { newsletterRulesFor, type NewsletterCountryRules } from './newsletter-country-rules';
import { EMPTY_NEWSLETTER_FORM, type Salutation, type Topic } from './newsletter-form';
import { invalidFields, validateFormWith, type NewsletterErrors } from './newsletter-form-rules';
import type { NewsletterGateway } from './newsletter-gateway.port';
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

/** Loading and saving a subscriber's name and topics, and unsubscribing (GET, PUT and DELETE /newsletter-subscribers/{token}). */
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

/** Binds the preferences operations to the gateway; a 404 answer means the link's token is unknown. */
export const subscriberPreferences = (deps: { gateway: NewsletterGateway; country: CountryCode }): SubscriberPreferences => {
  const tokenOf = (token: string | undefined): string => token?.trim() ?? '';
  const mapError = (error: { kind: string; status?: number }): PreferencesError =>
    error.kind === 'STATUS' && error.status === 404 ? { kind: 'NOT_FOUND' } : { kind: 'GENERIC' };
  return {
    load: (token) => (tokenOf(token) === '' ? TE.left({ kind: 'MISSING_TOKEN' }) : pipe(deps.gateway.subscriber(tokenOf(token)), TE.mapLeft(mapError))),
    save: (token, values) => {
      if (tokenOf(token) === '') return TE.left({ kind: 'MISSING_TOKEN' });
      const errors = validatePreferences(deps.country, values);
      if (invalidFields(errors).length > 0) return TE.left({ kind: 'INVALID_FORM', errors });
      return pipe(deps.gateway.update(tokenOf(token), toUpdateRequest(values)), TE.mapLeft(mapError));
    },
    unsubscribe: (token) => (tokenOf(token) === '' ? TE.left({ kind: 'MISSING_TOKEN' }) : pipe(deps.gateway.unsubscribe(tokenOf(token)), TE.mapLeft(mapError))),
  };
};
