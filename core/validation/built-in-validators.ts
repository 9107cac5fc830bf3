import { isEmptyValue, type FieldValue, type ValidatorFn, type ValidatorParam } from './validation-rule';

const text = (value: FieldValue): string => (typeof value === 'string' ? value : '');
const numberParam = (param: ValidatorParam | undefined): number => (typeof param === 'number' ? param : Number(param));

/**
 * The standard e-mail pattern: a dot-atom local part (WHATWG characters; no leading, trailing or doubled dot, as
 * RFC 5322 has it), then dot-separated host labels ending in a 2+ letter TLD.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/**
 * Typographic forms of the spec's name characters that phones and word processors type, with the ASCII form a
 * service expects: ’ ‘ ‛ (apostrophes) become ', ‐ ‑ – (hyphen, non-breaking hyphen, en dash) become -.
 * ´ and ` are in the spec's set themselves and stay as typed.
 */
export const TYPOGRAPHIC_NAME_CHARACTERS: Readonly<Record<string, string>> = {
  '\u2019': "'",
  '\u2018': "'",
  '\u201B': "'",
  '\u2010': '-',
  '\u2011': '-',
  '\u2013': '-',
};

/**
 * Letters of every script (with their combining marks), digits, whitespace and + & ' ` ´ , ( ) / . - (spec 5.1),
 * plus their typographic forms ’ ‘ ‛ ‐ ‑ –.
 */
export const NAME_CHARACTERS_PATTERN = /^[\p{L}\p{M}\p{Nd}\s+&'`´,()/.\-\u2019\u2018\u201B\u2010\u2011\u2013]*$/u;

/** Replaces the typographic forms of name characters by their ASCII form ("O’Neil" -> "O'Neil"); nothing else changes. */
export const asciiNameCharacters = (text: string): string =>
  text.replace(/[\u2019\u2018\u201B\u2010\u2011\u2013]/gu, (char) => TYPOGRAPHIC_NAME_CHARACTERS[char] ?? char);

/** A URL scheme (http://, ftp://), "www." or domain-like text such as "x.com", "shop.de/path" or "x.com." ending a sentence. */
export const URL_LIKE_PATTERN = /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|[\p{L}\p{N}-]+\.[a-z]{2,24}(?=$|[\s/:?#,;)!.])/iu;

/** Passes when something was entered: non-blank text or a checked checkbox. */
export const required: ValidatorFn = (value) => !isEmptyValue(value);

/** Passes on an empty value or a standard e-mail address. */
export const email: ValidatorFn = (value) => isEmptyValue(value) || EMAIL_PATTERN.test(text(value).trim());

/** Passes when the text has at most `param` characters (UTF-16 units, as the maxlength attribute counts). */
export const maxLength: ValidatorFn = (value, param) => text(value).length <= numberParam(param);

/** Passes when the text is empty or has at least `param` characters. */
export const minLength: ValidatorFn = (value, param) => isEmptyValue(value) || text(value).length >= numberParam(param);

/** Passes when the text holds only name characters (letters incl. all Unicode letters, digits, spaces, + & ' ` ´ , ( ) / . - and their typographic forms). */
export const nameCharacters: ValidatorFn = (value) => NAME_CHARACTERS_PATTERN.test(text(value));

/** Passes when the text contains no URL and no domain-like text ("http://", "www.x.de", "x.com"). */
export const noUrl: ValidatorFn = (value) => !URL_LIKE_PATTERN.test(text(value));

/** Passes when the text is empty or only digits 0-9. */
export const digits: ValidatorFn = (value) => isEmptyValue(value) || /^[0-9]+$/.test(text(value).trim());

/** Passes when the text is empty or matches the regular expression source given as param (whole value). */
export const pattern: ValidatorFn = (value, param) => isEmptyValue(value) || new RegExp(`^(?:${String(param)})$`, 'u').test(text(value));

/** Every validator the registry starts with, by name. */
export const BUILT_IN_VALIDATORS: Readonly<Record<string, ValidatorFn>> = {
  required,
  email,
  maxLength,
  minLength,
  nameCharacters,
  noUrl,
  digits,
  pattern,
};
