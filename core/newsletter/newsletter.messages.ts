/** Copy of the newsletter context. (Filled in by its feature issue.) */
export interface NewsletterMessages {}
