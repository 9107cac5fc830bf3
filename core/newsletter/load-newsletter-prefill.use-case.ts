import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { CountryCode } from '../country/country';
import type { CookieJar } from '../shared/cookie-jar.port';
import type { Logger } from '../shared/logger.port';
import { newsletterRulesFor } from './newsletter-country-rules';
import type { NewsletterGateway } from './newsletter-gateway.port';
import { NO_PREFILL, prefillFromBaseData, type NewsletterPrefill } from './newsletter-prefill';

/** The cookie that holds a logged-in customer's login token (spec 6). */
export const LOGIN_TOKEN_COOKIE = 'LoginToken';

/** Loads the prefill of a logged-in customer; never fails (no token or a failed call means no prefill). */
export type LoadNewsletterPrefill = () => TE.TaskEither<never, NewsletterPrefill>;

/** Reads the LoginToken cookie and, when present, the customer's base data (spec 4.1, 7.1). */
export const loadNewsletterPrefill = (deps: {
  gateway: NewsletterGateway; cookies: CookieJar; logger: Logger; country: CountryCode;
}): LoadNewsletterPrefill => () => {
  const token = deps.cookies.get(LOGIN_TOKEN_COOKIE);
  if (token === undefined || token.trim() === '') return TE.right(NO_PREFILL);
  return pipe(
    deps.gateway.customerBaseData(token),
    TE.map((data) => prefillFromBaseData(data, newsletterRulesFor(deps.country))),
    TE.orElse((error) => {
      deps.logger.warn('Newsletter base data unavailable; the form starts empty.', error);
      return TE.right<never, NewsletterPrefill>(NO_PREFILL);
    }),
  );
};
