import type { TaskEither } from 'fp-ts/TaskEither';
import { CustomerDataCodec, type CustomerData } from '../../core/customer/customer-data';
import type { CustomerDataGateway } from '../../core/customer/customer-data-gateway.port';
import type { HttpClient } from '../../core/shared/http-client.port';
import type { HttpFailure } from '../../core/shared/http-failure';
import { requestJson } from '../../core/shared/request-json';

/** The customer front-end data call of spec 7.2: no cache, credentials, CSRF header (the HttpClient adds it). */
export const PSDATA_PATH = '/service/customerfrontenddata/api/v1/psdata';

/** CustomerDataGateway over HTTP; the body is decoded here, so core sees only CustomerData. */
export class HttpCustomerDataGateway implements CustomerDataGateway {
  constructor(private readonly http: HttpClient) {}

  load(): TaskEither<HttpFailure, CustomerData> {
    return requestJson(CustomerDataCodec)(this.http, { method: 'GET', url: PSDATA_PATH, noCache: true, withCredentials: true });
  }
}
