import type * as t from 'io-ts';
import type { ComponentType } from 'react';
import type { IslandProps } from '../../ui/app/island';

/** What an island's chunk exports: its component and the codec its props are decoded with in the browser. */
export interface IslandModule<P extends IslandProps> {
  readonly props: t.Decoder<unknown, P>;
  readonly Component: ComponentType<P>;
}

/** Declares an island's chunk (typed: the codec decodes exactly the component's props). */
export const islandModule = <P extends IslandProps>(props: t.Decoder<unknown, P>, Component: ComponentType<P>): IslandModule<IslandProps> =>
  ({ props, Component }) as unknown as IslandModule<IslandProps>;
