import type Chunk from './preview.island';
import { reactIsland, type PropsOf } from '../../island-declaration';

declare module '../../../ui/app/island' {
  interface IslandRegistry extends Record<'preview', PropsOf<typeof Chunk>> {}
}

/**
 * The staff preview's gate: the server renders it only for staff in preview mode, so waking on idle costs shoppers
 * nothing; the gate asks the server at once. The panel is a chunk of its own behind it.
 */
export default [reactIsland('preview', { on: 'idle' }, () => import('./preview.island'))];
