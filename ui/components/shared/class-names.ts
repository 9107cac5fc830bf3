/** Joins the truthy class names with spaces. */
export const classNames = (...names: ReadonlyArray<string | false | null | undefined>): string => names.filter(Boolean).join(' ');
