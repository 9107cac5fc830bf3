import type Chunk from './preferences-page.island';
import { ON_INTERACTION, reactIsland, type PropsOf } from '../../island-declaration';

declare module '../../../ui/app/island' {
  interface IslandRegistry extends Record<'preferences-page', PropsOf<typeof Chunk>> {}
}

/** The subscriber preferences page's content (the server loaded its subscriber). */
export default [reactIsland('preferences-page', ON_INTERACTION, () => import('./preferences-page.island'))];
