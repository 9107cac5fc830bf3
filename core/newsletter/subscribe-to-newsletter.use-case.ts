import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { CountryCode } from '../country/country';
import type { HttpFailure } from '../shared/http-failure';
import type { Tracking } from '../shared/tracking.port';
import type { NewsletterFormValues } from './newsletter-form';
import { invalidFields, newsletterValidationFor, type NewsletterErrors } from './newsletter-form-rules';
import type { NewsletterGateway } from './newsletter-gateway.port';
import { resolveOrigin, toSubscriptionPayload, type SignUpOrigin } from './newsletter-payload';
import { EMAIL_INVALID_TYPE } from './newsletter-subscriber.codec';
import { signUpEvent } from './sign-up-tracking';
import { LEGAL_TEXTS_NOT_SHOWN_TYPE, type LegalText } from './legal-texts';

/** What the widget sends: the form, the honeypot's content and where it is embedded. */
export interface SubscriptionRequest extends SignUpOrigin {
  readonly values: NewsletterFormValues;
  /** The hidden honeypot field; anything in it marks a bot (spec 4.1). */
  readonly honeypot: string;
  /** The legal texts on the shopper's screen when the form was sent (the proof of consent; the service checks it). */
  readonly legalTextsShown: readonly LegalText[];
}

/** A sign-up the user sees as successful: a real one, or a bot's that was quietly dropped. */
export type SubscribeResult = { readonly kind: 'SUBSCRIBED'; readonly email: string } | { readonly kind: 'BOT'; readonly email: string };

/** Why a sign-up failed: the form is invalid, the service refused the address, too many attempts, or anything else. */
export type SubscribeError =
  | { readonly kind: 'INVALID_FORM'; readonly errors: NewsletterErrors }
  | { readonly kind: 'INVALID_EMAIL' }
  /** The service's rate limit answered 429: the visitor may try again later (their values stay in the form). */
  | { readonly kind: 'TOO_MANY_ATTEMPTS' }
  /** The service refused it: a text the storefront requires (age, deletion, privacy) was not on the screen. */
  | { readonly kind: 'TEXTS_NOT_SHOWN' }
  /**
   * The sign-up was sent but its answer did not arrive in time (the call's budget ran out, or a gateway answered 504):
   * the service may well have stored it and sent the mail, so it is no failure to report.
   */
  | { readonly kind: 'OUTCOME_UNKNOWN'; readonly cause: HttpFailure }
  | { readonly kind: 'GENERIC'; readonly cause: HttpFailure };

/** The ports and settings the sign-up needs. */
export interface SubscribeDeps {
  /** Only its sign-up call (the embedded widget loads the rest of its HTTP code with the first send). */
  readonly gateway: Pick<NewsletterGateway, 'subscribe'>;
  readonly tracking: Tracking;
  readonly country: CountryCode;
}

/** Signs up for the newsletter (spec 3.1, 4.1, 7.1). */
export type SubscribeToNewsletter = (request: SubscriptionRequest) => TE.TaskEither<SubscribeError, SubscribeResult>;

/**
 * Validates (the only place a submitted form is validated: INVALID_FORM carries every field's error), drops bots,
 * POSTs the payload, maps the service's answer, and tracks a real sign-up.
 */
export const subscribeToNewsletter =
  (deps: SubscribeDeps): SubscribeToNewsletter =>
  (request) => {
    const errors = newsletterValidationFor(deps.country).form(request.values);
    if (invalidFields(errors).length > 0) return TE.left({ kind: 'INVALID_FORM', errors });
    const email = request.values.email.trim();
    if (request.honeypot.trim() !== '') return TE.right({ kind: 'BOT', email });
    const { origin, originAddition } = resolveOrigin(request);
    return pipe(
      deps.gateway.subscribe(toSubscriptionPayload(request.values, request, request.legalTextsShown)),
      TE.mapLeft(toSubscribeError),
      TE.map((): SubscribeResult => {
        deps.tracking.track(signUpEvent(origin, originAddition));
        return { kind: 'SUBSCRIBED', email };
      }),
    );
  };

/** HTTP status of the service's rate limit (too many sign-ups of one address or client). */
export const TOO_MANY_REQUESTS_STATUS = 429;

/** HTTP status of a gateway that gave up waiting for the service (which may have acted). */
const GATEWAY_TIMEOUT_STATUS = 504;

/**
 * Spec 8: the type urn:newsletter:email_invalid is an invalid address; 429 is too many attempts;
 * urn:newsletter:legal_texts_not_shown says the required texts were not on the screen; a call whose answer
 * did not come in time (its budget ran out, or a gateway's: 504) has an unknown outcome; any other failure is generic.
 */
export const toSubscribeError = (error: HttpFailure): SubscribeError => {
  if (error.kind === 'STATUS' && error.type === EMAIL_INVALID_TYPE) return { kind: 'INVALID_EMAIL' };
  if (error.kind === 'STATUS' && error.status === TOO_MANY_REQUESTS_STATUS) return { kind: 'TOO_MANY_ATTEMPTS' };
  if (error.kind === 'STATUS' && error.type === LEGAL_TEXTS_NOT_SHOWN_TYPE) return { kind: 'TEXTS_NOT_SHOWN' };
  if (error.kind === 'TIMEOUT' || (error.kind === 'STATUS' && error.status === GATEWAY_TIMEOUT_STATUS))
    return { kind: 'OUTCOME_UNKNOWN', cause: error };
  return { kind: 'GENERIC', cause: error };
};
