import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { passwordStrength, PASSWORD_STRENGTH_KEYS } from '../../../core/components/password-strength';

describe('password strength', () => {
  it('is computed only from 8 characters on', () => {
    expect(passwordStrength('Abc1234')).toBeUndefined();
    expect(passwordStrength('Abc12345')).toBe(3);
  });

  it('counts the classes present among lowercase, digit and uppercase', () => {
    expect(passwordStrength('!!!!!!!!')).toBe(0);
    expect(passwordStrength('kaffeebohne')).toBe(1);
    expect(passwordStrength('kaffee2024')).toBe(2);
    expect(passwordStrength('Kaffee2024')).toBe(3);
    expect(PASSWORD_STRENGTH_KEYS).toEqual(['weak', 'ok', 'strong', 'veryStrong']);
  });

  it('equals the number of classes present, for any password of at least 8 characters', PROPERTY, () => {
    const char = fc.constantFrom(...'abcxyzABCXYZ0189!?# .-');
    fc.assert(
      fc.property(fc.array(char, { minLength: 8, maxLength: 30 }), (chars) => {
        const password = chars.join('');
        const classes = [/[a-z]/, /[0-9]/, /[A-Z]/].filter((pattern) => pattern.test(password)).length;
        return passwordStrength(password) === classes;
      }),
    );
  });
});
