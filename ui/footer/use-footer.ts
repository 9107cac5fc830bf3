import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CookieConsent } from '../../core/footer/cookie-consent.port';
import type { CountrySwitcherItem, StorefrontAddresses } from '../../core/footer/country-switcher';
import type { CmsFooterContent } from '../../core/footer/footer-content.codec';
import { footerModel, type FooterModel } from '../../core/footer/footer-view-model';
import { isTrueAttribute } from '../../core/footer/footer-visibility';
import { FOOTER_TOKENS } from '../../core/footer/footer.tokens';
import { footerContentOf, type FooterData, type LoadFooter } from '../../core/footer/load-footer.use-case';
import { changeView, offeredViewChange } from '../../core/footer/view-changer';
import type { PageContext } from '../../core/layout/page-context';
import type { CookieJar } from '../../core/shared/cookie-jar.port';
import { SILENT_LOGGER } from '../../core/shared/logger.port';
import type { Navigation } from '../../core/shared/navigation.port';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';
import { useStorefront } from '../app/storefront-context';
import { useCurrentPlatform } from '../layout/page-layout';

export type { FooterModel } from '../../core/footer/footer-view-model';

/** What the footer view gets from its hook: the model (undefined while loading) and the handlers. */
export interface FooterState {
  readonly model: FooterModel | undefined;
  /** The visitor's data (newsletter status) is in; until then the footer shows what it shows every visitor. */
  readonly visitorKnown: boolean;
  readonly openConsentSettings: () => void;
  readonly changeView: () => void;
  readonly chooseCountry: (item: CountrySwitcherItem) => void;
}

/**
 * The footer of one storefront. Content the server sent renders at once, on the server and at hydration alike (for
 * an anonymous visitor); the visitor's newsletter status follows from psdata after mount. Without server content
 * (an embedding page that does not render on a server) it loads both, as before. The rules are core's footerModel.
 */
export const useFooter = (): FooterState => {
  const load = useInjection<LoadFooter>(FOOTER_TOKENS.loadFooter);
  const preloaded = useInjection<{ readonly cms: CmsFooterContent | undefined } | undefined>(FOOTER_TOKENS.preloaded);
  const cookies = useInjection<CookieJar>(SHARED_TOKENS.cookies);
  const page = useInjection<PageContext>(SHARED_TOKENS.pageContext);
  const navigation = useInjection<Navigation>(SHARED_TOKENS.navigation);
  const consent = useInjection<CookieConsent>(FOOTER_TOKENS.cookieConsent);
  const addresses = useInjection<StorefrontAddresses>(FOOTER_TOKENS.addresses);
  const { country } = useStorefront();
  const platform = useCurrentPlatform();
  const [visitorKnown, setVisitorKnown] = useState(false);
  const [loaded, setLoaded] = useState<FooterData | undefined>(() =>
    (preloaded ? { content: footerContentOf(preloaded.cms, SILENT_LOGGER, page.basePath), newsletterStatus: 'NONE' } : undefined));

  useEffect(() => {
    let current = true;
    void load(country, preloaded, page.basePath)().then((result) => {
      if (current && E.isRight(result)) { setLoaded(result.right); setVisitorKnown(true); }
    });
    return () => { current = false; };
  }, [load, country, preloaded, page.basePath]);

  const model = useMemo((): FooterModel | undefined => (loaded ? footerModel({
    country,
    content: loaded.content,
    addresses,
    reduced: page.reducedFooter,
    newsletterFormHidden: isTrueAttribute(page.newsletterFormHidden),
    checkout: isTrueAttribute(page.checkout),
    newsletterStatus: loaded.newsletterStatus,
    platform,
    basePath: page.basePath,
  }) : undefined), [loaded, page, platform, country, addresses]);

  return {
    model,
    visitorKnown,
    openConsentSettings: useCallback(() => consent.openSettings(), [consent]),
    changeView: useCallback(() => changeView({ cookies, navigation })(offeredViewChange(platform ?? 'classic')), [cookies, navigation, platform]),
    chooseCountry: useCallback((item: CountrySwitcherItem) => navigation.assign(item.href), [navigation]),
  };
};
