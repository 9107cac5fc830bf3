import type { CountryCode } from '../../core/country/country';

/**
 * The newsletter service's own field rules, written from spec 5.1 and 9 (not imported from the storefront's
 * validators): a back end that checked with the front end's code could never show the two disagreeing.
 * test/emulator/validation-contract.test.ts runs one table of cases through both and fails where they differ.
 */

/** Which rule a field broke, as the service names it in an `invalid_field` problem. */
export type FieldRule = 'required' | 'pattern' | 'maxLength' | 'characters' | 'url';
/** The fields the service checks: the sign-up's and the preferences' (the legal checkbox is never sent). */
export type CheckedField = 'email' | 'salutation' | 'firstName' | 'lastName';
/** The first rule each invalid field broke; empty when the request may be stored. */
export type FieldProblems = Partial<Record<CheckedField, FieldRule>>;

/** Spec 5.1: what a storefront requires besides the address. */
interface StorefrontRules {
  /** Salutation required (HU). */
  readonly salutationRequired: boolean;
  /** First and last name required (HU, TR). */
  readonly namesRequired: boolean;
  /** Spec 9: unconfirmed sign-ups are deleted after this many days (TR: 14), or null. */
  readonly unconfirmedDeletionDays: number | null;
}

const ANY: StorefrontRules = { salutationRequired: false, namesRequired: false, unconfirmedDeletionDays: null };

/** The storefronts whose rules differ from the rest (spec 5.1, 9: HU and TR); any other storefront requires the address only. */
export const SPECIAL_STOREFRONT_RULES: Readonly<Partial<Record<CountryCode, StorefrontRules>>> = {
  HU: { ...ANY, salutationRequired: true, namesRequired: true },
  TR: { ...ANY, namesRequired: true, unconfirmedDeletionDays: 14 },
};

const rulesOf = (country: CountryCode): StorefrontRules => SPECIAL_STOREFRONT_RULES[country] ?? ANY;

/** Spec 5.1 / 9: address at most 256 characters, names at most 40. */
const EMAIL_MAX = 256;
const NAME_MAX = 40;

/** Characters of an address's local part (RFC 5322 atext); dots only between them. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** One host name label: letters, digits and inner hyphens, 1 to 63 characters. */
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** The top-level domain: letters only, at least two. */
const TOP_LEVEL = /^[A-Za-z]{2,63}$/;

/** "A standard e-mail pattern" (spec 5.1): local@host.tld, the host in labels, the last one a letters-only TLD. */
const isEmailAddress = (address: string): boolean => {
  const at = address.lastIndexOf('@');
  if (at <= 0) return false;
  const labels = address.slice(at + 1).split('.');
  const tld = labels.pop() ?? '';
  return LOCAL_PART.test(address.slice(0, at)) && labels.length > 0 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(tld);
};

/** Spec 5.1: letters (with their marks), digits, whitespace and + & ' ` ´ , ( ) / . - — nothing else. */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd}\s+&'`´,()/.-]*$/u;
/** Spec 5.1: no URL or domain-like text — a scheme ("http://"), "www." or a word, a dot and a TLD ("spam.com", "x.de/a"). */
const URL_LIKE = [/[a-z][a-z0-9+.-]*:\/\//i, /(^|[^\p{L}\p{N}])www\./iu, /[\p{L}\p{N}-]+\.[a-z]{2,24}($|[\s/:?#,;)!.])/iu];

const blank = (value: string | undefined): boolean => value === undefined || value.trim() === '';

const nameProblem = (value: string | undefined, required: boolean): FieldRule | undefined => {
  if (blank(value)) return required ? 'required' : undefined;
  const name = value ?? '';
  if (name.length > NAME_MAX) return 'maxLength';
  if (!NAME_CHARACTERS.test(name)) return 'characters';
  return URL_LIKE.some((pattern) => pattern.test(name)) ? 'url' : undefined;
};

const emailProblem = (email: string): FieldRule | undefined => {
  if (blank(email)) return 'required';
  if (email.length > EMAIL_MAX) return 'maxLength';
  return isEmailAddress(email) ? undefined : 'pattern';
};

/** The names and salutation of a sign-up or a preferences update, as a storefront requires them. */
interface PersonalFields {
  readonly salutation?: string | undefined;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
}

const personalProblems = (country: CountryCode, fields: PersonalFields): FieldProblems => {
  const rules = rulesOf(country);
  const problems: FieldProblems = {};
  if (rules.salutationRequired && blank(fields.salutation)) problems.salutation = 'required';
  const firstName = nameProblem(fields.firstName, rules.namesRequired);
  if (firstName) problems.firstName = firstName;
  const lastName = nameProblem(fields.lastName, rules.namesRequired);
  if (lastName) problems.lastName = lastName;
  return problems;
};

/** POST /newsletter-subscribers: the address and the storefront's personal fields (also checked when it does not show them). */
export const signUpProblems = (country: CountryCode, payload: PersonalFields & { readonly email: string }): FieldProblems => {
  const email = emailProblem(payload.email);
  return { ...(email ? { email } : {}), ...personalProblems(country, payload) };
};

/** PUT /newsletter-subscribers/{token}: the personal fields, under the same rules as at sign-up. */
export const preferencesProblems = (country: CountryCode, update: PersonalFields): FieldProblems => personalProblems(country, update);
