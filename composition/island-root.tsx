import { useEffect, type ReactNode } from 'react';
import type { Catalogue } from '../core/i18n/catalogue';
import type { Storefront } from '../core/country/storefront';
import { ResolverProvider, type Resolver } from '../ui/app/injection';
import { StorefrontProvider } from '../ui/app/storefront-context';

/** What every island root gets: the one container of the page and the storefront's copy. */
export interface IslandRootProps {
  readonly resolver: Resolver;
  readonly storefront: Storefront;
  readonly messages: Catalogue;
  /** Browser: called once the island has hydrated (its handlers are attached). */
  readonly onHydrated?: () => void;
  readonly children: ReactNode;
}

/**
 * The providers around one island, the same on the server (which renders each island as a root of its own) and in
 * the browser (which hydrates it as one), so the island's first client render equals its server render. Islands
 * share state through the container's stores, never through React context across roots.
 */
export const IslandRoot = ({ resolver, storefront, messages, onHydrated, children }: IslandRootProps) => {
  // The root's effects run after every child's: the island is interactive by then.
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <ResolverProvider resolver={resolver}>
      <StorefrontProvider storefront={storefront} messages={messages}>
        {children}
      </StorefrontProvider>
    </ResolverProvider>
  );
};

/** The prefix of every id React makes inside an island (useId), the same in its server and its browser root. */
export const islandIdPrefix = (islandId: string): string => `${islandId}-`;
