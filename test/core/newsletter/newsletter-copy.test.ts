import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/country/locale';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';
import { formatMessage } from '../../../core/validation/validation.messages';
import en from '../../../core/newsletter/copy/en';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}|\[(\w+)\]/g)].map((m) => m[0]).sort();

describe('newsletter copy', () => {
  it('uses the spec’s English texts', () => {
    expect(en.errors.emailRequired).toBe('The e-mail address is a required field.');
    expect(en.errors.emailInvalid).toBe('please enter a valid e-mail address');
    expect(en.errors.nameInvalid).toBe('this field contains invalid characters');
    expect(en.errors.salutationRequired).toBe('salutation is required');
    expect(en.errors.legalConsentRequired).toBe('please give your commercial electronic message consent to subscribe');
    expect(en.errorGeneric).toBe('For technical reasons newsletter sign-up is not possible. Please try again later!');
    expect(en.invalidLink).toBe('Unfortunately this link is no longer valid. Please sign up for the newsletter again.');
  });

  it.each(LOCALES)('%s has every text, with the same placeholders and link slots as English, in its own words', async (locale) => {
    const copy = (await loadCatalogue(locale)).newsletter;
    const pairs: Array<[string, string]> = [
      [copy.intro, en.intro], [copy.legalNotice, en.legalNotice], [copy.minimumAge, en.minimumAge], [copy.unconfirmedDeletion, en.unconfirmedDeletion],
      [copy.inactivityStop, en.inactivityStop], [copy.voucherValidity, en.voucherValidity], [copy.privacyHint, en.privacyHint],
      [copy.voucherFootnote, en.voucherFootnote], [copy.successText, en.successText], [copy.discountFormat, en.discountFormat],
    ];
    for (const [text, english] of pairs) expect(placeholders(text)).toEqual(placeholders(english));
    for (const value of [copy.title, copy.submit, copy.emailLabel, ...Object.values(copy.errors), ...Object.values(copy.preferences.topics)]) {
      expect(value.trim()).not.toBe('');
    }
    if (locale !== 'en') expect(copy.errorGeneric).not.toBe(en.errorGeneric);
    // A 429 has its own message (too many attempts), never the generic one.
    expect(copy.errorTooManyAttempts.trim()).not.toBe('');
    expect(copy.errorTooManyAttempts).not.toBe(copy.errorGeneric);
    if (locale !== 'en') expect(copy.errorTooManyAttempts).not.toBe(en.errorTooManyAttempts);
  });

  it('writes the discount 10% everywhere, and %10 in Turkish', async () => {
    expect(formatMessage((await loadCatalogue('tr-TR')).newsletter.discountFormat, { percent: 10 })).toBe('%10');
    expect(formatMessage((await loadCatalogue('de-DE')).newsletter.discountFormat, { percent: 10 })).toBe('10%');
    expect(formatMessage((await loadCatalogue('cs-CZ')).newsletter.discountFormat, { percent: 10 })).toBe('10 %');
  });
});
