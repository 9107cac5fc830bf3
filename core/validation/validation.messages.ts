/** Per-locale validation copy. `{field}` is the field's label; `{param}` the rule's parameter (e.g. 40). */
export interface ValidationMessages {
  /** The generic message, '{field} is not valid.' in English. */
  readonly defaultMessage: string;
  /** Default messages of built-in validators, used when a rule brings no message of its own. */
  readonly required: string;
  readonly email: string;
  readonly maxLength: string;
  readonly minLength: string;
  readonly nameCharacters: string;
  readonly noUrl: string;
  readonly digits: string;
}

/** Fills `{field}`, `{param}` (and any other `{name}` given) into a message template. */
export const formatMessage = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
