import type * as t from 'io-ts';
import type { ComponentType } from 'react';
import type { IslandProps } from '../../ui/app/island';

/** What an island's chunk exports: its component and the codec its props are decoded with in the browser. */
export interface IslandModule<P extends IslandProps> {
  readonly props: t.Decoder<unknown, P>;
  readonly Component: ComponentType<P>;
  /**
   * What the island needs loaded before it hydrates (a lazy rule its fields use): awaited first, so no part of it
   * hydrates later than the rest and nothing typed meanwhile bypasses its rules.
   */
  readonly ready?: () => Promise<unknown>;
}

/** Declares an island's chunk (typed: the codec decodes exactly the component's props). */
export const islandModule = <P extends IslandProps>(
  props: t.Decoder<unknown, P>,
  Component: ComponentType<P>,
  ready?: () => Promise<unknown>,
  // Cast: the module pairs one island's props codec with its component; the table erases which island (IslandProps).
): IslandModule<IslandProps> => ({ props, Component, ...(ready ? { ready } : {}) }) as unknown as IslandModule<IslandProps>;

/**
 * What a DOM island's chunk exports: `bind` attaches core's controller to the island's server markup (no React), then
 * the loader hands it what the shopper did meanwhile, as it does for a React island.
 */
export interface DomIsland {
  readonly bind: (element: HTMLElement) => void;
}
