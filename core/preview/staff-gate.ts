import type { PreviewMode } from './preview-state';

/** The staff authentication cookie (spec 6). The emulator sets it HttpOnly, so scripts normally cannot see it. */
export const STAFF_AUTH_COOKIE = 'StaffAuthToken';
/** The admin authentication cookie (spec 6 names no name; README documents this one). */
export const ADMIN_AUTH_COOKIE = 'AdminAuthToken';
/**
 * A script-readable companion of the HttpOnly StaffAuthToken. It carries no secret: it only tells the gate that asking
 * checkauth is worthwhile, so shoppers make no preview call. The server stays the authority.
 */
export const STAFF_MARKER_COOKIE = 'StaffAuthPresent';

/** Cookie names whose presence lets the gate ask the server. */
export const STAFF_COOKIE_NAMES: readonly string[] = [STAFF_AUTH_COOKIE, ADMIN_AUTH_COOKIE, STAFF_MARKER_COOKIE];

/** True when the gate may call checkauth: preview mode is on and a staff, admin or marker cookie is present. */
export const mayCheckStaffSession = (mode: PreviewMode, cookieNames: readonly string[]): boolean =>
  mode === 'on' && cookieNames.some((name) => STAFF_COOKIE_NAMES.includes(name));
