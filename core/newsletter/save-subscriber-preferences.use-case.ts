import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { CountryCode } from '../country/country';
import { invalidFields, type NewsletterErrors } from './newsletter-form-rules';
import type { NewsletterGateway } from './newsletter-gateway.port';
import { subscriberTokenOf, toSubscriberError, type SubscriberError } from './subscriber-errors';
import { toUpdateRequest, validatePreferences, type PreferencesValues } from './subscriber-preferences.use-case';

/** What the preferences page saves: the link's token and the edited values. */
export interface PreferencesUpdate {
  readonly token: string | undefined;
  readonly values: PreferencesValues;
}

/** Why saving failed: the subscriber's errors, or the form is invalid in this storefront. */
export type SavePreferencesError = SubscriberError | { readonly kind: 'INVALID_FORM'; readonly errors: NewsletterErrors };

/** Saves a subscriber's name and topics (PUT /newsletter-subscribers/{token}). */
export type SaveSubscriberPreferences = (update: PreferencesUpdate) => TE.TaskEither<SavePreferencesError, void>;

/** Makes the save use case: validates with the storefront's rules, then sends the update request. */
export const saveSubscriberPreferences =
  (deps: { readonly gateway: NewsletterGateway; readonly country: CountryCode }): SaveSubscriberPreferences =>
  ({ token, values }) => {
    const trimmed = subscriberTokenOf(token);
    if (trimmed === '') return TE.left({ kind: 'MISSING_TOKEN' });
    const errors = validatePreferences(deps.country, values);
    if (invalidFields(errors).length > 0) return TE.left({ kind: 'INVALID_FORM', errors });
    return pipe(deps.gateway.update(trimmed, toUpdateRequest(values)), TE.mapLeft(toSubscriberError));
  };
