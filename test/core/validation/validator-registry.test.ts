import { describe, expect, it } from 'vitest';
import { createValidatorRegistry, DEFAULT_MESSAGE, isFormValid } from '../../../core/validation/validator-registry';
import type { ValidationRule } from '../../../core/validation/validation-rule';
import deDE from '../../../core/components/copy/de-DE';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';

const emailRules: readonly ValidationRule[] = [
  { validator: 'required', message: 'The e-mail address is a required field.' },
  { validator: 'email', message: 'please enter a valid e-mail address' },
  { validator: 'maxLength', params: 256, message: 'too long' },
];

describe('validator registry', () => {
  it('throws "No such validator exists" for an unknown validator, on lookup and on use', () => {
    const registry = createValidatorRegistry();
    expect(() => registry.get('postcode')).toThrow(new Error('No such validator exists'));
    expect(() => registry.validateField('x', [{ validator: 'postcode' }])).toThrow('No such validator exists');
  });

  it('refuses a validator that is not a function with "Extension Error: the validator must be a function"', () => {
    const registry = createValidatorRegistry();
    expect(() => registry.register('postcode', 'not a function' as never)).toThrow(
      new Error('Extension Error: the validator must be a function'),
    );
    expect(() => createValidatorRegistry({ broken: null as never })).toThrow('Extension Error: the validator must be a function');
    expect(registry.has('postcode')).toBe(false);
  });

  it('knows the built-in validators and accepts new ones', () => {
    const registry = createValidatorRegistry();
    for (const name of ['required', 'email', 'maxLength', 'nameCharacters', 'noUrl']) expect(registry.has(name)).toBe(true);
    registry.register('postcode', (value) => typeof value === 'string' && /^\d{5}$/.test(value));
    expect(registry.validateField('1234', [{ validator: 'postcode', message: 'five digits' }])).toBe('five digits');
    expect(registry.validateField('12345', [{ validator: 'postcode', message: 'five digits' }])).toBeUndefined();
  });

  it('keeps registries apart: registering in one does not change another', () => {
    const one = createValidatorRegistry();
    one.register('postcode', () => true);
    expect(createValidatorRegistry().has('postcode')).toBe(false);
  });

  it("returns the first failing rule's message, in rule order", () => {
    const registry = createValidatorRegistry();
    expect(registry.validateField('', emailRules)).toBe('The e-mail address is a required field.');
    expect(registry.validateField('anna@', emailRules)).toBe('please enter a valid e-mail address');
    expect(registry.validateField(`${'a'.repeat(250)}@shop.de`, emailRules)).toBe('too long');
    expect(registry.validateField('anna@shop.de', emailRules)).toBeUndefined();
  });

  it('falls back to the default message "{field} is not valid." with the field label', () => {
    const registry = createValidatorRegistry();
    expect(DEFAULT_MESSAGE).toBe('{field} is not valid.');
    expect(registry.validateField('x', [{ validator: 'email' }], { field: 'E-mail' })).toBe('E-mail is not valid.');
  });

  it("uses the locale's messages when a rule brings none: per validator, then the translated default", () => {
    const registry = createValidatorRegistry().register('postcode', () => false);
    const options = { field: 'Vorname', messages: deDE.validation };
    expect(registry.validateField('', [{ validator: 'required' }], options)).toBe('Vorname ist ein Pflichtfeld.');
    expect(registry.validateField('x'.repeat(41), [{ validator: 'maxLength', params: 40 }], options)).toBe(
      'Vorname darf höchstens 40 Zeichen lang sein.',
    );
    expect(registry.validateField('x', [{ validator: 'postcode' }], options)).toBe('Vorname ist nicht gültig.');
  });

  it('words a limit in the grammatical number of the locale (plural messages)', async () => {
    const registry = createValidatorRegistry();
    const pl = (await loadCatalogue('pl-PL')).components.validation;
    const tooLong = (limit: number) =>
      registry.validateField('x'.repeat(limit + 1), [{ validator: 'maxLength', params: limit }], {
        field: 'Imię',
        messages: pl,
        locale: 'pl-PL',
      });
    expect([1, 2, 5, 22, 40].map(tooLong)).toEqual([
      'Imię może mieć maksymalnie 1 znak.',
      'Imię może mieć maksymalnie 2 znaki.',
      'Imię może mieć maksymalnie 5 znaków.',
      'Imię może mieć maksymalnie 22 znaki.',
      'Imię może mieć maksymalnie 40 znaków.',
    ]);
    const cs = (await loadCatalogue('cs-CZ')).components.validation;
    expect(registry.validateField('x', [{ validator: 'minLength', params: 3 }], { field: 'Heslo', messages: cs, locale: 'cs-CZ' })).toBe(
      'Heslo musí mít alespoň 3 znaky.',
    );
    const en = (await loadCatalogue('en')).components.validation;
    expect(
      registry.validateForm({ code: 'ab' }, { code: [{ validator: 'maxLength', params: 1 }] }, { messages: en, locale: 'en' }),
    ).toEqual({ code: 'code may have at most 1 character.' });
    // Without a locale there is no grammar to choose by: the plural message's other form.
    expect(registry.validateField('xx', [{ validator: 'maxLength', params: 1 }], { field: 'Code', messages: en })).toBe(
      'Code may have at most 1 characters.',
    );
  });

  it('validates a whole form: only failing fields appear, with their labels', () => {
    const registry = createValidatorRegistry();
    const errors = registry.validateForm(
      { email: 'anna@shop.de', firstName: 'www.kaffee.de', legals: false },
      {
        email: emailRules,
        firstName: [
          { validator: 'maxLength', params: 40 },
          { validator: 'noUrl', message: 'this field contains invalid characters' },
        ],
        legals: [{ validator: 'required' }],
      },
      { labels: { legals: 'Consent' } },
    );
    expect(errors).toEqual({ firstName: 'this field contains invalid characters', legals: 'Consent is not valid.' });
    expect(isFormValid(errors)).toBe(false);
    expect(isFormValid(registry.validateForm({ email: 'anna@shop.de' }, { email: emailRules }))).toBe(true);
  });
});
