import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/country/locale';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';
import { PLURAL_CATEGORIES } from '../../../core/text/plural-message';
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
      [copy.intro, en.intro],
      [copy.legalNotice, en.legalNotice],
      [copy.privacyHint, en.privacyHint],
      [copy.voucherFootnote, en.voucherFootnote],
      [copy.successText, en.successText],
    ];
    for (const [text, english] of pairs) expect(placeholders(text)).toEqual(placeholders(english));
    // Plural messages: exactly the forms of the language, each with the number in it.
    for (const message of [copy.minimumAge, copy.unconfirmedDeletion, copy.inactivityStop, copy.voucherValidity]) {
      expect(Object.keys(message).sort()).toEqual([...PLURAL_CATEGORIES[locale]].sort());
      for (const form of Object.values(message)) expect(placeholders(form)).toEqual(['{count}']);
    }
    for (const value of [
      copy.title,
      copy.submit,
      copy.emailLabel,
      ...Object.values(copy.errors),
      ...Object.values(copy.preferences.topics),
    ]) {
      expect(value.trim()).not.toBe('');
    }
    if (locale !== 'en') expect(copy.errorGeneric).not.toBe(en.errorGeneric);
    // A 429 has its own message (too many attempts), never the generic one.
    expect(copy.errorTooManyAttempts.trim()).not.toBe('');
    expect(copy.errorTooManyAttempts).not.toBe(copy.errorGeneric);
    if (locale !== 'en') expect(copy.errorTooManyAttempts).not.toBe(en.errorTooManyAttempts);
    // A sign-up whose answer came too late may be stored: its own message, never the failure's.
    expect(copy.sentUnconfirmed.trim()).not.toBe('');
    expect(copy.sentUnconfirmed).not.toBe(copy.errorGeneric);
    if (locale !== 'en') expect(copy.sentUnconfirmed).not.toBe(en.sentUnconfirmed);
  });

  it('leaves the discount’s number and percent sign to Intl (no per-locale format string)', async () => {
    for (const locale of LOCALES) expect((await loadCatalogue(locale)).newsletter.intro).not.toMatch(/%|\{percent\}/);
  });
});

describe('the confirmation page and the mails agree', () => {
  it.each(LOCALES)('%s: the "already confirmed" page names the link by the words the mail gives it', async (locale) => {
    const copy = (await loadCatalogue(locale)).newsletter;
    const linkName = copy.mail.preferencesText.replace(/\s*:\s*$/, '');
    expect(copy.confirm.alreadyText).toContain(linkName);
  });

  it('Turkish copy quotes with Turkish quotation marks (“…”), never German-style („…“)', async () => {
    const catalogue = await loadCatalogue('tr-TR');
    const texts = JSON.stringify(catalogue);
    expect(texts).not.toMatch(/[„‚«»]/);
    expect(catalogue.newsletter.confirm.alreadyText).toMatch(/“[^”„]+”/);
  });
});
