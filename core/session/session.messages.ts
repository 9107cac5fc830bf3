/** Copy of the session context. (Filled in by its feature issue.) */
export interface SessionMessages {}
