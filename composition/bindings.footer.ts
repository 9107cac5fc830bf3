import type { Binder } from './container';
import { HttpAbTestGateway } from '../adapters/http/http-abtest-gateway';
import { HttpFooterGateway } from '../adapters/http/http-footer-gateway';
import type { SharedCustomerData } from '../core/customer/shared-customer-data.use-case';
import { CUSTOMER_TOKENS } from '../core/customer/customer.tokens';
import type { FooterGateway } from '../core/footer/footer-gateway.port';
import { FOOTER_TOKENS } from '../core/footer/footer.tokens';
import { loadFooter, loadFooterContent } from '../core/footer/load-footer.use-case';
import type { AbTestGateway } from '../core/preview/ab-test-gateway.port';
import type { HttpClient } from '../core/shared/http-client.port';
import type { Logger } from '../core/shared/logger.port';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';

/**
 * The footer: content gateway, the A/B test service (for the assignment call) and the use cases. Environment-neutral: the consent port comes
 * from the environment's bindings, the addresses and the server's content from the page state (bindings.page.ts).
 */
export const bindFooter = (container: Binder): void => {
  container
    .bind<FooterGateway>(FOOTER_TOKENS.gateway)
    .toDynamicValue((context) => new HttpFooterGateway(context.get<HttpClient>(SHARED_TOKENS.httpClient)));
  // The one adapter of the A/B test service; the footer asks it for getassignment and ignores the answer (spec 7.3).
  container
    .bind<AbTestGateway>(FOOTER_TOKENS.assignment)
    .toDynamicValue((context) => new HttpAbTestGateway(context.get<HttpClient>(SHARED_TOKENS.httpClient)));
  container.bind(FOOTER_TOKENS.loadFooterContent).toDynamicValue((context) =>
    loadFooterContent({
      gateway: context.get<FooterGateway>(FOOTER_TOKENS.gateway),
      logger: context.get<Logger>(SHARED_TOKENS.logger),
    }),
  );
  container.bind(FOOTER_TOKENS.loadFooter).toDynamicValue((context) =>
    loadFooter({
      gateway: context.get<FooterGateway>(FOOTER_TOKENS.gateway),
      assignment: context.get<AbTestGateway>(FOOTER_TOKENS.assignment),
      customerData: context.get<SharedCustomerData>(CUSTOMER_TOKENS.customerData).load,
      logger: context.get<Logger>(SHARED_TOKENS.logger),
    }),
  );
};
