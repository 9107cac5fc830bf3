import type { CookieConsent } from './cookie-consent.port';

/** The legal bar's cookie-settings entry: what the shopper can do with it. */
export interface ConsentSettings {
  /** The shopper pressed the entry: the consent platform opens its settings layer (an action; no URL is followed). */
  open(): void;
}

/**
 * The cookie-settings entry (spec 2.2: a legal link whose target is a script URL opens the cookie consent settings). It
 * has no state of its own: the consent platform draws its layer. Whatever UI shows the entry (the footer's DOM island,
 * a custom element) drives this controller, so the content's script URL is never executed anywhere.
 */
export const createConsentSettings = (consent: CookieConsent): ConsentSettings => ({
  open: () => consent.openSettings(),
});
