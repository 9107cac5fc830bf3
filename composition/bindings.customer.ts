import type { Binder } from './container';
import { HttpCustomerDataGateway } from '../adapters/http/http-customer-data-gateway';
import type { CustomerDataGateway } from '../core/customer/customer-data-gateway.port';
import { CUSTOMER_TOKENS } from '../core/customer/customer.tokens';
import { sharedCustomerData } from '../core/customer/shared-customer-data.use-case';
import type { HttpClient } from '../core/shared/http-client.port';
import type { Logger } from '../core/shared/logger.port';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';

/** psdata: one request per page, shared by every consumer (footer, newsletter widget). */
export const bindCustomer = (container: Binder): void => {
  container.bind<CustomerDataGateway>(CUSTOMER_TOKENS.gateway)
    .toDynamicValue((context) => new HttpCustomerDataGateway(context.get<HttpClient>(SHARED_TOKENS.httpClient)));
  container.bind(CUSTOMER_TOKENS.customerData).toDynamicValue((context) => sharedCustomerData({
    gateway: context.get<CustomerDataGateway>(CUSTOMER_TOKENS.gateway),
    logger: context.get<Logger>(SHARED_TOKENS.logger),
  }));
};
