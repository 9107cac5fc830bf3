import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { CountryCode } from '../country/country';
import { classifyLoginToken } from '../session/refresh-policy';
import type { CookieJar } from '../shared/cookie-jar.port';
import { COOKIE_NAMES } from '../shared/cookie-names';
import type { Logger } from '../shared/logger.port';
import { newsletterRulesFor } from './newsletter-country-rules';
import type { NewsletterGateway } from './newsletter-gateway.port';
import { NO_PREFILL, prefillFromBaseData, type NewsletterPrefill } from './newsletter-prefill';

/** Loads the prefill of a logged-in customer; never fails (no usable token or a failed call means no prefill). */
export type LoadNewsletterPrefill = () => TE.TaskEither<never, NewsletterPrefill>;

/** What the prefill needs. */
export interface LoadNewsletterPrefillDeps {
  readonly gateway: NewsletterGateway;
  readonly cookies: CookieJar;
  readonly logger: Logger;
  readonly country: CountryCode;
  /** Server time in ms (the clock corrected by the login service's skew), as the refresh policy reads tokens. */
  readonly serverNow: () => number;
}

/**
 * Reads the LoginToken cookie through the refresh policy's decoded view (core/session) and asks for the customer's
 * base data only for a live token (spec 4.1, 7.1): a missing, garbled, wrongly shaped or expired token is sent nowhere.
 */
export const loadNewsletterPrefill =
  (deps: LoadNewsletterPrefillDeps): LoadNewsletterPrefill =>
  () => {
    const token = deps.cookies.get(COOKIE_NAMES.loginToken);
    const state = classifyLoginToken(token, deps.serverNow());
    if (token === undefined || (state.kind !== 'DUE' && state.kind !== 'NOT_DUE')) return TE.right(NO_PREFILL);
    return pipe(
      deps.gateway.customerBaseData(token.trim()),
      TE.map((data) => prefillFromBaseData(data, newsletterRulesFor(deps.country))),
      TE.orElse((error) => {
        deps.logger.warn('Newsletter base data unavailable; the form starts empty.', error);
        return TE.right<never, NewsletterPrefill>(NO_PREFILL);
      }),
    );
  };
