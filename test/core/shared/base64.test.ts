import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, encodeBase64 } from '../../../core/shared/base64';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

describe('base64 (the one module: token cookies decode with it, Basic authorization encodes with it)', () => {
  it('decodes whatever Node encodes, base64url or standard, for any text', PROPERTY, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeBase64Url(utf8(text).toString('base64url'))).toBe(text);
        expect(decodeBase64Url(utf8(text).toString('base64'))).toBe(text);
      }),
    );
  });

  it('encodes UTF-8 text as Node does, and decodes its own output back', PROPERTY, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(encodeBase64(text)).toBe(utf8(text).toString('base64'));
        expect(decodeBase64Url(encodeBase64(text))).toBe(text);
      }),
    );
    expect(encodeBase64('zsófia:Kávé2024!')).toBe('enPDs2ZpYTpLw6F2w6kyMDI0IQ==');
  });

  it.each([['not base64!'], ['a'], ['/w'], ['wA'], ['7aCA'], ['YW Jj'], ['YWJj\n'], ['YQ===']])(
    'rejects %j (bad alphabet, whitespace, length or padding)',
    (input) => {
      expect(decodeBase64Url(input)).toBeUndefined();
    },
  );

  it('rejects malformed UTF-8 (fatal decoding, no replacement characters): overlong, surrogate, truncated, invalid bytes', () => {
    for (const bytes of [[0xc0, 0x80], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xff], [0xf5, 0x80, 0x80, 0x80]]) {
      expect(decodeBase64Url(Buffer.from(bytes).toString('base64url'))).toBeUndefined();
    }
    expect(decodeBase64Url(utf8('\ufeff{"a":1}').toString('base64url'))).toBe('\ufeff{"a":1}');
  });

  it('never throws and never yields a replacement character for arbitrary bytes', PROPERTY, () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        const decoded = decodeBase64Url(Buffer.from(bytes).toString('base64url'));
        const expected = Buffer.from(bytes).toString('utf8');
        if (decoded !== undefined) expect(decoded).toBe(expected);
        else expect(expected).toContain('\ufffd');
      }),
    );
  });
});
