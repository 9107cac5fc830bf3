import { reactIsland } from '../../island-declaration';

/**
 * The staff preview's gate: the server renders it only for staff in preview mode, so waking on idle costs shoppers
 * nothing; the gate asks the server at once. The panel is a chunk of its own behind it.
 */
export default [reactIsland('preview', { on: 'idle' }, () => import('./preview.island'))];
