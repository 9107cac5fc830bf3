import type * as t from 'io-ts';
import type { ComponentType } from 'react';
import type { IslandName, IslandProps, IslandRegistry } from '../ui/app/island';
import type { FeatureBindings } from './feature-record';

/**
 * When an island wakes (its code is fetched and it hydrates):
 * - `interaction`: on the shopper's first focus, pointer down, key down, input, click or submit inside it; the event
 *   that woke it is kept and replayed (island-loader.ts). Its code is prefetched when a pointer rests on it.
 *   `whenSignedIn`: it also wakes on idle for a signed-in customer, and as soon as one signs in on the page (the
 *   newsletter prefills the customer's data, spec 4.2).
 * - `idle`: once the page has loaded and the main thread is idle.
 * - `visible`: when it scrolls into view (or on the first interaction inside it, as every island: the loader holds and
 *   replays it).
 */
export type Wake = { readonly on: 'interaction'; readonly whenSignedIn?: boolean } | { readonly on: 'idle' } | { readonly on: 'visible' };

/** What a React island's chunk exports: its component and the codec its props are decoded with in the browser. */
export interface IslandModule<P extends IslandProps> {
  readonly props: t.Decoder<unknown, P>;
  readonly Component: ComponentType<P>;
  /**
   * What the island needs loaded before it hydrates (a lazy rule its fields use): awaited first, so no part of it
   * hydrates later than the rest and nothing typed meanwhile bypasses its rules.
   */
  readonly ready?: () => Promise<unknown>;
  /** The `island-bindings.ts` it resolves: bound into the page's container with its chunk, not with the runtime. */
  readonly bindings?: readonly FeatureBindings[];
}

/** Declares an island's chunk (typed: the codec decodes exactly the component's props). */
export const islandModule = <P extends IslandProps>(
  props: t.Decoder<unknown, P>,
  Component: ComponentType<P>,
  parts: Pick<IslandModule<P>, 'ready' | 'bindings'> = {},
): IslandModule<P> => ({ props, Component, ...parts });

/** A DOM island: `bind` attaches core's controller to its server markup (no React); the loader then hands it what the shopper did. */
export interface DomIsland {
  readonly bind: (element: HTMLElement) => void;
}

/**
 * One island, declared once by its feature module (`composition/features/<feature>/island.ts`): its name, when it
 * wakes and its code. A React island (`load`) is hydrated by the runtime from its chunk (`<name>.island.ts` beside the
 * declaration); a DOM island (`dom`, its code in `<name>.dom.ts`) is a control whose answer the platform draws and
 * which needs no React: it is small enough to come with the first-load script.
 */
export type IslandDeclaration<N extends IslandName, P extends IslandProps = IslandRegistry[N]> = {
  readonly name: N;
  readonly wake: Wake;
} & ({ readonly load: () => Promise<{ readonly default: IslandModule<P> }> } | { readonly dom: DomIsland });

/** Wakes on the shopper's first interaction (the usual rule). */
export const ON_INTERACTION: Wake = { on: 'interaction' };
/** A React island: its chunk's props codec must decode the props its name is registered with. */
export const reactIsland = <N extends IslandName>(
  name: N,
  wake: Wake,
  load: () => Promise<{ readonly default: IslandModule<IslandRegistry[N]> }>,
): IslandDeclaration<N> => ({ name, wake, load });

/** A DOM island: core's controller bound to the server's markup, no React. */
export const domIsland = <N extends IslandName>(name: N, wake: Wake, dom: DomIsland): IslandDeclaration<N> => ({ name, wake, dom });
