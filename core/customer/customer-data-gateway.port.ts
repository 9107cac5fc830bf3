import type { TaskEither } from 'fp-ts/TaskEither';
import type { HttpFailure } from '../shared/http-failure';
import type { CustomerData } from './customer-data';

/** Loads the visitor's customer front-end data (psdata). */
export interface CustomerDataGateway {
  load(): TaskEither<HttpFailure, CustomerData>;
}
