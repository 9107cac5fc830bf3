import { describe, expect, it } from 'vitest';
import { DomEventCookieConsent, OPEN_CONSENT_SETTINGS_EVENT } from '../../../adapters/browser/dom-event-cookie-consent';

describe('cookie consent through a DOM event', () => {
  it('dispatches the open-settings event the consent platform listens for', () => {
    const target = new EventTarget();
    const seen: string[] = [];
    target.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, (event) => seen.push(event.type));
    new DomEventCookieConsent(target).openSettings();
    expect(seen).toEqual(['storefront:open-cookie-consent']);
  });
});
