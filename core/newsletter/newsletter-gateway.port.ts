import type { TaskEither } from 'fp-ts/TaskEither';
import type { HttpFailure } from '../shared/http-failure';
import type { SubscriptionPayload } from './newsletter-payload';
import type { Confirmation, CustomerBaseData, Subscriber, UpdateSubscriberRequest } from './newsletter-subscriber.codec';

/** Spec 8: the message of a request that got no answer while no interceptor offered an alternative response (its NETWORK or TIMEOUT message starts with it). */
export const FETCH_ERROR_MESSAGE = 'The request failed and the interceptors did not return an alternative response';

/** The newsletter service of spec 7.1; a failure is an HttpFailure (a non-2xx answer carries its problem type). */
export interface NewsletterGateway {
  /** POST /newsletter-subscribers. */
  subscribe(payload: SubscriptionPayload): TaskEither<HttpFailure, void>;
  /** GET /customers/base-data with the login token (private path). */
  customerBaseData(loginToken: string): TaskEither<HttpFailure, CustomerBaseData>;
  /** GET /newsletter-subscribers/{token}. */
  subscriber(token: string): TaskEither<HttpFailure, Subscriber>;
  /** PUT /newsletter-subscribers/{token}/doi: confirms the double opt-in; answers the subscriber's preferences token. */
  confirm(token: string): TaskEither<HttpFailure, Confirmation>;
  /** PUT /newsletter-subscribers/{token}. */
  update(token: string, request: UpdateSubscriberRequest): TaskEither<HttpFailure, void>;
  /** DELETE /newsletter-subscribers/{token} (preferences token): unsubscribes. */
  unsubscribe(token: string): TaskEither<HttpFailure, void>;
}
