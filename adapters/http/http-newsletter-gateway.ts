import type { TaskEither } from 'fp-ts/TaskEither';
import type { NewsletterGateway } from '../../core/newsletter/newsletter-gateway.port';
import type { SubscriptionPayload } from '../../core/newsletter/newsletter-payload';
import {
  ConfirmationAnswerCodec,
  CustomerBaseDataCodec,
  SubscriberCodec,
  type Confirmation,
  type CustomerBaseData,
  type Subscriber,
  type UpdateSubscriberRequest,
} from '../../core/newsletter/newsletter-subscriber.codec';
import type { HttpFailure } from '../../core/shared/http-failure';
import { IgnoredBody } from '../../core/shared/request-json';
import type { NewsletterApiClient } from './newsletter-api-client';

const subscriberPath = (token: string): string => `/newsletter-subscribers/${encodeURIComponent(token)}`;

/** NewsletterGateway over the newsletter service client; every body is decoded by its codec. */
export class HttpNewsletterGateway implements NewsletterGateway {
  constructor(private readonly client: NewsletterApiClient) {}

  subscribe(payload: SubscriptionPayload): TaskEither<HttpFailure, void> {
    return this.client.call(
      { method: 'POST', path: '/newsletter-subscribers', body: payload, siteHeader: true, originalAddressHeader: true },
      IgnoredBody,
    );
  }

  customerBaseData(loginToken: string): TaskEither<HttpFailure, CustomerBaseData> {
    return this.client.call(
      { method: 'GET', path: '/customers/base-data', headers: { 'X-LoginToken': loginToken }, privatePath: true },
      CustomerBaseDataCodec,
    );
  }

  subscriber(token: string): TaskEither<HttpFailure, Subscriber> {
    return this.client.call({ method: 'GET', path: subscriberPath(token), siteHeader: true }, SubscriberCodec);
  }

  confirm(token: string): TaskEither<HttpFailure, Confirmation> {
    return this.client.call(
      { method: 'PUT', path: `${subscriberPath(token)}/doi`, siteHeader: true, originalAddressHeader: true },
      ConfirmationAnswerCodec,
    );
  }

  unsubscribe(token: string): TaskEither<HttpFailure, void> {
    return this.client.call({ method: 'DELETE', path: subscriberPath(token), siteHeader: true }, IgnoredBody);
  }

  update(token: string, request: UpdateSubscriberRequest): TaskEither<HttpFailure, void> {
    return this.client.call({ method: 'PUT', path: subscriberPath(token), body: request, siteHeader: true }, IgnoredBody);
  }
}
