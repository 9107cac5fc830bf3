import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { CountryCode } from '../country/country';
import { ANONYMOUS_VISITOR, type CustomerData, type NewsletterStatus } from '../customer/customer-data';
import type { LoadCustomerData } from '../customer/shared-customer-data.use-case';
import type { AbTestGateway } from '../preview/ab-test-gateway.port';
import { isStatusFailure } from '../shared/http-failure';
import { SILENT_LOGGER, type Logger } from '../shared/logger.port';
import type { CmsFooterContent } from './footer-content.codec';
import type { FooterContent } from './footer-content';
import { NO_FOOTER_CONTENT_STATUS, type FooterGateway } from './footer-gateway.port';
import { footerLinkHrefs, localiseFooterLinks } from './localise-footer-links';
import { isSharedPath } from '../country/storefront-address';
import { normaliseFooterContent } from './normalise-footer-content';

/** What the footer needs before it renders: its content (undefined: none) and the visitor's newsletter status. */
export interface FooterData {
  readonly content: FooterContent | undefined;
  readonly newsletterStatus: NewsletterStatus;
}

/** Ports of the content use case. */
export interface LoadFooterContentDeps {
  readonly gateway: FooterGateway;
  readonly logger: Logger;
}

/** Ports of the load use case. */
export interface LoadFooterDeps extends LoadFooterContentDeps {
  /** The A/B test service: the footer asks for the visitor's assignment (spec 7.3) and ignores the answer. */
  readonly assignment: Pick<AbTestGateway, 'assignments'>;
  /** The current reading of the shared customer data. */
  readonly customerData: LoadCustomerData;
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

/** What the browser's footer asks for. */
export interface FooterRequest {
  readonly country: CountryCode;
  /** The content the server loaded and sent with the page; absent: the client loads it. */
  readonly preloaded?: { readonly cms: CmsFooterContent | undefined } | undefined;
  /** The storefront's address prefix, for its site links ('' at the root). */
  readonly basePath?: string;
}

/** Loads the footer of one storefront in the browser: content unless the server already sent it, plus the visitor's status. */
export type LoadFooter = (request: FooterRequest) => TE.TaskEither<never, FooterData>;

/** Makes the load use case: content, shared customer data and the (ignored) A/B assignment call, in parallel. */
export const loadFooter =
  (deps: LoadFooterDeps): LoadFooter =>
  ({ country, preloaded, basePath = '' }) =>
    pipe(
      TE.fromIO(() => requestAssignment(deps)),
      TE.chain(() =>
        pipe(
          TE.Do,
          // apS runs in parallel. The server already tried (and logged) what it sent: the client never asks again.
          TE.apS('cms', preloaded ? TE.right<never, CmsFooterContent | undefined>(preloaded.cms) : loadFooterContent(deps)(country)),
          TE.apS('customer', customerDataOf(deps)),
        ),
      ),
      TE.map(({ cms, customer }): FooterData => ({
        content: footerContentOf(cms, preloaded ? SILENT_LOGGER : deps.logger, basePath),
        newsletterStatus: customer.newsletterStatus,
      })),
    );

/** Result ignored (spec 7.3): started, never awaited, so a slow assignment service cannot delay the footer. */
const requestAssignment = (deps: LoadFooterDeps): void => {
  void deps.assignment
    .assignments()()
    .then((result) => {
      if (E.isLeft(result)) deps.logger.debug('A/B test assignment call failed (ignored).', result.left);
    });
};

/** The customer data never fails by its type; a broken reading still must not take the footer with it. */
const customerDataOf =
  (deps: LoadFooterDeps): TE.TaskEither<never, CustomerData> =>
  () =>
    deps
      .customerData()()
      .catch(() => E.right(ANONYMOUS_VISITOR));
