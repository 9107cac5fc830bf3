import type ConfirmPageChunk from './confirm-page.island';
import { ON_INTERACTION, type PropsOf, reactIsland } from '../island-declaration';

declare module '../../../ui/app/island' {
  interface IslandRegistry {
    'confirm-page': PropsOf<typeof ConfirmPageChunk>;
  }
}

/** The double-opt-in confirmation page's content (the server decided its state). */
export default [reactIsland('confirm-page', ON_INTERACTION, () => import('./confirm-page.island'))];
