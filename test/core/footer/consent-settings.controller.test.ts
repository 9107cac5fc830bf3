// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createConsentSettings } from '../../../core/footer/consent-settings.controller';
import type { CookieConsent } from '../../../core/footer/cookie-consent.port';

describe('cookie-settings entry controller (spec 2.2, legal links)', () => {
  it('asks the consent platform to open its settings each time the entry is pressed', () => {
    const opened: string[] = [];
    const consent: CookieConsent = { openSettings: () => opened.push('settings') };
    const entry = createConsentSettings(consent);
    expect(opened).toEqual([]);
    entry.open();
    entry.open();
    expect(opened).toEqual(['settings', 'settings']);
  });
});
