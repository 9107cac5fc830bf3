import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { asciiNameCharacters, email, maxLength, nameCharacters, noUrl, required } from '../../../core/validation/built-in-validators';

describe('built-in validators', () => {
  it('required: needs non-blank text or a ticked checkbox', () => {
    expect([required(''), required('   '), required(undefined), required(null), required(false)]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([required('a'), required(true)]).toEqual([true, true]);
  });

  it('email: the standard pattern, empty passes (required decides)', () => {
    for (const ok of ['anna@shop.de', 'first.last+tag@sub.shop.com', "o'brien@example.co.uk", '']) expect(email(ok)).toBe(true);
    for (const bad of ['anna@', 'anna@shop', 'anna shop@x.de', '@shop.de', 'anna@@shop.de', 'anna@shop.d']) expect(email(bad)).toBe(false);
  });

  it('email: rejects a local part that starts or ends with a dot or doubles one, and hosts with bad labels', () => {
    for (const bad of [
      '.anna@shop.de',
      'anna.@shop.de',
      'an..na@shop.de',
      'anna@-shop.de',
      'anna@shop..de',
      'Joe <anna@shop.de>',
      'anna@shop.de (Anna)',
    ]) {
      expect(email(bad)).toBe(false);
    }
  });

  it('maxLength: at most the given number of characters', PROPERTY, () => {
    expect(maxLength('x'.repeat(40), 40)).toBe(true);
    expect(maxLength('x'.repeat(41), 40)).toBe(false);
    fc.assert(fc.property(fc.string(), fc.nat(60), (text, max) => maxLength(text, max) === text.length <= max));
  });

  it("nameCharacters: letters of every script, digits, whitespace and + & ' ` ´ , ( ) / . -", () => {
    for (const ok of [
      'Anna-Lena',
      "O'Brien",
      'Zoë Łukasz',
      'Ünal',
      'Šťastný',
      'Müller (geb. Meier)',
      'A & B / C, D.',
      'Jr`s ´x',
      '李小龍',
      'Nguyễn',
      'Ali+Veli 2',
    ]) {
      expect(nameCharacters(ok)).toBe(true);
    }
    for (const bad of ['Anna!', 'a@b', 'x#1', 'Tom_Smith', 'a;b', 'Ann"a', '<b>']) expect(nameCharacters(bad)).toBe(false);
  });

  it('nameCharacters: accepts the typographic forms phones type (’ ‘ ‛ ´ ` ‐ ‑ –)', () => {
    for (const ok of ['O’Neil', '‘Abdu', 'D‛Arcy', 'D´Angelo', 'D`Angelo', 'Anna‐Lena', 'Anna‑Lena', 'Meier – Schulz'])
      expect(nameCharacters(ok)).toBe(true);
    for (const bad of ['Anna—Lena', 'O"Neil', 'x“y”']) expect(nameCharacters(bad)).toBe(false);
  });

  it("asciiNameCharacters: turns typographic apostrophes and dashes into ' and -, and changes nothing else", PROPERTY, () => {
    expect(asciiNameCharacters('O’Neil ‘x‛ Anna‐Lena‑Marie – Schulz')).toBe("O'Neil 'x' Anna-Lena-Marie - Schulz");
    expect(asciiNameCharacters('D´Angelo D`Angelo Zoë')).toBe('D´Angelo D`Angelo Zoë');
    // Whatever a name field accepts stays acceptable, in the spec's own characters, with the same length.
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'ß', ' ', "'", '-', '’', '‘', '‛', '‐', '‑', '–', '´', '`') }), (text) => {
        const ascii = asciiNameCharacters(text);
        return ascii.length === text.length && nameCharacters(ascii) && !/[’‘‛‐‑–]/u.test(ascii);
      }),
    );
  });

  it('nameCharacters: rejects any text holding a character outside the set', PROPERTY, () => {
    const forbidden = fc.constantFrom(
      '!',
      '@',
      '#',
      '$',
      '%',
      '*',
      '=',
      '?',
      '_',
      ';',
      ':',
      '"',
      '<',
      '>',
      '[',
      ']',
      '{',
      '}',
      '|',
      '~',
      '^',
    );
    fc.assert(fc.property(fc.string(), forbidden, fc.string(), (before, bad, after) => !nameCharacters(`${before}${bad}${after}`)));
  });

  it('noUrl: rejects URLs and domain-like text, keeps ordinary names', () => {
    for (const bad of [
      'www.x.de',
      'x.com',
      'http://',
      'https://shop.de',
      'visit shop.de/sale',
      'ftp://files',
      'Anna kaffee.de',
      'WWW.SHOP.AT',
      'Visit spam.com.',
      'spam.com. Max',
    ]) {
      expect(noUrl(bad)).toBe(false);
    }
    for (const ok of ['Anna', 'Jr. Smith', 'Dr. Müller', 'Anna-Lena Meier', 'St. Gallen', 'A.B.', '']) expect(noUrl(ok)).toBe(true);
  });
});
