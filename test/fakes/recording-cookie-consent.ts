import type { CookieConsent } from '../../core/footer/cookie-consent.port';

/** Counts how often the consent settings were asked for. */
export class RecordingCookieConsent implements CookieConsent {
  opened = 0;
  openSettings(): void {
    this.opened += 1;
  }
}
