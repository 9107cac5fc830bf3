/** Injection tokens of the newsletter context. */
export const NEWSLETTER_TOKENS = {
  gateway: Symbol.for('newsletter.NewsletterGateway'),
  /** `SubscribeToNewsletter` bound to its ports. */
  subscribe: Symbol.for('newsletter.SubscribeToNewsletter'),
  /** `LoadNewsletterPrefill` bound to its ports. */
  prefill: Symbol.for('newsletter.LoadNewsletterPrefill'),
  /** `ConfirmSubscription` bound to its ports. */
  confirm: Symbol.for('newsletter.ConfirmSubscription'),
  /** `LoadSubscriber` bound to its ports (the preferences page). */
  loadSubscriber: Symbol.for('newsletter.LoadSubscriber'),
  /** `SaveSubscriberPreferences` bound to its ports. */
  saveSubscriberPreferences: Symbol.for('newsletter.SaveSubscriberPreferences'),
  /** `Unsubscribe` bound to its ports. */
  unsubscribe: Symbol.for('newsletter.Unsubscribe'),
  /** `NewsletterPostResult | null`: the outcome of a sign-up posted without JavaScript (the answer page shows it). */
  postResult: Symbol.for('newsletter.PostResult'),
  /** `'confirmed' | 'failed' | null`: a confirmation posted without JavaScript. */
  confirmPostResult: Symbol.for('newsletter.ConfirmPostResult'),
} as const;
