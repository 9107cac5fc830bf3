import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../../../core/country/country';
import { EMPTY_NEWSLETTER_FORM, type NewsletterField, type NewsletterFormValues } from '../../../core/newsletter/newsletter-form';
import {
  newsletterFieldOrder,
  newsletterValidationFor,
  validateNewsletterField,
  validateNewsletterForm,
} from '../../../core/newsletter/newsletter-form-rules';
import { isFieldShown, newsletterRulesAt, newsletterRulesFor } from '../../../core/newsletter/newsletter-country-rules';

const form = (values: Partial<NewsletterFormValues>): NewsletterFormValues => ({ ...EMPTY_NEWSLETTER_FORM, ...values });
const check = (country: CountryCode, field: NewsletterField, values: Partial<NewsletterFormValues>) =>
  validateNewsletterField(country, field, form(values));

const NAMES_SHOWN: readonly CountryCode[] = ['HU', 'AT', 'TR'];
const NAMES_REQUIRED: readonly CountryCode[] = ['HU', 'TR'];

describe.each(COUNTRY_CODES)('newsletter form rules for %s', (country) => {
  it.each([
    ['empty', '', 'emailRequired'],
    ['blank', '   ', 'emailRequired'],
    ['no @', 'anna', 'emailInvalid'],
    ['no domain', 'anna@', 'emailInvalid'],
    ['no top-level domain', 'anna@shop', 'emailInvalid'],
    ['a space', 'an na@shop.de', 'emailInvalid'],
    ['257 characters', `${'a'.repeat(252)}@x.de`, 'emailInvalid'],
    ['256 characters', `${'a'.repeat(251)}@x.de`, undefined],
    ['a plain address', 'anna@shop.de', undefined],
    ['a padded sub-addressed one', '  anna.schmidt+news@bohne-haus.co.uk ', undefined],
  ])('email with %s -> %s', (_label, email, expected) => {
    expect(check(country, 'email', { email })).toBe(expected);
  });

  const shown = NAMES_SHOWN.includes(country);
  const required = NAMES_REQUIRED.includes(country);
  it.each(['firstName', 'lastName'] as const)(`${shown ? 'checks' : 'ignores'} %s`, (field) => {
    const key = field === 'firstName' ? 'firstNameRequired' : 'lastNameRequired';
    expect(check(country, field, { [field]: '' })).toBe(required ? key : undefined);
    expect(check(country, field, { [field]: "Zoë O'Brien-Müller (Jr.) & Co, 2/3 ´`+" })).toBeUndefined();
    expect(check(country, field, { [field]: 'Ayşe Şükrü Çağlar' })).toBeUndefined();
    expect(check(country, field, { [field]: 'O’Neil‐Smith – D‘Arcy' })).toBeUndefined();
    expect(check(country, field, { [field]: 'x'.repeat(40) })).toBeUndefined();
    expect(check(country, field, { [field]: 'x'.repeat(41) })).toBe(shown ? 'nameTooLong' : undefined);
    expect(check(country, field, { [field]: 'Anna <b>' })).toBe(shown ? 'nameInvalid' : undefined);
    expect(check(country, field, { [field]: 'Anna_Schmidt' })).toBe(shown ? 'nameInvalid' : undefined);
    expect(check(country, field, { [field]: 'www.spam.de' })).toBe(shown ? 'nameInvalid' : undefined);
    expect(check(country, field, { [field]: 'buy at shop.com now' })).toBe(shown ? 'nameInvalid' : undefined);
    expect(check(country, field, { [field]: 'http://x' })).toBe(shown ? 'nameInvalid' : undefined);
    expect(isFieldShown(newsletterRulesFor(country), field)).toBe(shown);
  });

  it(country === 'HU' ? 'requires a salutation' : country === 'AT' ? 'offers an optional salutation' : 'has no salutation', () => {
    expect(check(country, 'salutation', { salutation: '' })).toBe(country === 'HU' ? 'salutationRequired' : undefined);
    expect(check(country, 'salutation', { salutation: 'DIVERS' })).toBeUndefined();
    expect(isFieldShown(newsletterRulesFor(country), 'salutation')).toBe(country === 'HU' || country === 'AT');
  });

  it(country === 'TR' ? 'requires the commercial-message consent' : 'has no legal consent checkbox', () => {
    expect(check(country, 'legals', { legals: [] })).toBe(country === 'TR' ? 'legalConsentRequired' : undefined);
    expect(check(country, 'legals', { legals: ['NEWSLETTER'] })).toBeUndefined();
  });

  it('states the minimum age and discount of spec 9', () => {
    expect(newsletterRulesFor(country).minimumAge).toBe(country === 'CZ' || country === 'SK' ? 18 : 16);
    expect(newsletterRulesFor(country).discountPercent).toBe(10);
  });
});

