import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { Logger } from '../shared/logger.port';
import { ANONYMOUS_VISITOR, type CustomerData } from './customer-data';
import type { CustomerDataGateway } from './customer-data-gateway.port';

/** Registers a listener; returns the function that removes it. */
export type Subscribe = (listener: () => void) => () => void;

/** Reads the customer data; never fails (a failure is logged and reads as an anonymous visitor). */
export type LoadCustomerData = () => TaskEither<never, CustomerData>;

/**
 * The customer data of this page (psdata), shared by every consumer. A login or logout makes it stale: the next
 * load() asks again, and every subscriber hears of it, so consumers of any customer data (psdata, base data) read again.
 */
export interface SharedCustomerData {
  /** The current reading: the first run after the start or a session change sends the request, later runs share it. */
  readonly load: LoadCustomerData;
  /** How many session changes this page has seen (0 at first render, on the server and at hydration alike). */
  readonly version: () => number;
  /** Calls the listener after each session change; returns the unsubscribe. */
  readonly subscribe: Subscribe;
}

/** What the shared customer data needs. */
export interface SharedCustomerDataDeps {
  readonly gateway: CustomerDataGateway;
  readonly logger: Logger;
  /** Tells of each login or logout, in this tab or (as the refresh check sees it) in another. */
  readonly sessionChanges: Subscribe;
}

/** Makes the shared customer data; failures are logged and yield an anonymous visitor. */
export const sharedCustomerData = (deps: SharedCustomerDataDeps): SharedCustomerData => {
  let pending: Promise<CustomerData> | undefined;
  let version = 0;
  const listeners = new Set<() => void>();
  deps.sessionChanges(() => {
    pending = undefined;
    version += 1;
    listeners.forEach((listener) => listener());
  });
  return {
    load: () => () => {
      pending ??= deps.gateway
        .load()()
        .then((result) => {
          if (E.isRight(result)) return result.right;
          deps.logger.warn('Customer front-end data unavailable; treating the visitor as anonymous.', result.left);
          return ANONYMOUS_VISITOR;
        });
      return pending.then(E.right);
    },
    version: () => version,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};
