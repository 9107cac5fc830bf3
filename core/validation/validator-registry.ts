/**
 * The validation engine: a registry of named validators (spec 5.2, 8).
 *
 * @example
 * ```ts
 * import { createValidatorRegistry } from '../validation/validator-registry';
 * import type { FormRules, ValidationRule } from '../validation/validation-rule';
 *
 * const validators = createValidatorRegistry(); // required, email, maxLength, minLength, nameCharacters, noUrl, digits, pattern
 * validators.register('postcode', (value) => typeof value !== 'string' || /^\d{5}$/.test(value));
 *
 * // One field: the rules run in order; the first failing rule's message comes back, or undefined when valid.
 * const emailRules: readonly ValidationRule[] = [
 *   { validator: 'required', message: 'The e-mail address is a required field.' },
 *   { validator: 'email', message: 'please enter a valid e-mail address' },
 *   { validator: 'maxLength', params: 256, message: 'please enter a valid e-mail address' },
 * ];
 * validators.validateField('', emailRules);              // 'The e-mail address is a required field.'
 * validators.validateField('a@shop.de', emailRules);     // undefined
 *
 * // A rule without message uses the locale's default: '{field} is not valid.' with the field's label.
 * validators.validateField('x', [{ validator: 'email' }], { field: 'E-Mail', messages: copy.validation }); // 'E-Mail ist ungültig.'
 *
 * // A whole form (e.g. a per-country rule table row): only failing fields appear in the result.
 * const rules: FormRules<'email' | 'firstName' | 'legals'> = {
 *   email: emailRules,
 *   firstName: [{ validator: 'maxLength', params: 40, message: '...' }, { validator: 'nameCharacters', message: '...' }, { validator: 'noUrl', message: '...' }],
 *   legals: [{ validator: 'required', message: 'please give your ... consent' }], // a checkbox: value true/false
 * };
 * const errors = validators.validateForm({ email: 'a@shop.de', firstName: 'www.x.de', legals: false }, rules);
 * // { firstName: '...', legals: 'please give your ... consent' }; isFormValid(errors) === false
 *
 * validators.get('nope');                      // throws Error('No such validator exists')
 * validators.register('bad', 42 as never);     // throws Error('Extension Error: the validator must be a function')
 * ```
 * When validation runs (on blur, on a choice and on a value set from code; never on input, spec 5.2) is the form
 * controller's (`form.controller.ts`); a field's default/valid/error state (error clears on focus) is
 * `field-validation.reducer.ts`.
 */
import type { Locale } from '../country/locale';
import { formatPlural, type PluralMessage } from '../text/plural-message';
import { BUILT_IN_VALIDATORS } from './built-in-validators';
import { formatMessage } from '../text/format-message';
import type { ValidationMessages } from './validation.messages';
import type { FieldValue, FormErrors, FormRules, ValidationRule, ValidatorFn } from './validation-rule';

/** The English generic message of spec 5.2; locales pass their own through `messages.defaultMessage`. */
export const DEFAULT_MESSAGE = '{field} is not valid.';

/** How a field's messages are worded: its label for `{field}` and the locale's default messages. */
export interface FieldValidationOptions {
  /** The field's visible label, filled into `{field}`; the field name when absent. */
  readonly field?: string;
  /** Locale copy used when a rule brings no message of its own. */
  readonly messages?: Partial<ValidationMessages>;
  /** The locale of those messages: its plural rules choose the form of a plural message (`other` without one). */
  readonly locale?: Locale;
}

/** Options of a whole-form validation: labels per field and the locale's default messages. */
export interface FormValidationOptions<F extends string> {
  readonly labels?: Partial<Record<F, string>>;
  readonly messages?: Partial<ValidationMessages>;
  readonly locale?: Locale;
}

