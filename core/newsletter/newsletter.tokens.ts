import { token } from '../shared/token';
import type { ConfirmSubscription } from './confirm-subscription.use-case';
import type { ConfirmationController, ConfirmationSnapshot } from './confirm-subscription.controller';
import type { LoadNewsletterPrefill } from './load-newsletter-prefill.use-case';
import type { LoadSubscriber } from './load-subscriber.use-case';
import type { NewsletterGateway } from './newsletter-gateway.port';
import type { PagePrefill } from './newsletter-prefill';
import type { NewsletterSignupSnapshot } from './newsletter-signup.snapshot';
import type { SaveSubscriberPreferences } from './save-subscriber-preferences.use-case';
import type { SubscribeToNewsletter } from './subscribe-to-newsletter.use-case';
import type { PreferencesSnapshot } from './subscriber-preferences.snapshot';
import type { SubscriberPreferencesController } from './subscriber-preferences.controller';
import type { Unsubscribe } from './unsubscribe.use-case';
/** Injection tokens of the newsletter context. */
export const NEWSLETTER_TOKENS = {
  gateway: token<NewsletterGateway>('newsletter.NewsletterGateway'),
  /** `SubscribeToNewsletter` bound to its ports. */
  subscribe: token<SubscribeToNewsletter>('newsletter.SubscribeToNewsletter'),
  /** `LoadNewsletterPrefill` bound to its ports. */
  prefill: token<LoadNewsletterPrefill>('newsletter.LoadNewsletterPrefill'),
  /** `ConfirmSubscription` bound to its ports. */
  confirm: token<ConfirmSubscription>('newsletter.ConfirmSubscription'),
  /**
   * Builds the confirmation page's controller over the bound use case: the one factory the server's post and any
   * browser caller share.
   */
  confirmationController: token<(initial?: ConfirmationSnapshot) => ConfirmationController>('newsletter.ConfirmationController'),
  /**
   * Builds the preferences page's controller (from a state the server decided, or loading): the one factory the page's
   * hook and the server's GET and posts share.
   */
  preferencesController: token<(initial?: PreferencesSnapshot) => SubscriberPreferencesController>('newsletter.PreferencesController'),
  /** `LoadSubscriber` bound to its ports (the preferences page). */
  loadSubscriber: token<LoadSubscriber>('newsletter.LoadSubscriber'),
  /** `SaveSubscriberPreferences` bound to its ports. */
  saveSubscriberPreferences: token<SaveSubscriberPreferences>('newsletter.SaveSubscriberPreferences'),
  /** `Unsubscribe` bound to its ports. */
  unsubscribe: token<Unsubscribe>('newsletter.Unsubscribe'),
  /** `NewsletterSignupSnapshot | null`: the sign-up's state after a post without JavaScript (the answer page shows it). */
  postResult: token<NewsletterSignupSnapshot | null>('newsletter.PostResult'),
  /**
   * `PagePrefill | null`: the signed-in customer's prefill the server read for the page (null: none read, the widget
   * reads it itself); the widget starts from it, so the browser does not ask for base data again.
   */
  pagePrefill: token<PagePrefill | null>('newsletter.PagePrefill'),
  /** `ConfirmationSnapshot | null`: the confirmation page's state as the server decided it (a posted confirmation). */
  confirmation: token<ConfirmationSnapshot | null>('newsletter.Confirmation'),
  /** `PreferencesSnapshot | null`: the preferences page's state as the server decided it (loaded, or a posted form). */
  preferences: token<PreferencesSnapshot | null>('newsletter.Preferences'),
} as const;
