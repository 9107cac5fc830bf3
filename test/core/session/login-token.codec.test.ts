import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { decodeTokenCookie, lidOf } from '../../../core/session/login-token.codec';
import { aTokenCookie } from '../../fakes/session-fakes';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('login token payload', () => {
  it('decodes exp, ren and lid from the part before the dot', () => {
    const decoded = decodeTokenCookie(aTokenCookie({ exp: 1_800_000_600, ren: 1_800_000_300, lid: 'abc' }));
    expect(decoded).toEqual(E.right({ exp: 1_800_000_600, ren: 1_800_000_300, lid: 'abc' }));
  });

  it('accepts a payload without lid, which then has no long-term identifier', () => {
    const decoded = decodeTokenCookie(aTokenCookie({ exp: 1_800_000_600, ren: 1_800_000_300 }));
    expect(E.isRight(decoded) && lidOf(decoded.right)).toBeUndefined();
    const blank = decodeTokenCookie(aTokenCookie({ exp: 1_800_000_600, ren: 1_800_000_300, lid: '  ' }));
    expect(E.isRight(blank) && lidOf(blank.right)).toBeUndefined();
  });

  it.each([
    ['absent', undefined, 'MISSING'],
    ['empty', '', 'MISSING'],
    ['only a dot', '.secret', 'MISSING'],
    ['not base64url', '%%%.secret', 'GARBLED'],
    ['base64url but not JSON', `${b64('hello')}.s`, 'GARBLED'],
    ['JSON but not an object with times', `${b64('[1,2]')}.s`, 'WRONG_SHAPE'],
    ['exp as text', aTokenCookie({ exp: '1800000600', ren: 1_800_000_300 }), 'WRONG_SHAPE'],
    ['ren missing', aTokenCookie({ exp: 1_800_000_600 }), 'WRONG_SHAPE'],
    ['negative exp', aTokenCookie({ exp: -5, ren: 1 }), 'WRONG_SHAPE'],
    ['lid a number', aTokenCookie({ exp: 1_800_000_600, ren: 1_800_000_300, lid: 42 }), 'WRONG_SHAPE'],
    ['null', `${b64('null')}.s`, 'WRONG_SHAPE'],
  ])('is a typed problem, never an exception, when the cookie is %s', (_label, cookie, kind) => {
    expect(decodeTokenCookie(cookie)).toEqual(E.left({ kind }));
  });

  it('never throws, whatever the cookie holds', PROPERTY, () => {
    fc.assert(
      fc.property(fc.string(), (cookie) => {
        expect(() => decodeTokenCookie(cookie)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        expect(() => decodeTokenCookie(`${b64(JSON.stringify(json))}.x`)).not.toThrow();
      }),
    );
  });
});
