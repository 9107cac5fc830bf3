import type { RequestLogger } from '../../adapters/server/request-logger';
import { COUNTRY_CODES } from '../../core/country/country';
import { pageAlternates, storefrontBasePath, type Alternate } from '../../core/country/storefront-address';
import type { PageContext } from '../../core/layout/page-context';
import { isIndexedPage, isListedPage, isRoute } from '../routes';
import { storefrontAddresses } from './page-addresses';
import { servesPage } from './page-decision';
import type { Renderer } from './render-document';

/**
 * A page's hreflang alternates: a listed route's in every storefront; a content page's in the storefronts whose footer
 * content links it too; none for any other page. `complete` is false when a storefront's content is not known now (it
 * is left out, and the page counts as degraded, so no cache keeps it over a whole one).
 */
export const alternatesOf = async (
  renderer: Renderer,
  page: PageContext,
  logger: RequestLogger,
): Promise<{ readonly list: readonly Alternate[]; readonly complete: boolean }> => {
  const { config } = renderer;
  const addresses = storefrontAddresses(config);
  if (page.status !== 'ok' || !isIndexedPage(page.path) || (isRoute(page.path) && !isListedPage(page.path)))
    return { list: [], complete: true };
  if (isRoute(page.path)) return { list: pageAlternates(addresses, config.defaultCountry, page.path), complete: true };
  const serving = await Promise.all(
    COUNTRY_CODES.map(async (code) => {
      const basePath = storefrontBasePath(code, config.defaultCountry);
      return { code, serves: servesPage(page.path, code, await renderer.shared.footer(code), logger, basePath) };
    }),
  );
  const having = serving.flatMap(({ code, serves }) => (serves === true ? [code] : []));
  return {
    list: pageAlternates(addresses, config.defaultCountry, page.path, having),
    complete: serving.every(({ serves }) => serves !== undefined),
  };
};
