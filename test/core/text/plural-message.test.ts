import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../core/country/locale';
import { formatPlural, pluralCategory, PLURAL_CATEGORIES, type PluralMessage } from '../../../core/text/plural-message';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';

const months: PluralMessage = { one: '{count} miesiąc', few: '{count} miesiące', many: '{count} miesięcy', other: '{count} miesiąca' };

describe('plural categories per locale', () => {
  it.each(LOCALES)('%s names exactly the categories Intl.PluralRules knows for its language', (locale) => {
    expect([...PLURAL_CATEGORIES[locale]].sort()).toEqual([...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort());
  });
});

describe('formatPlural', () => {
  it('writes Polish months for 1, 2, 5 and 22 (one, few, many, few)', () => {
    expect([1, 2, 5, 22].map((n) => formatPlural('pl-PL', months, n))).toEqual(['1 miesiąc', '2 miesiące', '5 miesięcy', '22 miesiące']);
    expect([12, 14, 21, 24, 112].map((n) => pluralCategory('pl-PL', n))).toEqual(['many', 'many', 'many', 'few', 'many']);
  });

  it('writes a fraction with the locale’s decimal mark, in its own category', () => {
    expect(formatPlural('pl-PL', months, 1.5)).toBe('1,5 miesiąca');
    expect(pluralCategory('cs-CZ', 1.5)).toBe('many');
  });

  it('falls back to other when a message lacks the category', () => {
    expect(formatPlural('pl-PL', { other: '{count} x' }, 2)).toBe('2 x');
  });

  it('fills further placeholders and leaves unknown ones', () => {
    expect(formatPlural('en', { one: '{count} {unit} for {name}', other: '{count} {unit}s for {name}' }, 3, { unit: 'day' })).toBe(
      '3 days for {name}',
    );
  });

  it('picks the form Intl.PluralRules selects, for any count and locale', PROPERTY, () => {
    const forms = { zero: 'zero', one: 'one', two: 'two', few: 'few', many: 'many', other: 'other' };
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 0, max: 10_000 }), (locale, n) => {
        expect(formatPlural(locale, forms, n)).toBe(new Intl.PluralRules(locale).select(n));
      }),
    );
  });
});

