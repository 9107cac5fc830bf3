/** Injection tokens of the newsletter context. */
export const NEWSLETTER_TOKENS = {
  gateway: Symbol.for('newsletter.NewsletterGateway'),
  /** `SubscribeToNewsletter` bound to its ports. */
  subscribe: Symbol.for('newsletter.SubscribeToNewsletter'),
  /** `LoadNewsletterPrefill` bound to its ports. */
  prefill: Symbol.for('newsletter.LoadNewsletterPrefill'),
  /** `ConfirmSubscription` bound to its ports. */
  confirm: Symbol.for('newsletter.ConfirmSubscription'),
  /** `SubscriberPreferences` bound to its ports. */
  preferences: Symbol.for('newsletter.SubscriberPreferences'),
  /** `NewsletterPostResult | null`: the outcome of a sign-up posted without JavaScript (the answer page shows it). */
  postResult: Symbol.for('newsletter.PostResult'),
  /** `'confirmed' | 'failed' | null`: a confirmation posted without JavaScript. */
  confirmPostResult: Symbol.for('newsletter.ConfirmPostResult'),
} as const;
