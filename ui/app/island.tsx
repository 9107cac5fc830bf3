import { createContext, useContext, useId, type ComponentType, type ReactNode } from 'react';

/**
 * Every island of the storefront: a part of the server's page that the browser hydrates on its own, when it is
 * needed. composition/islands.ts says when each one wakes and where its code is; the compiler holds the two together.
 */
export type IslandName =
  | 'newsletter'
  | 'customer-session'
  | 'preview'
  | 'country-switch'
  | 'consent-settings'
  | 'view-changer'
  | 'confirm-page'
  | 'preferences-page'
  | CatalogueIslandName;

/** The component catalogue's demos (/components): each section is an island of its own (the links are static markup). */
export type CatalogueIslandName =
  | 'catalogue-buttons'
  | 'catalogue-inputs'
  | 'catalogue-selects'
  | 'catalogue-choices'
  | 'catalogue-notifications'
  | 'catalogue-expansion'
  | 'catalogue-text-slider'
  | 'catalogue-modal'
  | 'catalogue-form';

/** Props an island carries to the browser: plain JSON (they travel in the page state and are decoded there). */
export type IslandProps = { readonly [key: string]: unknown };

/**
 * Renders islands where the page declares them. On the server the host renders each island as a root of its own and
 * records its props; inside an island's own root (browser or server) there is no host and the component renders
 * itself, so a nested island is part of the island around it.
 */
export interface IslandHost {
  render(name: IslandName, Component: ComponentType<never>, props: object, key: string): ReactNode;
}

const IslandHostContext = createContext<IslandHost | null>(null);

/** Makes the page's island host available (server entry); null: islands render in place (tests, an island's own root). */
export const IslandHostProvider = ({ host, children }: { host: IslandHost | null; children: ReactNode }) => (
  <IslandHostContext.Provider value={host}>{children}</IslandHostContext.Provider>
);

/** Declares a component as an island: where a host renders the page it becomes one; elsewhere it is the component. */
export const island = <P extends object>(name: IslandName, Component: ComponentType<P>): ComponentType<P> => {
  const Island = (props: P) => {
    const host = useContext(IslandHostContext);
    const key = useId();
    // Cast: the island table pairs each name with its component and props type; the host only passes them through.
    return host ? host.render(name, Component as ComponentType<never>, props, key) : <Component {...props} />;
  };
  Island.displayName = `Island(${name})`;
  return Island;
};
