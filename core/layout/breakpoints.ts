/** Layout breakpoints of spec 2.1 and 9: below `tablet` is mobile, below `classic` is tablet. */
export const LAYOUT_BREAKPOINTS = { tablet: 768, classic: 1280 } as const;
