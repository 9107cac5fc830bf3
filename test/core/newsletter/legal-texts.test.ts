import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LegalTextCodec, readLegalTexts } from '../../../core/newsletter/legal-texts';
import { PROPERTY } from '../../support/property';

const TEXTS = Object.keys(LegalTextCodec.keys);

describe('reading the legal texts a sign-up lists', () => {
  it('keeps each known text once, in page order, and drops anything else', PROPERTY, () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...TEXTS), fc.string())), (names) => {
        const read = readLegalTexts(names);
        expect(read).toEqual(TEXTS.filter((text) => names.includes(text)));
      }),
    );
  });

  it('reads a post that repeats and shuffles its fields', () => {
    expect(readLegalTexts(['PRIVACY_HINT', 'MINIMUM_AGE', 'PRIVACY_HINT', 'minimum_age', ''])).toEqual(['MINIMUM_AGE', 'PRIVACY_HINT']);
  });
});
