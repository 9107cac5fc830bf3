/** The heading element of each level a component may start at (its sections' headings are one level below). */
export const HEADING_TAGS = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5' } as const;
/** A level a component's heading may take. */
export type HeadingLevel = keyof typeof HEADING_TAGS;