/** A registry of named validators; see the example at the top of this file. */
export interface ValidatorRegistry {
  /** Adds or replaces a validator; throws 'Extension Error: the validator must be a function' for a non-function. */
  register(name: string, validator: ValidatorFn): ValidatorRegistry;
  /** The validator of that name; throws 'No such validator exists' for an unknown name. */
  get(name: string): ValidatorFn;
  /** Whether a validator of that name is registered. */
  has(name: string): boolean;
  /** The first rule the value fails, in order, or undefined when it passes every rule. */
  firstFailing(value: FieldValue, rules: readonly ValidationRule[]): ValidationRule | undefined;
  /** The first failing rule's message, or undefined when the value passes every rule. */
  validateField(value: FieldValue, rules: readonly ValidationRule[], options?: FieldValidationOptions): string | undefined;
  /** The first failing message of each invalid field; fields without rules are valid. */
  validateForm<F extends string>(
    values: Readonly<Partial<Record<F, FieldValue>>>,
    rules: FormRules<F>,
    options?: FormValidationOptions<F>,
  ): FormErrors<F>;
}

/** Creates a registry holding the built-in validators (and any extra ones given). */
export const createValidatorRegistry = (extra: Readonly<Record<string, ValidatorFn>> = {}): ValidatorRegistry => {
  const validators = new Map<string, ValidatorFn>();
  const registry: ValidatorRegistry = {
    register(name, validator) {
      if (typeof validator !== 'function') throw new Error('Extension Error: the validator must be a function');
      validators.set(name, validator);
      return registry;
    },
    get(name) {
      const validator = validators.get(name);
      if (!validator) throw new Error('No such validator exists');
      return validator;
    },
    has: (name) => validators.has(name),
    firstFailing: (value, rules) => rules.find((rule) => !registry.get(rule.validator)(value, rule.params)),
    validateField(value, rules, options = {}) {
      const failing = registry.firstFailing(value, rules);
      return failing === undefined ? undefined : ruleMessage(failing, options);
    },
    validateForm(values, rules, options = {}) {
      const errors: Record<string, string> = {};
      // Casts: the registry is untyped inside (fields by name); validateForm's signature types what goes in and out.
      for (const [field, fieldRules] of Object.entries(rules) as Array<[string, readonly ValidationRule[] | undefined]>) {
        const label = (options.labels as Record<string, string | undefined> | undefined)?.[field] ?? field;
        const error = registry.validateField(values[field as keyof typeof values], fieldRules ?? [], {
          field: label,
          ...(options.messages ? { messages: options.messages } : {}),
          ...(options.locale ? { locale: options.locale } : {}),
        });
        if (error !== undefined) errors[field] = error;
      }
      // The errors of the fields named in `rules`, by name: what FormErrors of the caller's values is.
      return errors as FormErrors<never>;
    },
  };
  for (const [name, validator] of Object.entries({ ...BUILT_IN_VALIDATORS, ...extra })) registry.register(name, validator);
  return registry;
};

/** True when a form's errors hold no message. */
export const isFormValid = (errors: FormErrors): boolean => Object.values(errors).every((error) => error === undefined);

/** A rule's message in a field's words: its own (or the locale's default for its validator), `{field}` and `{param}` filled. */
export const ruleMessage = (rule: ValidationRule, { field = '', messages = {}, locale }: FieldValidationOptions): string => {
  // Cast: the messages are keyed by validator name, and rule.validator is any registered name (a string).
  const byValidator = (messages as Partial<Record<string, string | PluralMessage>>)[rule.validator];
  const template = rule.message ?? byValidator ?? messages.defaultMessage ?? DEFAULT_MESSAGE;
  const param = Array.isArray(rule.params) ? rule.params.join(', ') : String(rule.params ?? '');
  if (typeof template === 'string') return formatMessage(template, { field, param });
  // A plural message: the form for the rule's number in the locale's grammar ('1 znak', '2 znaki', '5 znaków').
  return typeof rule.params === 'number' && locale !== undefined
    ? formatPlural(locale, template, rule.params, { field, param })
    : formatMessage(template.other, { field, param, count: param });
};
