/** The client routes of the newsletter (README lists them). */
export const NEWSLETTER_ROUTES = {
  /** Content page embedding the widget. */
  subscribe: '/subscribenewsletter',
  /** Where the confirmation mail's link leads: `?token=...`. */
  confirm: '/newsletter/confirm',
  /** Where a subscriber changes name and topics: `?token=...`. */
  preferences: '/newsletter/preferences',
} as const;

/**
 * Where the embedded widget asks, on load, whether its page's site may sign up (NEWSLETTER_EMBEDDING_ORIGINS): a GET
 * any site can read (CORS for its Origin), answering `{ embeddable }` and, when not, the reason in the page's language.
 */
export const EMBEDDING_CHECK_PATH = '/widget/embedding';

/** Whether a page shows the widget (or its outcome) in its main content, so the footer need not repeat it. */
export const isNewsletterPage = (path: string): boolean =>
  Object.values<string>(NEWSLETTER_ROUTES).includes(path.length > 1 ? path.replace(/\/+$/, '') : path);
