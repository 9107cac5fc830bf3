/** Letters and digits only, as typed: the IBAN without its grouping (spec 5.2 strips and regroups, nothing more). */
export const compactIban = (text: string): string => text.replace(/[^A-Za-z0-9]/g, '');

/**
 * Spec 5.2: strips every character that is not a letter or digit and regroups the rest in blocks of four, upper case
 * as banks print it (letters typed in lower case show in upper case; the caret is unaffected, the length is the same).
 */
export const formatIban = (text: string): string =>
  compactIban(text)
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');

/** True while the text, ignoring spaces, is empty or a letter, optionally a second letter, then digits. */
export const isIbanPrefix = (text: string): boolean => /^(?:[A-Za-z][A-Za-z]?[0-9]*)?$/.test(text.replace(/ /g, ''));
