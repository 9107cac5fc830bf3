import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import { PathReporter } from 'io-ts/PathReporter';
import type { NewsletterGateway, NewsletterGatewayError } from '../../core/newsletter/newsletter-gateway.port';
import type { SubscriptionPayload } from '../../core/newsletter/newsletter-payload';
import {
  ConfirmationCodec, CustomerBaseDataCodec, SubscriberCodec, type Confirmation, type CustomerBaseData, type Subscriber, type UpdateSubscriberRequest,
} from '../../core/newsletter/newsletter-subscriber.codec';
import type { HttpResponse } from '../../core/shared/http-client.port';
import type { NewsletterApiClient } from './newsletter-api-client';

/** NewsletterGateway over the newsletter service client; every body is decoded here. */
export class HttpNewsletterGateway implements NewsletterGateway {
  constructor(private readonly client: NewsletterApiClient) {}

  subscribe(payload: SubscriptionPayload): TE.TaskEither<NewsletterGatewayError, void> {
    return pipe(
      this.client.call({ method: 'POST', path: '/newsletter-subscribers', body: payload, siteHeader: true, originalAddressHeader: true }),
      TE.map(() => undefined),
    );
  }

  customerBaseData(loginToken: string): TE.TaskEither<NewsletterGatewayError, CustomerBaseData> {
    return pipe(
      this.client.call({ method: 'GET', path: '/customers/base-data', headers: { 'X-LoginToken': loginToken }, privatePath: true }),
      TE.chainEitherK(decodeWith(CustomerBaseDataCodec)),
    );
  }

  subscriber(token: string): TE.TaskEither<NewsletterGatewayError, Subscriber> {
    return pipe(
      this.client.call({ method: 'GET', path: `/newsletter-subscribers/${encodeURIComponent(token)}`, siteHeader: true }),
      TE.chainEitherK(decodeWith(SubscriberCodec)),
    );
  }

  confirm(token: string): TE.TaskEither<NewsletterGatewayError, Confirmation> {
    return pipe(
      this.client.call({ method: 'PUT', path: `/newsletter-subscribers/${encodeURIComponent(token)}/doi`, siteHeader: true, originalAddressHeader: true }),
      // A service that answers no body (or another one) still confirmed: the preferences token is then unknown.
      TE.map((response): Confirmation => {
        const decoded = ConfirmationCodec.decode(response.body);
        return E.isRight(decoded) && decoded.right.preferencesToken !== undefined ? { preferencesToken: decoded.right.preferencesToken } : {};
      }),
    );
  }

  unsubscribe(token: string): TE.TaskEither<NewsletterGatewayError, void> {
    return pipe(
      this.client.call({ method: 'DELETE', path: `/newsletter-subscribers/${encodeURIComponent(token)}`, siteHeader: true }),
      TE.map(() => undefined),
    );
  }

  update(token: string, request: UpdateSubscriberRequest): TE.TaskEither<NewsletterGatewayError, void> {
    return pipe(
      this.client.call({ method: 'PUT', path: `/newsletter-subscribers/${encodeURIComponent(token)}`, body: request, siteHeader: true }),
      TE.map(() => undefined),
    );
  }
}

const decodeWith = <A, O>(codec: t.Type<A, O, unknown>) => (response: HttpResponse): E.Either<NewsletterGatewayError, A> => {
  const decoded = codec.decode(response.body);
  return E.isRight(decoded) ? E.right(decoded.right) : E.left({ kind: 'DECODE_ERROR', message: PathReporter.report(decoded).join('; ') });
};
