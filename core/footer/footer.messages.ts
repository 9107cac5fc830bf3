/** Copy of the footer context. (Filled in by its feature issue.) */
export interface FooterMessages {}
