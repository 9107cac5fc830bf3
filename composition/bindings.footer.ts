import type { Binder } from './container';
import { HttpAbTestGateway } from '../adapters/http/http-abtest-gateway';
import { HttpFooterGateway } from '../adapters/http/http-footer-gateway';
import { CUSTOMER_TOKENS } from '../core/customer/customer.tokens';
import type { FooterGateway } from '../core/footer/footer-gateway.port';
import { FOOTER_TOKENS } from '../core/footer/footer.tokens';
import { loadFooter, loadFooterContent } from '../core/footer/load-footer.use-case';
import type { AbTestGateway } from '../core/preview/ab-test-gateway.port';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';
import { resolve } from './container';

/**
 * The footer: content gateway, the A/B test service (for the assignment call) and the use cases. Environment-neutral: the consent port comes
 * from the environment's bindings, the addresses and the server's content from the page state (bindings.page.ts).
 */
export const bindFooter = (container: Binder): void => {
  container
    .bind<FooterGateway>(FOOTER_TOKENS.gateway)
    .toDynamicValue((context) => new HttpFooterGateway(resolve(context, SHARED_TOKENS.httpClient)));
  // The one adapter of the A/B test service; the footer asks it for getassignment and ignores the answer (spec 7.3).
  container
    .bind<AbTestGateway>(FOOTER_TOKENS.assignment)
    .toDynamicValue((context) => new HttpAbTestGateway(resolve(context, SHARED_TOKENS.httpClient)));
  container.bind(FOOTER_TOKENS.loadFooterContent).toDynamicValue((context) =>
    loadFooterContent({
      gateway: resolve(context, FOOTER_TOKENS.gateway),
      logger: resolve(context, SHARED_TOKENS.logger),
    }),
  );
  container.bind(FOOTER_TOKENS.loadFooter).toDynamicValue((context) =>
    loadFooter({
      gateway: resolve(context, FOOTER_TOKENS.gateway),
      assignment: resolve(context, FOOTER_TOKENS.assignment),
      customerData: resolve(context, CUSTOMER_TOKENS.customerData).load,
      logger: resolve(context, SHARED_TOKENS.logger),
    }),
  );
};
