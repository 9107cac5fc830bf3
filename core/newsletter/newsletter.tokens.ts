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
  /** `ConfirmationSnapshot | null`: the confirmation page's state as the server decided it (a posted confirmation). */
  confirmation: Symbol.for('newsletter.Confirmation'),
  /** `PreferencesSnapshot | null`: the preferences page's state as the server decided it (loaded, or a posted form). */
  preferences: Symbol.for('newsletter.Preferences'),
} as const;
