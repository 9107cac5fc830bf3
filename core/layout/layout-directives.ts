/** Which page areas the layout directives leave visible (spec 2.1). */
export interface LayoutVisibility {
  readonly header: boolean;
  readonly footer: boolean;
}

/** Reads a directives value such as "NO_HEADER, no_footer": case-insensitive, any separator. */
export const layoutVisibility = (...directives: ReadonlyArray<string | null | undefined>): LayoutVisibility => {
  const text = directives
    .filter((value): value is string => typeof value === 'string')
    .join(' ')
    .toUpperCase();
  return { header: !text.includes('NO_HEADER'), footer: !text.includes('NO_FOOTER') };
};
