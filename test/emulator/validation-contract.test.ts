import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, type CountryCode } from '../../core/country/country';
import { isFieldShown, newsletterRulesFor } from '../../core/newsletter/newsletter-country-rules';
import { LegalTextCodec } from '../../core/newsletter/legal-texts';
import {
  ConsentKindCodec,
  EMPTY_NEWSLETTER_FORM,
  SALUTATIONS as EVERY_SALUTATION,
  TOPICS,
  type NewsletterFormValues,
} from '../../core/newsletter/newsletter-form';
import { invalidFields, validateNewsletterForm } from '../../core/newsletter/newsletter-form-rules';
import { toSubscriptionPayload } from '../../core/newsletter/newsletter-payload';
import { toUpdateRequest, validatePreferences, type PreferencesValues } from '../../core/newsletter/subscriber-preferences.use-case';
import { SignUpBody, UpdateSubscriberBody } from '../../emulator/services/newsletter-payloads';
import { preferencesProblems, signUpProblems, type FieldProblems } from '../../emulator/services/newsletter-rules';
import { normaliseEmail } from '../../emulator/services/newsletter-store';

/**
 * The contract between the storefront's validators (core) and the newsletter service's own rules (emulator), both
 * written from spec 5.1: one table of cases, each run through the front end's check of what the shopper typed and
 * the service's check of what the front end sends. A case on which they disagree is listed with both answers.
 */

type Verdict = 'valid' | 'invalid';
interface Case {
  readonly what: string;
  /** What spec 5.1 says of it, so a disagreement can be settled without reading either implementation. */
  readonly spec: Verdict;
}

const EMAILS: readonly (Case & { readonly email: string })[] = [
  { what: 'a plain address', email: 'max@example.org', spec: 'valid' },
  { what: 'sub-domains and a plus tag', email: 'a.b+news@mail.example.co.uk', spec: 'valid' },
  { what: 'an apostrophe in the local part', email: "o'neil@example.ie", spec: 'valid' },
  { what: 'a punycode domain', email: 'kunde@xn--bcher-kva.de', spec: 'valid' },
  { what: 'upper case', email: 'MAX@EXAMPLE.ORG', spec: 'valid' },
  { what: 'spaces around it (trimmed)', email: '  max@example.org ', spec: 'valid' },
  { what: 'exactly 256 characters', email: `${'a'.repeat(244)}@example.org`, spec: 'valid' },
  { what: 'nothing', email: '', spec: 'invalid' },
  { what: 'only spaces', email: '   ', spec: 'invalid' },
  { what: '257 characters', email: `${'a'.repeat(245)}@example.org`, spec: 'invalid' },
  { what: 'no @', email: 'max.example.org', spec: 'invalid' },
  { what: 'no domain', email: 'max@', spec: 'invalid' },
  { what: 'no local part', email: '@example.org', spec: 'invalid' },
  { what: 'no top-level domain', email: 'max@localhost', spec: 'invalid' },
  { what: 'a one-letter top-level domain', email: 'max@example.o', spec: 'invalid' },
  { what: 'a numeric top-level domain', email: 'max@example.123', spec: 'invalid' },
  { what: 'two @', email: 'max@@example.org', spec: 'invalid' },
  { what: 'a leading dot', email: '.max@example.org', spec: 'invalid' },
  { what: 'a trailing dot in the local part', email: 'max.@example.org', spec: 'invalid' },
  { what: 'two dots in a row', email: 'max..moritz@example.org', spec: 'invalid' },
  { what: 'an empty domain label', email: 'max@example..org', spec: 'invalid' },
  { what: 'a label starting with a hyphen', email: 'max@-example.org', spec: 'invalid' },
  { what: 'a space inside', email: 'max mustermann@example.org', spec: 'invalid' },
  { what: 'a non-ASCII local part', email: 'müller@example.de', spec: 'invalid' },
  { what: 'an address literal', email: 'max@[127.0.0.1]', spec: 'invalid' },
  { what: 'a trailing dot in the domain', email: 'max@example.org.', spec: 'invalid' },
];

