import type { Binder } from './container';
import { HttpAssignmentGateway } from '../adapters/http/http-assignment-gateway';
import { HttpFooterGateway } from '../adapters/http/http-footer-gateway';
import type { SharedCustomerData } from '../core/customer/shared-customer-data.use-case';
import { CUSTOMER_TOKENS } from '../core/customer/customer.tokens';
import type { AbTestAssignmentGateway } from '../core/footer/ab-test-assignment.port';
import type { FooterGateway } from '../core/footer/footer-gateway.port';
import { FOOTER_TOKENS } from '../core/footer/footer.tokens';
import { loadFooter, loadFooterContent } from '../core/footer/load-footer.use-case';
import type { HttpClient } from '../core/shared/http-client.port';
import type { Logger } from '../core/shared/logger.port';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';

/**
 * The footer: content gateway, A/B assignment call and the use cases. Environment-neutral: the consent port comes
 * from the environment's bindings, the addresses and the server's content from the page state (bindings.page.ts).
 */
export const bindFooter = (container: Binder): void => {
  container.bind<FooterGateway>(FOOTER_TOKENS.gateway)
    .toDynamicValue((context) => new HttpFooterGateway(context.get<HttpClient>(SHARED_TOKENS.httpClient)));
  container.bind<AbTestAssignmentGateway>(FOOTER_TOKENS.assignment)
    .toDynamicValue((context) => new HttpAssignmentGateway(context.get<HttpClient>(SHARED_TOKENS.httpClient)));
  container.bind(FOOTER_TOKENS.loadFooterContent).toDynamicValue((context) => loadFooterContent({
    gateway: context.get<FooterGateway>(FOOTER_TOKENS.gateway),
    logger: context.get<Logger>(SHARED_TOKENS.logger),
  }));
  container.bind(FOOTER_TOKENS.loadFooter).toDynamicValue((context) => loadFooter({
    gateway: context.get<FooterGateway>(FOOTER_TOKENS.gateway),
    assignment: context.get<AbTestAssignmentGateway>(FOOTER_TOKENS.assignment),
    customerData: context.get<SharedCustomerData>(CUSTOMER_TOKENS.customerData).load,
    logger: context.get<Logger>(SHARED_TOKENS.logger),
  }));
};
