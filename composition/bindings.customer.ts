import type { Binder } from './container';
import { HttpCustomerDataGateway } from '../adapters/http/http-customer-data-gateway';
import type { CustomerDataGateway } from '../core/customer/customer-data-gateway.port';
import { CUSTOMER_TOKENS } from '../core/customer/customer.tokens';
import { sharedCustomerData } from '../core/customer/shared-customer-data.use-case';
import type { SessionStatusStore } from '../core/session/session-status.store';
import { SESSION_TOKENS } from '../core/session/session.tokens';
import type { HttpClient } from '../core/shared/http-client.port';
import type { Logger } from '../core/shared/logger.port';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';

/** psdata: one request per page and per session change, shared by every consumer (footer, newsletter widget). */
export const bindCustomer = (container: Binder): void => {
  container
    .bind<CustomerDataGateway>(CUSTOMER_TOKENS.gateway)
    .toDynamicValue((context) => new HttpCustomerDataGateway(context.get<HttpClient>(SHARED_TOKENS.httpClient)));
  bindCustomerUseCases(container);
};

/**
 * Binds the shared customer data over whatever gateway is bound (tests bind a fake). A change of the session status
 * (a login or logout on this page, or one the refresh check saw in another tab) makes it stale.
 */
export const bindCustomerUseCases = (container: Binder): void => {
  container.bind(CUSTOMER_TOKENS.customerData).toDynamicValue((context) =>
    sharedCustomerData({
      gateway: context.get<CustomerDataGateway>(CUSTOMER_TOKENS.gateway),
      logger: context.get<Logger>(SHARED_TOKENS.logger),
      sessionChanges: context.get<SessionStatusStore>(SESSION_TOKENS.status).subscribe,
    }),
  );
};
