import { LAYOUT_BREAKPOINTS } from './breakpoints';

/** The three layouts the storefront renders (spec 2.1). */
export type Platform = 'mobile' | 'tablet' | 'classic';

/** The value the view changer writes into the platform cookie for each platform (the serving layer's names). */
export const PLATFORM_COOKIE_VALUES: Readonly<Record<Platform, string>> = { mobile: 'smartphone', tablet: 'tablet', classic: 'classic' };

// Every name a data-platform attribute, the platform cookie or the serving layer's device classes (spec 9: MATCH,
// SMARTPHONE, TABLET, DESKTOP) use, in any case: the one vocabulary layout, view changer and token refresh share.
const NAMES: ReadonlyMap<string, Platform> = new Map([
  ['mobile', 'mobile'],
  ['smartphone', 'mobile'],
  ['phone', 'mobile'],
  ['match', 'mobile'],
  ['tablet', 'tablet'],
  ['classic', 'classic'],
  ['desktop', 'classic'],
]);

/** Reads a data-platform attribute, platform cookie value or device class; undefined when absent or unknown. */
export const parsePlatform = (raw: string | null | undefined): Platform | undefined => NAMES.get(raw?.trim().toLowerCase() ?? '');

/** Device helper (spec 9): MATCH and SMARTPHONE (and every other phone name) count as phone. */
export const isPhone = (device: string | null | undefined): boolean => parsePlatform(device) === 'mobile';

/** Device helper (spec 9): phones and TABLET count as mobile-capable. */
export const isMobileCapable = (device: string | null | undefined): boolean => {
  const platform = parsePlatform(device);
  return platform === 'mobile' || platform === 'tablet';
};

/** Platform from the window width: under 768 px mobile, under 1280 px tablet, otherwise classic. */
export const platformFromWidth = (width: number): Platform =>
  width < LAYOUT_BREAKPOINTS.tablet ? 'mobile' : width < LAYOUT_BREAKPOINTS.classic ? 'tablet' : 'classic';

/** The page's data-platform attribute wins; without it the width decides. */
export const resolvePlatform = (attribute: string | null | undefined, width: number): Platform =>
  parsePlatform(attribute) ?? platformFromWidth(width);
