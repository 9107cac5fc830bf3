import { useSyncExternalStore } from 'react';
import { CUSTOMER_TOKENS } from '../../core/customer/customer.tokens';
import { useInjection } from '../app/injection';

/**
 * Which reading of the customer data is current: 0 until the first login or logout on this page, one more after each.
 * A consumer of customer data (psdata, base data) puts it among its effect's dependencies and so reads again. The
 * server and hydration both render 0, so the first client render equals the server's.
 */
export const useCustomerDataVersion = (): number => {
  const shared = useInjection(CUSTOMER_TOKENS.customerData);
  return useSyncExternalStore(shared.subscribe, shared.version, firstReading);
};

const firstReading = (): number => 0;
