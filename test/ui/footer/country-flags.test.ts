// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '../../../core/country/country';

const FLAGS_DIR = resolve('ui/footer/flags');
const FOOTER_CSS = readFileSync(resolve('ui/footer/footer.css'), 'utf8');
const flagNames = [...new Set(COUNTRY_CODES.map((code) => COUNTRIES[code].flagName))];

/** The letters a regional-indicator emoji flag spells ('🇨🇭' -> 'ch'). */
const emojiLetters = (flag: string): string =>
  [...flag].map((symbol) => String.fromCharCode((symbol.codePointAt(0) ?? 0) - 0x1f1e6 + 97)).join('');

// The flag beside the country dropdown is a CSS background (the strict CSP allows no style attribute), so neither the
// type checker nor the build notices a storefront without one: this suite does.
describe('country flags', () => {
  it.each(COUNTRY_CODES)('%s has a flag image of the shared 24 × 16 shape', (code) => {
    const file = `${FLAGS_DIR}/${COUNTRIES[code].flagName}.svg`;
    expect(existsSync(file), `ui/footer/flags/${COUNTRIES[code].flagName}.svg is missing`).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 16" width="24" height="16">/);
    expect(svg).not.toMatch(/<script|href=|url\(/i);
  });

  it.each(COUNTRY_CODES)('%s has the footer.css rule that shows its flag in the dropdown', (code) => {
    const { flagName } = COUNTRIES[code];
    const rule = new RegExp(
      `\\.footer-country--${flagName} \\.control::before \\{\\s*background-image: url\\('\\./flags/${flagName}\\.svg'\\);\\s*\\}`,
    );
    expect(FOOTER_CSS).toMatch(rule);
  });

  it.each(COUNTRY_CODES)('%s shows the same country as its emoji flag', (code) => {
    expect(emojiLetters(COUNTRIES[code].flag)).toBe(COUNTRIES[code].flagName);
  });

  it('keeps no flag image or rule that no storefront uses', () => {
    expect(readdirSync(FLAGS_DIR).sort()).toEqual(flagNames.map((name) => `${name}.svg`).sort());
    const ruled = [...FOOTER_CSS.matchAll(/\.footer-country--([a-z]+) \.control::before \{\s*background-image/g)].map((match) => match[1]);
    expect(ruled.sort()).toEqual([...flagNames].sort());
  });
});
