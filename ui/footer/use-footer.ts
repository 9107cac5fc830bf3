import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { NewsletterStatus } from '../../core/customer/customer-data';
import { CUSTOMER_TOKENS } from '../../core/customer/customer.tokens';
import type { SharedCustomerData } from '../../core/customer/shared-customer-data.use-case';
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
import { useCustomerDataVersion } from '../customer/use-customer-data-version';
import { useCurrentPlatform } from '../layout/page-layout';

export type { FooterModel } from '../../core/footer/footer-view-model';

/** What the footer view gets from its hook: the model (undefined while loading) and the handlers. */
export interface FooterState {
  readonly model: FooterModel | undefined;
  /** The visitor's current data (newsletter status) is in; until then the footer shows what it shows every visitor, or the status before the last login or logout. */
  readonly visitorKnown: boolean;
  readonly openConsentSettings: () => void;
  readonly changeView: () => void;
  readonly chooseCountry: (item: CountrySwitcherItem) => void;
}

/**
 * The footer of one storefront. Content the server sent renders at once, on the server and at hydration alike (for
 * an anonymous visitor); the visitor's newsletter status follows from psdata after mount. Without server content
 * (an embedding page that does not render on a server) it loads both, as before. After a login or logout it reads the
 * status again, without reload. The rules are core's footerModel.
 */
export const useFooter = (): FooterState => {
  const load = useInjection<LoadFooter>(FOOTER_TOKENS.loadFooter);
  const preloaded = useInjection<{ readonly cms: CmsFooterContent | undefined } | undefined>(FOOTER_TOKENS.preloaded);
  const cookies = useInjection<CookieJar>(SHARED_TOKENS.cookies);
  const page = useInjection<PageContext>(SHARED_TOKENS.pageContext);
  const navigation = useInjection<Navigation>(SHARED_TOKENS.navigation);
  const consent = useInjection<CookieConsent>(FOOTER_TOKENS.cookieConsent);
  const addresses = useInjection<StorefrontAddresses>(FOOTER_TOKENS.addresses);
  const customerData = useInjection<SharedCustomerData>(CUSTOMER_TOKENS.customerData);
  const customerVersion = useCustomerDataVersion();
  const { country } = useStorefront();
  const platform = useCurrentPlatform();
  const [visitorKnown, setVisitorKnown] = useState(false);
  // The status read after the last login or logout (the first reading comes with the footer's load).
  const [reread, setReread] = useState<{ readonly version: number; readonly status: NewsletterStatus } | undefined>(undefined);
  const [loaded, setLoaded] = useState<FooterData | undefined>(() =>
    preloaded ? { content: footerContentOf(preloaded.cms, SILENT_LOGGER, page.basePath), newsletterStatus: 'NONE' } : undefined,
  );

  useEffect(() => {
    let current = true;
    void load({ country, preloaded, basePath: page.basePath })().then((result) => {
      if (current && E.isRight(result)) {
        setLoaded(result.right);
        setVisitorKnown(true);
      }
    });
    return () => {
      current = false;
    };
  }, [load, country, preloaded, page.basePath]);

  useEffect(() => {
    if (customerVersion === 0) return undefined;
    let current = true;
    void customerData
      .load()()
      .then((result) => {
        if (current && E.isRight(result)) setReread({ version: customerVersion, status: result.right.newsletterStatus });
      });
    return () => {
      current = false;
    };
  }, [customerData, customerVersion]);
  const newsletterStatus = reread?.status ?? loaded?.newsletterStatus ?? 'NONE';

  const model = useMemo(
    (): FooterModel | undefined =>
      loaded
        ? footerModel({
            country,
            content: loaded.content,
            addresses,
            reduced: page.reducedFooter,
            newsletterFormHidden: isTrueAttribute(page.newsletterFormHidden),
            checkout: isTrueAttribute(page.checkout),
            newsletterStatus,
            platform,
            basePath: page.basePath,
          })
        : undefined,
    [loaded, newsletterStatus, page, platform, country, addresses],
  );

  return {
    model,
    visitorKnown: visitorKnown && (customerVersion === 0 || reread?.version === customerVersion),
    openConsentSettings: useCallback(() => consent.openSettings(), [consent]),
    changeView: useCallback(
      () => changeView({ cookies, navigation })(offeredViewChange(platform ?? 'classic')),
      [cookies, navigation, platform],
    ),
    chooseCountry: useCallback((item: CountrySwitcherItem) => navigation.assign(item.href), [navigation]),
  };
};