describe('plural copy, as shoppers read it', () => {
  const newsletter = async (locale: Parameters<typeof loadCatalogue>[0]) => (await loadCatalogue(locale)).newsletter;

  it('pl: the voucher months, the inactivity years and the minimum age', async () => {
    const copy = await newsletter('pl-PL');
    expect([1, 2, 5, 22].map((n) => formatPlural('pl-PL', copy.voucherValidity, n).split(' od ')[0])).toEqual([
      'Bon powitalny jest ważny przez 1 miesiąc',
      'Bon powitalny jest ważny przez 2 miesiące',
      'Bon powitalny jest ważny przez 5 miesięcy',
      'Bon powitalny jest ważny przez 22 miesiące',
    ]);
    expect(formatPlural('pl-PL', copy.inactivityStop, 2)).toBe(
      'Jeśli przez 2 lata nie otworzysz żadnego newslettera, przestaniemy go wysyłać.',
    );
    expect(formatPlural('pl-PL', copy.inactivityStop, 5)).toBe(
      'Jeśli przez 5 lat nie otworzysz żadnego newslettera, przestaniemy go wysyłać.',
    );
    expect(formatPlural('pl-PL', copy.minimumAge, 16)).toBe('Zapisując się, potwierdzasz, że masz ukończone 16 lat.');
    expect(formatPlural('pl-PL', copy.minimumAge, 22)).toBe('Zapisując się, potwierdzasz, że masz ukończone 22 lata.');
    expect(formatPlural('pl-PL', copy.unconfirmedDeletion, 1)).toBe(
      'Jeśli nie potwierdzisz zapisu w ciągu 1 dnia, Twoje dane zostaną usunięte.',
    );
  });

  it('cs and sk: one, few (2–4) and other (5+)', async () => {
    const cs = await newsletter('cs-CZ');
    expect([1, 2, 5].map((n) => formatPlural('cs-CZ', cs.voucherValidity, n).split(' od ')[0])).toEqual([
      'Uvítací poukaz platí 1 měsíc',
      'Uvítací poukaz platí 2 měsíce',
      'Uvítací poukaz platí 5 měsíců',
    ]);
    expect(formatPlural('cs-CZ', cs.minimumAge, 18)).toBe('Přihlášením potvrzujete, že je vám alespoň 18 let.');
    expect(formatPlural('cs-CZ', cs.inactivityStop, 2)).toBe('Pokud 2 roky neotevřete žádný náš newsletter, přestaneme vám ho zasílat.');
    const sk = await newsletter('sk-SK');
    expect([1, 2, 5].map((n) => formatPlural('sk-SK', sk.voucherValidity, n).split(' od ')[0])).toEqual([
      'Uvítací poukaz platí 1 mesiac',
      'Uvítací poukaz platí 2 mesiace',
      'Uvítací poukaz platí 5 mesiacov',
    ]);
    expect(formatPlural('sk-SK', sk.minimumAge, 18)).toBe('Prihlásením potvrdzujete, že máte aspoň 18 rokov.');
    expect(formatPlural('sk-SK', sk.unconfirmedDeletion, 1)).toBe('Ak prihlásenie nepotvrdíte do 1 dňa, vaše údaje budú vymazané.');
  });

  it('hu and tr: the noun stays singular after a number', async () => {
    const hu = await newsletter('hu-HU');
    expect(formatPlural('hu-HU', hu.voucherValidity, 1)).toBe(
      'Az üdvözlő kupon a regisztrációtól számított 1 hónapig érvényes, és egyszer használható fel.',
    );
    expect(formatPlural('hu-HU', hu.voucherValidity, 3)).toBe(
      'Az üdvözlő kupon a regisztrációtól számított 3 hónapig érvényes, és egyszer használható fel.',
    );
    const tr = await newsletter('tr-TR');
    expect(formatPlural('tr-TR', tr.unconfirmedDeletion, 14)).toBe('Kaydınızı 14 gün içinde onaylamazsanız verileriniz silinir.');
    expect(formatPlural('tr-TR', tr.inactivityStop, 1)).toBe('Bültenlerimizden hiçbirini 1 yıl boyunca açmazsanız gönderimi durdururuz.');
  });

  it('de and fr: one and other', async () => {
    const de = await newsletter('de-DE');
    expect(formatPlural('de-DE', de.voucherValidity, 1)).toBe(
      'Der Willkommensgutschein ist 1 Monat ab der Anmeldung gültig und einmal einlösbar.',
    );
    expect(formatPlural('de-DE', de.voucherValidity, 2)).toBe(
      'Der Willkommensgutschein ist 2 Monate ab der Anmeldung gültig und einmal einlösbar.',
    );
    expect(formatPlural('de-DE', de.unconfirmedDeletion, 14)).toBe(
      'Bestätigen Sie Ihre Anmeldung nicht innerhalb von 14 Tagen, werden Ihre Daten gelöscht.',
    );
    const fr = await newsletter('fr-CH');
    expect(formatPlural('fr-CH', fr.inactivityStop, 1)).toBe(
      'Si vous n’ouvrez aucune de nos newsletters pendant 1 an, nous cesserons de vous les envoyer.',
    );
    expect(formatPlural('fr-CH', fr.inactivityStop, 2)).toBe(
      'Si vous n’ouvrez aucune de nos newsletters pendant 2 ans, nous cesserons de vous les envoyer.',
    );
    expect(formatPlural('fr-CH', fr.minimumAge, 16)).toBe('En vous abonnant, vous confirmez avoir au moins 16 ans.');
  });
});
