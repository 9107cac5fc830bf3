import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CookieConsent } from '../../core/footer/cookie-consent.port';
import { countrySwitcherItems, type CountrySwitcherItem, type StorefrontAddresses } from '../../core/footer/country-switcher';
import type { FooterContent, TeaserGroup } from '../../core/footer/footer-content';
import { footerVisibility, isReducedMode, isTrueAttribute, visibleTeaserGroups, type FooterVisibility } from '../../core/footer/footer-visibility';
import { FOOTER_TOKENS } from '../../core/footer/footer.tokens';
import type { FooterData, LoadFooter } from '../../core/footer/load-footer.use-case';
import { changeView, offeredViewChange } from '../../core/footer/view-changer';
import type { PageContext } from '../../core/layout/page-context';
import type { Platform } from '../../core/layout/platform';
import type { CookieJar } from '../../core/shared/cookie-jar.port';
import type { Navigation } from '../../core/shared/navigation.port';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';
import { useStorefront } from '../app/storefront-context';
import { useCurrentPlatform } from '../layout/page-layout';

/** The footer as the view renders it, once content and customer data are known. */
export interface FooterModel {
  readonly content: FooterContent | undefined;
  readonly teaserGroups: readonly TeaserGroup[];
  readonly visibility: FooterVisibility;
  readonly platform: Platform;
  readonly countries: readonly CountrySwitcherItem[];
  /** The text of the view changer's one switch, if the content has a view changer. */
  readonly viewChangeText: string | undefined;
}

/** What the footer view gets from its hook: the model (undefined while loading) and the handlers. */
export interface FooterState {
  readonly model: FooterModel | undefined;
  readonly openConsentSettings: () => void;
  readonly changeView: () => void;
  readonly chooseCountry: (item: CountrySwitcherItem) => void;
}

/** Loads the footer once per storefront and applies the visibility rules of spec 2.2 to the current platform. */
export const useFooter = (): FooterState => {
  const load = useInjection<LoadFooter>(FOOTER_TOKENS.loadFooter);
  const cookies = useInjection<CookieJar>(SHARED_TOKENS.cookies);
  const page = useInjection<PageContext>(SHARED_TOKENS.pageContext);
  const navigation = useInjection<Navigation>(SHARED_TOKENS.navigation);
  const consent = useInjection<CookieConsent>(FOOTER_TOKENS.cookieConsent);
  const addresses = useInjection<StorefrontAddresses>(FOOTER_TOKENS.addresses);
  const { country } = useStorefront();
  const platform = useCurrentPlatform();
  const [loaded, setLoaded] = useState<{ data: FooterData; reduced: boolean }>();

  useEffect(() => {
    let current = true;
    void load(country)().then((result) => {
      // Cookies are read here, after mount, so rendering never touches the browser.
      if (current && E.isRight(result)) setLoaded({ data: result.right, reduced: isReducedMode(cookies.all()) });
    });
    return () => { current = false; };
  }, [load, country, cookies]);

  const model = useMemo((): FooterModel | undefined => {
    if (!loaded) return undefined;
    const conditions = {
      reduced: loaded.reduced,
      newsletterFormHidden: isTrueAttribute(page.newsletterFormHidden),
      newsletterStatus: loaded.data.newsletterStatus,
      checkout: isTrueAttribute(page.checkout),
      platform,
    };
    const { content } = loaded.data;
    return {
      content,
      teaserGroups: content ? visibleTeaserGroups(content.teaserGroups, conditions) : [],
      visibility: footerVisibility(conditions),
      platform,
      countries: countrySwitcherItems(country, addresses, content?.international),
      viewChangeText: content?.viewChanger?.[offeredViewChange(platform)],
    };
  }, [loaded, page, platform, country, addresses]);

  return {
    model,
    openConsentSettings: useCallback(() => consent.openSettings(), [consent]),
    changeView: useCallback(() => changeView({ cookies, navigation })(offeredViewChange(platform)), [cookies, navigation, platform]),
    chooseCountry: useCallback((item: CountrySwitcherItem) => navigation.assign(item.href), [navigation]),
  };
};
