import { ON_INTERACTION, reactIsland } from '../../island-declaration';

/**
 * The header's sign-in and session area, and its sign-in dialog: an island of its own at the end of the page (a text
 * browser prints a closed dialog where it stands), opened from the header's link by the page's early inline script and
 * woken by the focus the opening puts in it. Both drive the page's one customer-session controller.
 */
export default [
  reactIsland('customer-session', ON_INTERACTION, () => import('./customer-session.island')),
  reactIsland('sign-in-dialog', ON_INTERACTION, () => import('./sign-in-dialog.island')),
];
