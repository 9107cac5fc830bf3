/** The client routes of the newsletter (README lists them). */
export const NEWSLETTER_ROUTES = {
  /** Content page embedding the widget. */
  subscribe: '/subscribenewsletter',
  /** Where the confirmation mail's link leads: `?token=...`. */
  confirm: '/newsletter/confirm',
  /** Where a subscriber changes name and topics: `?token=...`. */
  preferences: '/newsletter/preferences',
} as const;

/** Whether a page shows the widget (or its outcome) in its main content, so the footer need not repeat it. */
export const isNewsletterPage = (path: string): boolean =>
  Object.values<string>(NEWSLETTER_ROUTES).includes(path.length > 1 ? path.replace(/\/+$/, '') : path);
