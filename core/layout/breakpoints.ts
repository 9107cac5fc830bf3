/** Design-system breakpoints of spec 9, in px (mirrored as CSS custom media in ui/styles/tokens.css). */
export const BREAKPOINTS = {
  xs: 374,
  s: 667,
  m: 767,
  l: 979,
  xl: 1023,
  xxl: 1279,
  '3xl': 1439,
  '4xl': 1919,
} as const;

/** Layout breakpoints of spec 2.1 and 9: below `tablet` is mobile, below `classic` is tablet. */
export const LAYOUT_BREAKPOINTS = { tablet: 768, classic: 1280 } as const;
