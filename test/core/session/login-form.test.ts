import { describe, expect, it } from 'vitest';
import { loginFormRules } from '../../../core/session/login-form';
import copy from '../../../core/session/copy/en';
import { createValidatorRegistry } from '../../../core/validation/validator-registry';

const registry = createValidatorRegistry();
const validateLoginForm = (r: typeof registry, values: { email: string; password: string }, c: typeof copy) => r.validateForm(values, loginFormRules(c));

describe('sign-in form rules', () => {
  it.each<[string, { email: string; password: string }, Record<string, string>]>([
    ['valid', { email: ' anna@example.com ', password: 'Kaffee123!' }, {}],
    ['both empty', { email: '', password: '' }, { email: copy.emailRequired, password: copy.passwordRequired }],
    ['blank email', { email: '   ', password: 'x' }, { email: copy.emailRequired }],
    ['email without domain', { email: 'anna@', password: 'x' }, { email: copy.emailInvalid }],
    ['email too long', { email: `${'a'.repeat(250)}@ex.com`, password: 'x' }, { email: copy.emailInvalid }],
    ['password too long', { email: 'anna@example.com', password: 'x'.repeat(257) }, { password: copy.passwordTooLong }],
  ])('%s', (_label, values, errors) => {
    expect(validateLoginForm(registry, values, copy)).toEqual(errors);
  });

  it('counts a password of only spaces as missing', () => {
    expect(validateLoginForm(registry, { email: 'anna@example.com', password: '   ' }, copy)).toEqual({ password: copy.passwordRequired });
  });
});
