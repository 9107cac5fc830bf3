import type { Binder } from '../../container';
import { HttpCustomerDataGateway } from '../../../adapters/http/http-customer-data-gateway';
import type { CustomerDataGateway } from '../../../core/customer/customer-data-gateway.port';
import { CUSTOMER_TOKENS } from '../../../core/customer/customer.tokens';
import { sharedCustomerData } from '../../../core/customer/shared-customer-data.use-case';
import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { resolve } from '../../container';

/** psdata: one request per page and per session change, shared by every consumer (footer, newsletter widget). */
export const bindCustomer = (container: Binder): void => {
  container
    .bind<CustomerDataGateway>(CUSTOMER_TOKENS.gateway)
    .toDynamicValue((context) => new HttpCustomerDataGateway(resolve(context, SHARED_TOKENS.httpClient)));
  bindCustomerUseCases(container);
};

/**
 * Binds the shared customer data over whatever gateway is bound (tests bind a fake). A change of the session status
 * (a login or logout on this page, or one the refresh check saw in another tab) makes it stale.
 */
export const bindCustomerUseCases = (container: Binder): void => {
  container.bind(CUSTOMER_TOKENS.customerData).toDynamicValue((context) =>
    sharedCustomerData({
      gateway: resolve(context, CUSTOMER_TOKENS.gateway),
      logger: resolve(context, SHARED_TOKENS.logger),
      sessionChanges: resolve(context, SESSION_TOKENS.status).subscribe,
    }),
  );
};
