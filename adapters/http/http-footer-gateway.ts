import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { CountryCode } from '../../core/country/country';
import { PromotionFooterCodec } from '../../core/footer/decode-footer-content';
import type { CmsFooterContent } from '../../core/footer/footer-content.codec';
import type { FooterGateway } from '../../core/footer/footer-gateway.port';
import { BROWSER_SERVICE_TIMEOUT_MS, type HttpClient } from '../../core/shared/http-client.port';
import type { HttpFailure } from '../../core/shared/http-failure';
import { requestJson } from '../../core/shared/request-json';

/** The footer content call of spec 7.2. */
export const SHOP_FOOTER_PATH = '/service/promotion/api/promotion/SHOP_FOOTER';

/** The header that names the storefront to the promotion service (all storefronts share one origin locally). */
export const STOREFRONT_HEADER = 'X-Storefront';

/** FooterGateway over HTTP: credentials, no referrer, 15 s time-out; contentJSON is parsed and decoded by the codec. */
export class HttpFooterGateway implements FooterGateway {
  constructor(private readonly http: HttpClient) {}

  load(country: CountryCode): TE.TaskEither<HttpFailure, CmsFooterContent> {
    return pipe(
      requestJson(PromotionFooterCodec)(this.http, {
        method: 'GET',
        url: SHOP_FOOTER_PATH,
        headers: { [STOREFRONT_HEADER]: country },
        withCredentials: true,
        noReferrer: true,
        timeoutMs: BROWSER_SERVICE_TIMEOUT_MS,
      }),
      TE.map((answer) => answer.contentJSON),
    );
  }
}
