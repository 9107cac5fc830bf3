import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { NewsletterGateway } from './newsletter-gateway.port';
import { subscriberTokenOf, toSubscriberError, type SubscriberError } from './subscriber-errors';

/** Unsubscribes the subscriber of a preferences link (DELETE /newsletter-subscribers/{token}). */
export type Unsubscribe = (token: string | undefined) => TE.TaskEither<SubscriberError, void>;

/** Makes the unsubscribe use case: no token asks nothing; a 404 means the link's token is unknown. */
export const unsubscribe =
  (deps: { readonly gateway: NewsletterGateway }): Unsubscribe =>
  (token) => {
    const trimmed = subscriberTokenOf(token);
    if (trimmed === '') return TE.left({ kind: 'MISSING_TOKEN' });
    return pipe(deps.gateway.unsubscribe(trimmed), TE.mapLeft(toSubscriberError));
  };
