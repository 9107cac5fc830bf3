import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { NewsletterGateway } from './newsletter-gateway.port';
import type { Subscriber } from './newsletter-subscriber.codec';
import { subscriberTokenOf, toSubscriberError, type SubscriberError } from './subscriber-errors';

/** Loads the subscriber of a preferences link (GET /newsletter-subscribers/{token}). */
export type LoadSubscriber = (token: string | undefined) => TE.TaskEither<SubscriberError, Subscriber>;

/** Makes the load use case: no token asks nothing; a 404 means the link's token is unknown. */
export const loadSubscriber =
  (deps: { readonly gateway: NewsletterGateway }): LoadSubscriber =>
  (token) => {
    const trimmed = subscriberTokenOf(token);
    if (trimmed === '') return TE.left({ kind: 'MISSING_TOKEN' });
    return pipe(deps.gateway.subscriber(trimmed), TE.mapLeft(toSubscriberError));
  };
