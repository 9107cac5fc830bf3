import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { PathReporter } from 'io-ts/PathReporter';
import type { CountryCode } from '../../core/country/country';
import { decodeFooterContentJson } from '../../core/footer/decode-footer-content';
import { PromotionEnvelopeCodec, type CmsFooterContent } from '../../core/footer/footer-content.codec';
import type { FooterGateway, FooterGatewayError } from '../../core/footer/footer-gateway.port';
import { isSuccessStatus, type HttpClient } from '../../core/shared/http-client.port';

/** The footer content call of spec 7.2. */
export const SHOP_FOOTER_PATH = '/service/promotion/api/promotion/SHOP_FOOTER';

/** The header that names the storefront to the promotion service (all storefronts share one origin locally). */
export const STOREFRONT_HEADER = 'X-Storefront';

/** Time-out of the footer call (spec 9). */
export const FOOTER_TIMEOUT_MS = 15000;

/** FooterGateway over HTTP: credentials, no referrer, 15 s time-out; contentJSON is parsed and decoded here. */
export class HttpFooterGateway implements FooterGateway {
  constructor(private readonly http: HttpClient) {}

  load(country: CountryCode): TE.TaskEither<FooterGatewayError, CmsFooterContent> {
    return pipe(
      this.http.send({
        method: 'GET',
        url: SHOP_FOOTER_PATH,
        headers: { [STOREFRONT_HEADER]: country },
        withCredentials: true,
        noReferrer: true,
        timeoutMs: FOOTER_TIMEOUT_MS,
      }),
      TE.mapLeft((error): FooterGatewayError => ({ kind: 'NETWORK', message: error.message })),
      TE.chainEitherK((response): E.Either<FooterGatewayError, CmsFooterContent> => {
        if (response.status === 404) return E.left({ kind: 'NOT_FOUND' });
        if (!isSuccessStatus(response.status)) return E.left({ kind: 'STATUS', status: response.status });
        const envelope = PromotionEnvelopeCodec.decode(response.body);
        if (E.isLeft(envelope)) return E.left({ kind: 'ENVELOPE', message: PathReporter.report(envelope).join('; ') });
        return decodeFooterContentJson(envelope.right.contentJSON);
      }),
    );
  }
}
