import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { CountryCode } from '../country/country';
import { ANONYMOUS_VISITOR, type NewsletterStatus } from '../customer/customer-data';
import type { SharedCustomerData } from '../customer/shared-customer-data.use-case';
import type { Logger } from '../shared/logger.port';
import type { AbTestAssignmentGateway } from './ab-test-assignment.port';
import type { FooterContent } from './footer-content';
import type { FooterGateway } from './footer-gateway.port';
import { normaliseFooterContent } from './normalise-footer-content';

/** What the footer needs before it renders: its content (undefined: none) and the visitor's newsletter status. */
export interface FooterData {
  readonly content: FooterContent | undefined;
  readonly newsletterStatus: NewsletterStatus;
}

/** Ports of the load use case. */
export interface LoadFooterDeps {
  readonly gateway: FooterGateway;
  readonly assignment: AbTestAssignmentGateway;
  readonly customerData: SharedCustomerData;
  readonly logger: Logger;
}

/** Loads the footer of one storefront. Never fails: 404 is "no content", every other failure is logged as "no content". */
export type LoadFooter = (country: CountryCode) => TE.TaskEither<never, FooterData>;

/** Makes the load use case: content, shared customer data and the (ignored) A/B assignment call, in parallel. */
export const loadFooter = (deps: LoadFooterDeps): LoadFooter => (country) => async () => {
  // Result ignored (spec 7.3): started, never awaited, so a slow assignment service cannot delay the footer.
  void deps.assignment.requestAssignment()().then((result) => {
    if (E.isLeft(result)) deps.logger.debug('A/B test assignment call failed (ignored).', result.left);
  });
  const [loaded, customer] = await Promise.all([
    deps.gateway.load(country)(),
    deps.customerData().catch(() => ANONYMOUS_VISITOR),
  ]);
  let content: FooterContent | undefined;
  if (E.isRight(loaded)) {
    const normalised = normaliseFooterContent(loaded.right);
    normalised.warnings.forEach((warning) => deps.logger.warn(warning));
    content = normalised.content;
  } else if (loaded.left.kind === 'NOT_FOUND') {
    deps.logger.info(`No footer content for ${country}.`);
  } else {
    deps.logger.error(`Footer content for ${country} could not be loaded; the footer shows no content.`, loaded.left);
  }
  return E.right({ content, newsletterStatus: customer.newsletterStatus });
};
