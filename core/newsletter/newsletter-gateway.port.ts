import type { TaskEither } from 'fp-ts/TaskEither';
import type { SubscriptionPayload } from './newsletter-payload';
import type { Confirmation, CustomerBaseData, Subscriber, UpdateSubscriberRequest } from './newsletter-subscriber.codec';

/** Spec 8: the message of a request that failed while no interceptor offered an alternative response. */
export const FETCH_ERROR_MESSAGE = 'The request failed and the interceptors did not return an alternative response';

/** Why a newsletter call failed: a non-2xx answer (with the body's type), no answer at all, or an unreadable body. */
export type NewsletterGatewayError =
  | { readonly kind: 'RESPONSE_ERROR'; readonly status: number; readonly type: string | undefined }
  | { readonly kind: 'FETCH_ERROR'; readonly message: string; readonly cause: string }
  | { readonly kind: 'DECODE_ERROR'; readonly message: string };

/** The newsletter service of spec 7.1. */
export interface NewsletterGateway {
  /** POST /newsletter-subscribers. */
  subscribe(payload: SubscriptionPayload): TaskEither<NewsletterGatewayError, void>;
  /** GET /customers/base-data with the login token (private path). */
  customerBaseData(loginToken: string): TaskEither<NewsletterGatewayError, CustomerBaseData>;
  /** GET /newsletter-subscribers/{token}. */
  subscriber(token: string): TaskEither<NewsletterGatewayError, Subscriber>;
  /** PUT /newsletter-subscribers/{token}/doi: confirms the double opt-in; answers the subscriber's preferences token. */
  confirm(token: string): TaskEither<NewsletterGatewayError, Confirmation>;
  /** PUT /newsletter-subscribers/{token}. */
  update(token: string, request: UpdateSubscriberRequest): TaskEither<NewsletterGatewayError, void>;
  /** DELETE /newsletter-subscribers/{token} (preferences token): unsubscribes. */
  unsubscribe(token: string): TaskEither<NewsletterGatewayError, void>;
}
