import { LAYOUT_BREAKPOINTS } from './breakpoints';

/** The three layouts the storefront renders (spec 2.1). */
export type Platform = 'mobile' | 'tablet' | 'classic';

/** Reads a data-platform attribute or platform cookie value; undefined when absent or unknown. */
export const parsePlatform = (raw: string | null | undefined): Platform | undefined => {
  switch (raw?.trim().toLowerCase()) {
    case 'mobile': case 'smartphone': case 'phone': case 'match': return 'mobile';
    case 'tablet': return 'tablet';
    case 'classic': case 'desktop': return 'classic';
    default: return undefined;
  }
};

/** Platform from the window width: under 768 px mobile, under 1280 px tablet, otherwise classic. */
export const platformFromWidth = (width: number): Platform =>
  width < LAYOUT_BREAKPOINTS.tablet ? 'mobile' : width < LAYOUT_BREAKPOINTS.classic ? 'tablet' : 'classic';

/** The page's data-platform attribute wins; without it the width decides. */
export const resolvePlatform = (attribute: string | null | undefined, width: number): Platform =>
  parsePlatform(attribute) ?? platformFromWidth(width);
