import { createContext, useContext, type ReactNode } from 'react';
import type { Storefront } from '../../core/country/storefront';
import type { Catalogue } from '../../core/i18n/catalogue';

interface StorefrontValue {
  readonly storefront: Storefront;
  readonly messages: Catalogue;
}

const StorefrontContext = createContext<StorefrontValue | null>(null);

/** Provides the resolved storefront and its loaded copy. */
export const StorefrontProvider = ({ storefront, messages, children }: StorefrontValue & { children: ReactNode }) => (
  <StorefrontContext.Provider value={{ storefront, messages }}>{children}</StorefrontContext.Provider>
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
