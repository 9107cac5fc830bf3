import { footerModel, type FooterModel } from '../../core/footer/footer-view-model';
import { isTrueAttribute } from '../../core/footer/footer-visibility';
import { FOOTER_TOKENS } from '../../core/footer/footer.tokens';
import { footerContentOf } from '../../core/footer/load-footer.use-case';
import { SILENT_LOGGER } from '../../core/shared/logger.port';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';
import { useStorefront } from '../app/storefront-context';
import { useCurrentPlatform } from '../layout/page-layout';

export type { FooterModel } from '../../core/footer/footer-view-model';

/**
 * The footer of one storefront, from the content the server loaded for the page (undefined: none loaded, the footer
 * keeps its space empty). The footer is static server markup, never hydrated: it shows what every visitor of the
 * page gets, and for a returning subscriber or a signed-in customer the newsletter status the server read for them
 * (spec 2.2: the block is hidden for WAITING_FOR_DOI and SUBSCRIBED), so nothing moves after the page arrived. The rules are core's footerModel; the server logged the content's warnings when it loaded it.
 */
export const useFooter = (): FooterModel | undefined => {
  const preloaded = useInjection(FOOTER_TOKENS.preloaded);
  const page = useInjection(SHARED_TOKENS.pageContext);
  const addresses = useInjection(FOOTER_TOKENS.addresses);
  const { country } = useStorefront();
  const platform = useCurrentPlatform();
  if (!preloaded) return undefined;
  return footerModel({
    country,
    content: footerContentOf(preloaded.cms, SILENT_LOGGER, page.basePath),
    addresses,
    reduced: page.reducedFooter,
    newsletterFormHidden: isTrueAttribute(page.newsletterFormHidden),
    checkout: isTrueAttribute(page.checkout),
    newsletterStatus: preloaded.newsletterStatus ?? 'NONE',
    platform,
    basePath: page.basePath,
  });
};
