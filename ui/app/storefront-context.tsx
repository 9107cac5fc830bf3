import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { Storefront } from '../../core/country/storefront';
import type { Catalogue } from '../../core/i18n/catalogue';

interface StorefrontValue {
  readonly storefront: Storefront;
  readonly messages: Catalogue;
  /**
   * The origin of the shop's own pages and files: absent on the shop's pages (site-relative addresses), the shop's
   * origin inside a widget embedded in another site's page, where a site-relative address would name that site.
   */
  readonly shopOrigin?: string;
}

const StorefrontContext = createContext<StorefrontValue | null>(null);

/** Provides the resolved storefront and its loaded copy. */
export const StorefrontProvider = ({ storefront, messages, shopOrigin, children }: StorefrontValue & { children: ReactNode }) => (
  <StorefrontContext.Provider value={{ storefront, messages, ...(shopOrigin ? { shopOrigin } : {}) }}>
    {children}
  </StorefrontContext.Provider>
);

const useStorefrontValue = (): StorefrontValue => {
  const value = useContext(StorefrontContext);
  if (!value) throw new Error('useStorefront needs a <StorefrontProvider> above it.');
  return value;
};

/** The current country and UI locale. */
export const useStorefront = (): Storefront => useStorefrontValue().storefront;

/** The current locale's copy for one context, e.g. useMessages('layout'). */
export const useMessages = <K extends keyof Catalogue>(context: K): Catalogue[K] => useStorefrontValue().messages[context];

/** Puts a site-relative address of the shop (`/hu/adatvedelem`) at the shop's origin where the UI is embedded elsewhere. */
export const useShopAddress = (): ((address: string) => string) => {
  const origin = useStorefrontValue().shopOrigin ?? '';
  return useCallback(
    (address: string) => (origin !== '' && address.startsWith('/') && !address.startsWith('//') ? `${origin}${address}` : address),
    [origin],
  );
};
