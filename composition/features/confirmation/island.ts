import type Chunk from './confirm-page.island';
import { ON_INTERACTION, reactIsland, type PropsOf } from '../../island-declaration';

declare module '../../../ui/app/island' {
  interface IslandRegistry extends Record<'confirm-page', PropsOf<typeof Chunk>> {}
}

/** The double-opt-in confirmation page's content (the server decided its state). */
export default [reactIsland('confirm-page', ON_INTERACTION, () => import('./confirm-page.island'))];
