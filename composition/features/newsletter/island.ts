import { reactIsland } from '../../island-declaration';

/**
 * The newsletter sign-up (footer and /subscribenewsletter): wakes on interaction, and on idle for a signed-in customer
 * (or as soon as one signs in on the page), whose data it prefills (spec 4.2).
 */
export default [reactIsland('newsletter', { on: 'interaction', whenSignedIn: true }, () => import('./newsletter.island'))];
