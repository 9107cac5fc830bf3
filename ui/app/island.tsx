import { createContext, useContext, useId, type ComponentType, type FunctionComponent, type ReactNode } from 'react';

/**
 * Every island of the storefront, by name, with the props it carries to the browser: a part of the server's page that
 * the browser hydrates on its own, when it is needed. The ui module that makes a component an island (`island(name,
 * Component)`) registers its name and props here by augmenting this interface, so ui type-checks on its own; each
 * feature record declares when the island wakes and its chunk (`composition/features/<feature>/island.ts`), whose
 * props codec must decode exactly these props.
 */
export interface IslandRegistry {
  /** No island: the registry's own mark (a symbol, so no island name). */
  readonly [registry]?: never;
}
declare const registry: unique symbol;

/** The props of an island that carries none to the browser (its chunk decodes `t.type({})`). */
export type NoProps = Record<never, never>;

/** The name of a declared island. */
export type IslandName = keyof IslandRegistry & string;

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

/**
 * Declares a component as an island: where a host renders the page it becomes one; elsewhere it is the component. The
 * component takes exactly the props the island's name is registered with (its chunk decodes them in the browser).
 */
export const island = <N extends IslandName>(
  name: N,
  Component: ComponentType<IslandRegistry[N]>,
): FunctionComponent<IslandRegistry[N]> => {
  const Island = (props: IslandRegistry[N]) => {
    const host = useContext(IslandHostContext);
    const key = useId();
    // Cast: the registry pairs each name with its props type; the host only passes them through.
    return host ? host.render(name, Component as ComponentType<never>, props, key) : <Component {...props} />;
  };
  Island.displayName = `Island(${name})`;
  return Island;
};
