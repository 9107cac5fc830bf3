import type { TaskEither } from 'fp-ts/TaskEither';
import type { CustomerData } from './customer-data';

/** Why the customer data could not be had. */
export type CustomerDataError = { readonly kind: 'NETWORK'; readonly message: string }
  | { readonly kind: 'STATUS'; readonly status: number }
  | { readonly kind: 'DECODE'; readonly message: string };

/** Loads the visitor's customer front-end data (psdata). */
export interface CustomerDataGateway {
  load(): TaskEither<CustomerDataError, CustomerData>;
}
