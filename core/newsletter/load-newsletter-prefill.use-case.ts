import { pipe } from 'fp-ts/function';
import * as E from 'fp-ts/Either';
import * as T from 'fp-ts/Task';
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
 * One answer per token: every reader of one page (its widgets, the server's page and its answer to a post) shares the
 * call; a new token (another sign-in) asks again, a failed call is not kept.
 */
export const loadNewsletterPrefill = (deps: LoadNewsletterPrefillDeps): LoadNewsletterPrefill => {
  let last: { readonly token: string; readonly answer: Promise<NewsletterPrefill> } | undefined;
  return () => () => {
    const token = deps.cookies.get(COOKIE_NAMES.loginToken)?.trim();
    const state = classifyLoginToken(token, deps.serverNow());
    if (token === undefined || (state.kind !== 'DUE' && state.kind !== 'NOT_DUE')) return Promise.resolve(E.right(NO_PREFILL));
    if (last?.token !== token) {
      const answer = pipe(
        deps.gateway.customerBaseData(token),
        TE.map((data) => prefillFromBaseData(data, newsletterRulesFor(deps.country))),
        TE.getOrElse((error) => {
          deps.logger.warn('Newsletter base data unavailable; the form starts empty.', error);
          if (last?.token === token) last = undefined;
          return T.of(NO_PREFILL);
        }),
      )();
      last = { token, answer };
    }
    return last.answer.then(E.right);
  };
};
