import type { CookieConsent } from '../../core/footer/cookie-consent.port';

/** The event a consent management platform listens for to open its settings layer. */
export const OPEN_CONSENT_SETTINGS_EVENT = 'storefront:open-cookie-consent';

/**
 * CookieConsent for a page whose consent platform is a separate script: dispatches a DOM event on the window, which
 * the platform (or a test) listens for. No URL from the content is ever executed.
 */
export class DomEventCookieConsent implements CookieConsent {
  constructor(private readonly target: EventTarget) {}
  openSettings(): void {
    this.target.dispatchEvent(new CustomEvent(OPEN_CONSENT_SETTINGS_EVENT));
  }
}