const NAMES: readonly (Case & { readonly name: string })[] = [
  { what: 'letters with accents', name: 'Zsófia', spec: 'valid' },
  { what: 'Turkish letters', name: 'Şükrü Çağlar', spec: 'valid' },
  { what: 'a letter and a combining mark', name: 'Rene\u0301', spec: 'valid' },
  { what: 'another script', name: '李小龍', spec: 'valid' },
  { what: 'an apostrophe', name: "O'Neil", spec: 'valid' },
  { what: "a typographic apostrophe (sent as ')", name: 'O’Neil', spec: 'valid' },
  { what: 'a hyphen and a dash (sent as -)', name: 'Müller–Lüdenscheidt', spec: 'valid' },
  { what: 'every listed sign', name: "A+B & C'D `E´ ,(F)/G.-", spec: 'valid' },
  { what: 'digits', name: 'Louis 14', spec: 'valid' },
  { what: 'initials with dots', name: 'J. R. R.', spec: 'valid' },
  { what: 'a title with a dot and a space', name: 'St. John', spec: 'valid' },
  { what: '40 characters', name: 'a'.repeat(40), spec: 'valid' },
  { what: '41 characters', name: 'a'.repeat(41), spec: 'invalid' },
  { what: 'an underscore', name: 'max_mustermann', spec: 'invalid' },
  { what: 'an @', name: 'max@home', spec: 'invalid' },
  { what: 'an exclamation mark', name: 'Max!', spec: 'invalid' },
  { what: 'angle brackets', name: '<b>Max</b>', spec: 'invalid' },
  { what: 'a URL with a scheme', name: 'http://x', spec: 'invalid' },
  { what: 'www.', name: 'visit www.spam', spec: 'invalid' },
  { what: 'a domain', name: 'spam.com', spec: 'invalid' },
  { what: 'a domain with a path', name: 'shop.de/deal', spec: 'invalid' },
  { what: 'a domain in a sentence', name: 'Buy at spam.com now', spec: 'invalid' },
  { what: 'a domain ending a sentence', name: 'Visit spam.com.', spec: 'invalid' },
  { what: 'a domain before a comma', name: 'spam.com, Max', spec: 'invalid' },
];

const SALUTATIONS: readonly (Case & { readonly salutation: NewsletterFormValues['salutation'] })[] = [
  { what: 'chosen', salutation: 'MRS', spec: 'valid' },
  { what: 'not chosen', salutation: '', spec: 'valid' },
];

type Field = 'email' | 'salutation' | 'firstName' | 'lastName';
/** The fields each side refused, sorted; the legal checkbox is never sent, so only core checks it. */
const refused = (fields: readonly string[]): Field[] =>
  fields.filter((field): field is Field => field !== 'legals').sort((a, b) => a.localeCompare(b));
const refusedByService = (problems: FieldProblems): Field[] => refused(Object.keys(problems));

/** A complete, valid sign-up of a storefront, to change one field of. */
const validSignUp = (country: CountryCode): NewsletterFormValues => ({
  ...EMPTY_NEWSLETTER_FORM,
  email: 'max@example.org',
  ...(newsletterRulesFor(country).salutation === 'required' ? { salutation: 'MR' } : {}),
  ...(newsletterRulesFor(country).names === 'required' ? { firstName: 'Max', lastName: 'Muster' } : {}),
  legals: ['NEWSLETTER'],
});
const validPreferences = (country: CountryCode): PreferencesValues => {
  const { salutation, firstName, lastName } = validSignUp(country);
  return { salutation, firstName, lastName, topics: [] };
};

interface Row {
  readonly country: CountryCode;
  readonly form: 'sign-up' | 'preferences';
  readonly what: string;
  readonly core: Field[];
  readonly service: Field[];
}

