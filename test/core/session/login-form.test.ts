import { describe, expect, it } from 'vitest';
import { validateLoginField, validateLoginForm, type LoginErrors } from '../../../core/session/login-form';
import copy from '../../../core/session/copy/en';

describe('sign-in form rules', () => {
  it.each<[string, { email: string; password: string }, LoginErrors]>([
    ['valid', { email: ' anna@example.com ', password: 'Kaffee123!' }, {}],
    ['both empty', { email: '', password: '' }, { email: 'emailRequired', password: 'passwordRequired' }],
    ['blank email', { email: '   ', password: 'x' }, { email: 'emailRequired' }],
    ['email without domain', { email: 'anna@', password: 'x' }, { email: 'emailInvalid' }],
    ['email too long', { email: `${'a'.repeat(250)}@ex.com`, password: 'x' }, { email: 'emailInvalid' }],
    ['password too long', { email: 'anna@example.com', password: 'x'.repeat(257) }, { password: 'passwordTooLong' }],
  ])('%s', (_label, values, errors) => {
    expect(validateLoginForm(values)).toEqual(errors);
  });

  it('counts a password of only spaces as missing', () => {
    expect(validateLoginForm({ email: 'anna@example.com', password: '   ' })).toEqual({ password: 'passwordRequired' });
  });

  it('checks one field at a time (on blur) with the same rules', () => {
    expect(validateLoginField('email', { email: 'anna@', password: '' })).toBe('emailInvalid');
    expect(validateLoginField('password', { email: 'anna@', password: 'x' })).toBeUndefined();
  });

  it('words every error key in the session copy', () => {
    const keys = ['emailRequired', 'emailInvalid', 'passwordRequired', 'passwordTooLong'] as const;
    for (const key of keys) expect(copy[key]).toMatch(/\S/);
  });
});
