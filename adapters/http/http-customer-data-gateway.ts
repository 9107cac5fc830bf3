import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { PathReporter } from 'io-ts/PathReporter';
import { CustomerDataCodec, type CustomerData } from '../../core/customer/customer-data';
import type { CustomerDataError, CustomerDataGateway } from '../../core/customer/customer-data-gateway.port';
import { isSuccessStatus, type HttpClient } from '../../core/shared/http-client.port';

/** The customer front-end data call of spec 7.2: no cache, credentials, CSRF header (the HttpClient adds it). */
export const PSDATA_PATH = '/service/customerfrontenddata/api/v1/psdata';

/** CustomerDataGateway over HTTP; the body is decoded here, so core sees only CustomerData. */
export class HttpCustomerDataGateway implements CustomerDataGateway {
  constructor(private readonly http: HttpClient) {}

  load(): TE.TaskEither<CustomerDataError, CustomerData> {
    return pipe(
      this.http.send({ method: 'GET', url: PSDATA_PATH, noCache: true, withCredentials: true }),
      TE.mapLeft((error): CustomerDataError => ({ kind: 'NETWORK', message: error.message })),
      TE.chainEitherK((response) => {
        if (!isSuccessStatus(response.status)) return E.left<CustomerDataError>({ kind: 'STATUS', status: response.status });
        const decoded = CustomerDataCodec.decode(response.body);
        return E.isRight(decoded)
          ? E.right(decoded.right)
          : E.left<CustomerDataError>({ kind: 'DECODE', message: PathReporter.report(decoded).join('; ') });
      }),
    );
  }
}
