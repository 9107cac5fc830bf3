import { ON_INTERACTION, reactIsland } from '../../island-declaration';

/** The subscriber preferences page's content (the server loaded its subscriber). */
export default [reactIsland('preferences-page', ON_INTERACTION, () => import('./preferences-page.island'))];
