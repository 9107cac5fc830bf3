import { isStatusFailure, type HttpFailure } from '../shared/http-failure';

/** Why a subscriber (the preferences link's token) could not be read, changed or unsubscribed. */
export type SubscriberError =
  /** The link carries no token. */
  | { readonly kind: 'MISSING_TOKEN' }
  /** The service does not know the token (404). */
  | { readonly kind: 'NOT_FOUND' }
  /** The link's subscriber has unsubscribed (410). */
  | { readonly kind: 'UNSUBSCRIBED' }
  /** Any other failure of the service. */
  | { readonly kind: 'GENERIC' };

/** The link's token, trimmed ('' when there is none). */
export const subscriberTokenOf = (token: string | undefined): string => token?.trim() ?? '';

/** A 404 answer means the link's token is unknown, a 410 that its subscriber unsubscribed; any other failure is generic. */
export const toSubscriberError = (failure: HttpFailure): SubscriberError =>
  isStatusFailure(failure, 404) ? { kind: 'NOT_FOUND' } : isStatusFailure(failure, 410) ? { kind: 'UNSUBSCRIBED' } : { kind: 'GENERIC' };
