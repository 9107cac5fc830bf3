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

/** The view changer is a form posted to the page it is on (`_form=view-change`, `view=toDesktop`): it works without JavaScript. */
export const VIEW_CHANGE_FORM = 'view-change';
/** The posted field naming the switch. */
export const VIEW_FIELD = 'view';

/** The switch a posted view-change form asks for; undefined for anything else. */
export const readViewChange = (fields: Readonly<Record<string, readonly string[]>>): ViewChange | undefined => {
  const view = fields[VIEW_FIELD]?.[0];
  return view === 'toMobile' || view === 'toDesktop' ? view : undefined;
};

/**
 * The Set-Cookie value of a switch, as the server answers the posted form (the same cookie the browser's switch
 * writes: path /, SameSite Lax, 30 days).
 */
export const viewChangeCookie = (change: ViewChange): string =>
  `${COOKIE_NAMES.platform}=${COOKIE_VALUE[change]}; Max-Age=${PLATFORM_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;

/** Switches the view: writes the platform cookie, then reloads so the serving layer lays the page out anew. */
export const changeView =
  (deps: { cookies: CookieJar; navigation: Navigation }) =>
  (change: ViewChange): void => {
    deps.cookies.set(COOKIE_NAMES.platform, COOKIE_VALUE[change], { maxAgeSeconds: PLATFORM_COOKIE_MAX_AGE_SECONDS });
    deps.navigation.reload();
  };
