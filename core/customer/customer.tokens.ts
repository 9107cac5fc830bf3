import { token } from '../shared/token';
import type { CustomerDataGateway } from './customer-data-gateway.port';
import type { SharedCustomerData } from './shared-customer-data.use-case';
/** Injection tokens of the customer context. */
export const CUSTOMER_TOKENS = {
  gateway: token<CustomerDataGateway>('customer.CustomerDataGateway'),
  /** The shared customer data (`SharedCustomerData`): one request per page and per session change. */
  customerData: token<SharedCustomerData>('customer.SharedCustomerData'),
} as const;
