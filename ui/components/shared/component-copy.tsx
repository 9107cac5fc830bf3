import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ComponentMessages } from '../../../core/components/components.messages';
import { useMessages } from '../../app/storefront-context';

/** The component texts a surrounding UI says in its own language (e.g. the English staff panel on a German page). */
export type ComponentCopyOverrides = Partial<Omit<ComponentMessages, 'catalogue' | 'validation'>>;

const ComponentCopyContext = createContext<ComponentCopyOverrides | null>(null);

/** Gives the components inside it the surrounding UI's texts (screen-reader prefixes, close and loading labels, ...). */
export const ComponentCopyProvider = ({ copy, children }: { readonly copy: ComponentCopyOverrides; readonly children: ReactNode }) => (
  <ComponentCopyContext.Provider value={copy}>{children}</ComponentCopyContext.Provider>
);

/** The component copy in force here: the surrounding UI's texts where it gives them, else the storefront locale's. */
export const useComponentCopy = (): ComponentMessages => {
  const locale = useMessages('components');
  const overrides = useContext(ComponentCopyContext);
  return useMemo(() => (overrides ? { ...locale, ...overrides } : locale), [locale, overrides]);
};
