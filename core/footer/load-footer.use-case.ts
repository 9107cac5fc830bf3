import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { CountryCode } from '../country/country';
import { isStatusFailure } from '../shared/http-failure';
import type { Logger } from '../shared/logger.port';
import type { CmsFooterContent } from './footer-content.codec';
import type { FooterContent } from './footer-content';
import { NO_FOOTER_CONTENT_STATUS, type FooterGateway } from './footer-gateway.port';
import { footerLinkHrefs, localiseFooterLinks } from './localise-footer-links';
import { isSharedPath } from '../country/storefront-address';
import { normaliseFooterContent } from './normalise-footer-content';

/** Ports of the content use case. */
export interface LoadFooterContentDeps {
  readonly gateway: FooterGateway;
  readonly logger: Logger;
}

/**
 * Loads the CMS content of one storefront, as decoded from the service (undefined: none). Never fails: 404 is
 * "no content", every other failure is logged as "no content". The server calls this one (content only, the same
 * for every visitor) and hands the result to the client inside the page.
 */
export type LoadFooterContent = (country: CountryCode) => TE.TaskEither<never, CmsFooterContent | undefined>;

/** Makes the content use case. */
export const loadFooterContent =
  (deps: LoadFooterContentDeps): LoadFooterContent =>
  (country) =>
    pipe(
      deps.gateway.load(country),
      TE.orElseW((failure) => {
        if (isStatusFailure(failure, NO_FOOTER_CONTENT_STATUS)) deps.logger.info(`No footer content for ${country}.`);
        else deps.logger.error(`Footer content for ${country} could not be loaded; the footer shows no content.`, failure);
        return TE.right(undefined);
      }),
    );

/**
 * Checks the URLs and logos of decoded CMS content and puts its site links under the storefront's address (pure:
 * server and client get the same result).
 */
export const footerContentOf = (cms: CmsFooterContent | undefined, logger: Logger, basePath = ''): FooterContent | undefined => {
  if (cms === undefined) return undefined;
  const normalised = normaliseFooterContent(cms);
  normalised.warnings.forEach((warning) => logger.warn(warning));
  // Reported when the content is decoded, not when a shopper clicks: a site link where no page is served.
  for (const href of footerLinkHrefs(normalised.content))
    if (href.startsWith('/') && !href.startsWith('//') && isSharedPath(href))
      logger.warn(`Footer link to ${href.slice(0, 200)}: no page is served there (a service, file or emulator path).`);
  return localiseFooterLinks(normalised.content, basePath);
};
