// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/country/locale';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';
import { signInFailureMessage } from '../../../ui/session/sign-in-failure';

const throttled = (retryAfterSeconds?: number) => ({ kind: 'TOO_MANY_ATTEMPTS' as const, retryAfterSeconds });

describe('the throttled sign-in message', () => {
  it('names the lock the service set, in seconds under a minute and whole minutes above, with each language’s plural', async () => {
    const de = (await loadCatalogue('de-DE')).session;
    expect(signInFailureMessage(de, throttled(30), 'de-DE')).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 30 Sekunden erneut.',
    );
    expect(signInFailureMessage(de, throttled(1), 'de-DE')).toContain('in 1 Sekunde erneut');
    expect(signInFailureMessage(de, throttled(61), 'de-DE')).toContain('in 2 Minuten erneut');
    expect(signInFailureMessage(de, throttled(60), 'de-DE')).toContain('in 1 Minute erneut');
    const pl = (await loadCatalogue('pl-PL')).session;
    expect(signInFailureMessage(pl, throttled(2), 'pl-PL')).toContain('za 2 sekundy');
    expect(signInFailureMessage(pl, throttled(30), 'pl-PL')).toContain('za 30 sekund');
    expect(signInFailureMessage(pl, throttled(22), 'pl-PL')).toContain('za 22 sekundy');
    expect(signInFailureMessage(pl, throttled(900), 'pl-PL')).toContain('za 15 minut');
    // Without a lock named, the general message.
    expect(signInFailureMessage(de, throttled(), 'de-DE')).toBe(de.tooManyAttempts);
  });

  it.each(LOCALES)('states the number in %s, never "a few minutes" for a 30 s lock', async (locale) => {
    const copy = (await loadCatalogue(locale)).session;
    for (const seconds of [1, 2, 5, 30, 90, 900]) {
      const message = signInFailureMessage(copy, throttled(seconds), locale);
      expect(message).toContain(String(seconds < 60 ? seconds : Math.ceil(seconds / 60)));
      expect(message).not.toContain('{');
    }
  });
});
