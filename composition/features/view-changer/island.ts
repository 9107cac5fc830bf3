import { ON_INTERACTION, reactIsland } from '../../island-declaration';

/** The footer's switch between the mobile and the desktop view (a form the server answers without script). */
export default [reactIsland('view-changer', ON_INTERACTION, () => import('./view-changer.island'))];