describe('newsletter form as a whole', () => {
  it('lists every failing field of a HU form and none of a complete one', () => {
    expect(validateNewsletterForm('HU', form({ email: 'x' }))).toEqual({
      email: 'emailInvalid',
      salutation: 'salutationRequired',
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
    });
    expect(
      validateNewsletterForm('HU', form({ email: 'zs@example.hu', salutation: 'MRS', firstName: 'Zsófia', lastName: 'Nagy' })),
    ).toEqual({});
  });

  it("builds each storefront's rules once: blur and submit use the same checks", () => {
    expect(newsletterValidationFor('HU')).toBe(newsletterValidationFor('HU'));
    expect(newsletterValidationFor('HU').field('lastName', form({}))).toBe('lastNameRequired');
  });

  it('orders the fields as the form shows them: HU asks for the family name first', () => {
    expect(newsletterFieldOrder(newsletterRulesFor('HU'))).toEqual(['email', 'salutation', 'lastName', 'firstName', 'legals']);
    expect(newsletterFieldOrder(newsletterRulesFor('TR'))).toEqual(['email', 'salutation', 'firstName', 'lastName', 'legals']);
  });

  it('needs only a valid email in DE, whatever else the values hold', () => {
    expect(validateNewsletterForm('DE', form({ email: 'a@b.de', firstName: 'www.x.de' }))).toEqual({});
  });

  it('keeps TR data rules: deletion after 14 days, stop after 2 years; HU voucher one month', () => {
    expect(newsletterRulesFor('TR')).toMatchObject({ unconfirmedDeletionDays: 14, inactivityStopYears: 2, legalConsent: true });
    expect(newsletterRulesFor('HU').voucherValidityMonths).toBe(1);
    expect(COUNTRY_CODES.filter((c) => newsletterRulesFor(c).unconfirmedDeletionDays !== null)).toEqual(['TR']);
  });
});

describe('the name rule (property)', () => {
  const label = fc.stringMatching(/^[a-z0-9-]{1,12}$/).filter((s) => /[a-z0-9]$/.test(s) && /^[a-z0-9]/.test(s));
  const tld = fc.constantFrom('de', 'com', 'org', 'hu', 'com.tr', 'co.uk', 'shop', 'info', 'DE', 'Com');
  const text = fc.stringMatching(/^[A-Za-zäöüéőşç' -]{0,8}$/);

  it('never admits a URL or domain-like text, wherever it stands', PROPERTY, () => {
    const urlLike = fc.oneof(
      fc.tuple(label, tld).map(([host, suffix]) => `${host}.${suffix}`),
      fc.tuple(fc.constantFrom('http://', 'https://', 'ftp://', 'HTTP://'), label).map(([scheme, host]) => `${scheme}${host}`),
      label.map((host) => `www.${host}`),
    );
    fc.assert(
      fc.property(text, urlLike, text, (before, url, after) => {
        const name = `${before}${before ? ' ' : ''}${url}${after ? ' ' : ''}${after}`.slice(0, 40);
        fc.pre(name.includes(url));
        expect(check('TR', 'firstName', { firstName: name })).toBe('nameInvalid');
      }),
    );
  });

  it('admits ordinary names of up to 40 letters, spaces, apostrophes and hyphens', PROPERTY, () => {
    const word = fc.stringMatching(/^[A-ZÁÉÖÜŞÇ][a-zäöüßéáőűíóúçğışñ]{1,10}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), fc.constantFrom(' ', '-', "'"), (words, joiner) => {
        const name = words.join(joiner).slice(0, 40);
        expect(check('HU', 'lastName', { lastName: name })).toBeUndefined();
      }),
    );
  });
});

describe('the newsletter copy’s shop links where the widget is', () => {
  it('maps every link and nothing else: the AT storefront’s links under /at, at the shop when embedded', () => {
    const rules = newsletterRulesFor('AT');
    const at = newsletterRulesAt(rules, (href) => `https://shop.example/at${href}`);
    expect(at.links).toEqual({
      voucherConditions: 'https://shop.example/at/c/gutscheinbedingungen',
      privacy: 'https://shop.example/at/privacy',
      contact: 'https://shop.example/at/contact',
      sampleNewsletter: 'https://shop.example/at/newsletter-beispiel',
    });
    expect({ ...at, links: rules.links }).toEqual(rules);
  });
});
