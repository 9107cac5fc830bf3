import { PLATFORM_COOKIE_VALUES, type Platform } from '../layout/platform';
import { COOKIE_NAMES } from '../shared/cookie-names';
import type { CookieJar } from '../shared/cookie-jar.port';
import type { Navigation } from '../shared/navigation.port';

/** How long a chosen view holds: 30 days. */
export const PLATFORM_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The two switches of the view changer and the platform cookie value each one writes. */
export type ViewChange = 'toMobile' | 'toDesktop';
const COOKIE_VALUE: Readonly<Record<ViewChange, string>> = {
  toMobile: PLATFORM_COOKIE_VALUES.mobile,
  toDesktop: PLATFORM_COOKIE_VALUES.classic,
};

/** The switch offered on a platform: desktop offers the mobile view; smartphone and tablet offer the desktop view. */
export const offeredViewChange = (platform: Platform): ViewChange => (platform === 'classic' ? 'toMobile' : 'toDesktop');

/** Switches the view: writes the platform cookie, then reloads so the serving layer lays the page out anew. */
export const changeView =
  (deps: { cookies: CookieJar; navigation: Navigation }) =>
  (change: ViewChange): void => {
    deps.cookies.set(COOKIE_NAMES.platform, COOKIE_VALUE[change], { maxAgeSeconds: PLATFORM_COOKIE_MAX_AGE_SECONDS });
    deps.navigation.reload();
  };
