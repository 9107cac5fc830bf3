/** Injection tokens of the customer context. */
export const CUSTOMER_TOKENS = {
  gateway: Symbol.for('customer.CustomerDataGateway'),
  /** The shared customer data (`SharedCustomerData`): one request per page and per session change. */
  customerData: Symbol.for('customer.SharedCustomerData'),
} as const;
