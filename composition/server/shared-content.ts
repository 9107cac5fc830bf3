import * as E from 'fp-ts/Either';
import { TtlCache } from '../../adapters/server/ttl-cache';
import type { LogSink } from '../../adapters/server/request-logger';
import type { CountryCode } from '../../core/country/country';
import { storefrontBasePath } from '../../core/country/storefront-address';
import type { CmsFooterContent } from '../../core/footer/footer-content.codec';
import { FOOTER_TOKENS } from '../../core/footer/footer.tokens';
import type { Clock } from '../../core/shared/clock.port';
import { composeShared } from './compose-server';
import { resolve } from '../container';
import { FAILURE_RETRY_SECONDS } from '../../adapters/server/cache-policy';
import type { ServerConfig } from '../../adapters/server/server-config';

/** Content every visitor of a storefront gets alike, loaded once for all of them. */
export interface SharedContent {
  /** The storefront's footer content, or undefined when the CMS has none or could not be reached (logged). */
  footer(country: CountryCode): Promise<CmsFooterContent | undefined>;
}

/**
 * The footer content, kept per storefront (FOOTER_CACHE_SECONDS; a failure FAILURE_RETRY_SECONDS at most, so an outage
 * is retried soon but not by every request). Its calls carry nothing of a visitor: what the cache keeps is what any
 * visitor would have got.
 */
export const createSharedContent = (config: ServerConfig, sink: LogSink, clock: Clock): SharedContent => {
  const cache = new TtlCache<CmsFooterContent | undefined>(clock, (cms) =>
    cms === undefined ? Math.min(FAILURE_RETRY_SECONDS * 1000, config.footerCacheMs) : config.footerCacheMs,
  );
  const load = async (country: CountryCode): Promise<CmsFooterContent | undefined> => {
    const container = composeShared({
      serviceBaseUrl: config.serviceBaseUrl,
      cookieHeader: null,
      serviceTimeoutMs: config.serviceTimeoutMs,
      requestId: `footer-${country}`,
      // Its log lines name the storefront whose footer it is.
      path: `${storefrontBasePath(country, config.defaultCountry)}/`,
      logSink: sink,
    });
    const result = await resolve(container, FOOTER_TOKENS.loadFooterContent)(country)();
    return E.isRight(result) ? result.right : undefined;
  };
  return { footer: (country) => cache.get(country, () => load(country)) };
};
