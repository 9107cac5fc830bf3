import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Logger } from '../shared/logger.port';
import type { NewsletterGateway } from './newsletter-gateway.port';
import type { Confirmation } from './newsletter-subscriber.codec';

/** Why a confirmation failed: no token in the link, or the service refused it (unknown, used, expired, down). */
export type ConfirmError = { readonly kind: 'MISSING_TOKEN' } | { readonly kind: 'INVALID_LINK' } | { readonly kind: 'ALREADY_CONFIRMED' };

/** The service's answer to a second use of a link whose subscription is active. */
export const ALREADY_CONFIRMED_TYPE = 'urn:newsletter:already_confirmed';

/** Confirms the double opt-in of the token in the mail's link; answers the preferences token when the service names it. */
export type ConfirmSubscription = (token: string | undefined) => TE.TaskEither<ConfirmError, Confirmation>;

/** PUTs /newsletter-subscribers/{token}/doi; any failure means the link can no longer be used (spec 8). */
export const confirmSubscription =
  (deps: { gateway: NewsletterGateway; logger: Logger }): ConfirmSubscription =>
  (token) => {
    const trimmed = token?.trim() ?? '';
    if (trimmed === '') return TE.left({ kind: 'MISSING_TOKEN' });
    return pipe(
      deps.gateway.confirm(trimmed),
      TE.mapLeft((error): ConfirmError => {
        if (error.kind === 'STATUS' && error.status === 409 && error.type === ALREADY_CONFIRMED_TYPE) return { kind: 'ALREADY_CONFIRMED' };
        deps.logger.warn('Newsletter confirmation refused.', error);
        return { kind: 'INVALID_LINK' };
      }),
    );
  };
