/** Injection tokens of the customer context. */
export const CUSTOMER_TOKENS = {
  gateway: Symbol.for('customer.CustomerDataGateway'),
  /** The shared, once-per-page loader: `() => Promise<CustomerData>`. */
  customerData: Symbol.for('customer.SharedCustomerData'),
} as const;
