/** The consent management platform: a script-URL legal link opens its settings through this port, never by URL. */
export interface CookieConsent {
  openSettings(): void;
}
