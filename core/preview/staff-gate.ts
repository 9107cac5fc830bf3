import { COOKIE_NAMES } from '../shared/cookie-names';
import type { PreviewMode } from './preview-state';

/**
 * Cookie names whose presence lets the gate ask the server: the staff and admin authentication cookies (HttpOnly, so
 * scripts normally cannot see them) and the script-readable StaffAuthPresent marker, which carries no secret: it
 * only tells the gate that asking checkauth is worthwhile, so shoppers make no preview call. The server stays the
 * authority.
 */
export const STAFF_COOKIE_NAMES: readonly string[] = [
  COOKIE_NAMES.staffAuthToken,
  COOKIE_NAMES.adminAuthToken,
  COOKIE_NAMES.staffAuthPresent,
];

/** What staff read in the header where no script runs: the panel is a script, so it says so instead of showing nothing. */
export const STAFF_PREVIEW_NEEDS_SCRIPT =
  'Staff preview: the preview panel needs JavaScript. Turn it on to set the simulated date and A/B group.';

/** True when the gate may call checkauth: preview mode is on and a staff, admin or marker cookie is present. */
export const mayCheckStaffSession = (mode: PreviewMode, cookieNames: readonly string[]): boolean =>
  mode === 'on' && cookieNames.some((name) => STAFF_COOKIE_NAMES.includes(name));
