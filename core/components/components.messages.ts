/** Copy of the components context. (Filled in by its feature issue.) */
export interface ComponentMessages {}
