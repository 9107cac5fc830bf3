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
} as const;