/** Every case in every storefront, through both sides: the sign-up for the fields that storefront shows, the preferences for names and salutation. */
const rows = (): Row[] => {
  const all: Row[] = [];
  for (const country of COUNTRY_CODES) {
    const rules = newsletterRulesFor(country);
    const signUp = (what: string, change: Partial<NewsletterFormValues>) => {
      const values = { ...validSignUp(country), ...change };
      const payload = toSubscriptionPayload(values);
      const service = signUpProblems(country, { ...payload, email: normaliseEmail(payload.email) });
      all.push({
        country,
        form: 'sign-up',
        what,
        core: refused(invalidFields(validateNewsletterForm(country, values))),
        service: refusedByService(service),
      });
    };
    const preferences = (what: string, change: Partial<PreferencesValues>) => {
      const values = { ...validPreferences(country), ...change };
      const service = preferencesProblems(country, toUpdateRequest(values));
      all.push({
        country,
        form: 'preferences',
        what,
        core: refused(Object.keys(validatePreferences(country, values))),
        service: refusedByService(service),
      });
    };
    for (const { what, email } of EMAILS) signUp(`email: ${what}`, { email });
    for (const { what, salutation } of SALUTATIONS) {
      if (isFieldShown(rules, 'salutation')) signUp(`salutation: ${what}`, { salutation });
      preferences(`salutation: ${what}`, { salutation });
    }
    for (const { what, name } of [
      ...NAMES,
      { what: 'empty', name: '', spec: 'valid' as const },
      { what: 'blank', name: '  ', spec: 'valid' as const },
    ]) {
      if (isFieldShown(rules, 'firstName')) {
        signUp(`firstName: ${what}`, { firstName: name });
        signUp(`lastName: ${what}`, { lastName: name });
      }
      preferences(`firstName: ${what}`, { firstName: name });
      preferences(`lastName: ${what}`, { lastName: name });
    }
  }
  return all;
};

const differences = (table: readonly Row[]): string[] =>
  table
    .filter((row) => row.core.join() !== row.service.join())
    .map(
      (row) =>
        `${row.country} ${row.form} — ${row.what}: core refuses [${row.core.join(', ')}], service refuses [${row.service.join(', ')}]`,
    );

describe('sign-up rules: the storefront (core) and the newsletter service (emulator) agree on every case of spec 5.1', () => {
  const table = rows();

  it('runs every case in every storefront through both sides', () => {
    expect(table.length).toBeGreaterThan(COUNTRY_CODES.length * (EMAILS.length + NAMES.length * 2));
  });

  it('finds no case on which they differ', () => {
    expect(differences(table)).toEqual([]);
  });

  it('refuses what the spec refuses and takes what it takes (so agreeing cannot mean both wrong)', () => {
    for (const country of COUNTRY_CODES) {
      for (const { what, email, spec } of EMAILS) {
        const payload = toSubscriptionPayload({ ...validSignUp(country), email });
        const refusedBy = refusedByService(signUpProblems(country, { ...payload, email: normaliseEmail(payload.email) }));
        expect({ country, what, verdict: refusedBy.includes('email') ? 'invalid' : 'valid' }).toEqual({ country, what, verdict: spec });
      }
      for (const { what, name, spec } of NAMES) {
        const refusedBy = refusedByService(preferencesProblems(country, toUpdateRequest({ ...validPreferences(country), lastName: name })));
        expect({ country, what, verdict: refusedBy.includes('lastName') ? 'invalid' : 'valid' }).toEqual({ country, what, verdict: spec });
      }
    }
  });

  it('requires what spec 5.1 requires: salutation in HU, both names in HU and TR', () => {
    const requiredBy = (country: CountryCode) => refusedByService(signUpProblems(country, { email: 'max@example.org' }));
    expect(Object.fromEntries(COUNTRY_CODES.map((country) => [country, requiredBy(country)]))).toEqual({
      DE: [],
      AT: [],
      CH: [],
      CH_FR: [],
      PL: [],
      CZ: [],
      SK: [],
      HU: ['firstName', 'lastName', 'salutation'],
      TR: ['firstName', 'lastName'],
    });
  });

  it('reads every body the storefront builds: each salutation, consent, legal text and topic it can send', () => {
    const consents = Object.keys(ConsentKindCodec.keys).filter(ConsentKindCodec.is);
    const legalTexts = Object.keys(LegalTextCodec.keys).filter(LegalTextCodec.is);
    for (const salutation of EVERY_SALUTATION) {
      const values = { ...EMPTY_NEWSLETTER_FORM, email: 'max@example.org', salutation, firstName: 'Max', lastName: 'Muster', consents };
      expect(E.isRight(SignUpBody.decode(toSubscriptionPayload(values, {}, legalTexts)))).toBe(true);
      const update = toUpdateRequest({ salutation, firstName: 'Max', lastName: 'Muster', topics: TOPICS });
      expect(E.isRight(UpdateSubscriberBody.decode(update))).toBe(true);
    }
    expect(E.isRight(SignUpBody.decode({ ...toSubscriptionPayload(validSignUp('DE')), salutation: 'DR' }))).toBe(false);
  });
});
