import * as E from 'fp-ts/Either';
import type { Logger } from '../shared/logger.port';
import { ANONYMOUS_VISITOR, type CustomerData } from './customer-data';
import type { CustomerDataGateway } from './customer-data-gateway.port';

/** Loads the customer data once per page and shares the result with every consumer. */
export type SharedCustomerData = () => Promise<CustomerData>;

/** Makes the shared loader: the first call starts the request, later calls get the same answer; failures are logged and yield an anonymous visitor. */
export const sharedCustomerData = (deps: { gateway: CustomerDataGateway; logger: Logger }): SharedCustomerData => {
  let pending: Promise<CustomerData> | undefined;
  return () => {
    pending ??= deps.gateway.load()().then((result) => {
      if (E.isRight(result)) return result.right;
      deps.logger.warn('Customer front-end data unavailable; treating the visitor as anonymous.', result.left);
      return ANONYMOUS_VISITOR;
    });
    return pending;
  };
};
