import type Chunk from './view-changer.island';
import { ON_INTERACTION, reactIsland, type PropsOf } from '../../island-declaration';

declare module '../../../ui/app/island' {
  interface IslandRegistry extends Record<'view-changer', PropsOf<typeof Chunk>> {}
}

/** The footer's switch between the mobile and the desktop view (a form the server answers without script). */
export default [reactIsland('view-changer', ON_INTERACTION, () => import('./view-changer.island'))];
