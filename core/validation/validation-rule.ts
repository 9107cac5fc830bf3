/** A field's value as the validators see it: text, a checkbox's checked state, or nothing yet. */
export type FieldValue = string | boolean | null | undefined;

/** A validator's parameter, e.g. 256 for maxLength. */
export type ValidatorParam = string | number | boolean | readonly string[];

/** A named validation check: true when the value passes. Non-required validators pass on empty values. */
export type ValidatorFn = (value: FieldValue, param?: ValidatorParam) => boolean;

/** One rule of a field: which registered validator, its parameter, and the (already translated) message. */
export interface ValidationRule {
  /** Name of a registered validator, e.g. 'required', 'email', 'maxLength', 'nameCharacters', 'noUrl'. */
  readonly validator: string;
  /** The validator's parameter, e.g. 40 for maxLength. */
  readonly params?: ValidatorParam;
  /** Message when the rule fails; `{field}` and `{param}` are filled in. Falls back to the default message. */
  readonly message?: string;
}

/** The ordered rules of each field of a form, keyed by field name. */
export type FormRules<F extends string = string> = Readonly<Partial<Record<F, readonly ValidationRule[]>>>;

/** The failing message of each invalid field; valid fields are absent. */
export type FormErrors<F extends string = string> = Partial<Record<F, string>>;

/** True for values that count as "nothing entered": undefined, null, false and blank text. */
export const isEmptyValue = (value: FieldValue): boolean =>
  value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '');
