import { isStatusFailure, type HttpFailure } from '../shared/http-failure';

/** Why a subscriber (the preferences link's token) could not be read, changed or unsubscribed. */
export type SubscriberError =
  /** The link carries no token. */
  | { readonly kind: 'MISSING_TOKEN' }
  /** The service does not know the token (404). */
  | { readonly kind: 'NOT_FOUND' }
  /** Any other failure of the service. */
  | { readonly kind: 'GENERIC' };

/** The link's token, trimmed ('' when there is none). */
export const subscriberTokenOf = (token: string | undefined): string => token?.trim() ?? '';

/** A 404 answer means the link's token is unknown; any other failure is generic. */
export const toSubscriberError = (failure: HttpFailure): SubscriberError =>
  isStatusFailure(failure, 404) ? { kind: 'NOT_FOUND' } : { kind: 'GENERIC' };
