import type { FieldValue, ValidationRule } from './validation-rule';
import { createValidatorRegistry } from './validator-registry';

/**
 * A field's rules as its markup carries them (`data-rules`), each message already in the storefront's words: the
 * first-load script checks a field with them before (and without) its island, through the same registry and the same
 * rule tables the server and the island use. JSON of `[validator, message, params?]` per rule, in the field's order.
 */
export type WordedRules = string & { readonly __wordedRules: unique symbol };

/** The attribute a field carries its worded rules in. */
export const RULES_ATTRIBUTE = 'data-rules';

/**
 * Words a rule table for the markup: `word` gives each rule's message as the field shows it (a rule table whose
 * messages are keys of the view's copy looks them up; one without uses the registry's `ruleMessage`).
 */
export const wordRules = <K extends string>(
  rules: readonly ValidationRule[] | undefined,
  word: (key: K, rule: ValidationRule) => string,
): WordedRules =>
  // Cast: a rule table's messages are its copy's keys (K), by the table's own type; the result is the attribute's JSON.
  JSON.stringify(
    (rules ?? []).map((rule) => {
      const message = word(rule.message as K, rule);
      return rule.params === undefined ? [rule.validator, message] : [rule.validator, message, rule.params];
    }),
  ) as WordedRules;

const isParam = (value: unknown): value is NonNullable<ValidationRule['params']> =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const validators = createValidatorRegistry();

/**
 * Reads a field's worded rules from its markup (input like any other): only rules of validators the registry knows,
 * with a text message and a parameter of a validator's kind; anything else reads as no rules.
 */
export const readWordedRules = (text: string | null): readonly ValidationRule[] => {
  const rules = text === null ? undefined : parse(text);
  if (!Array.isArray(rules)) return [];
  const read: ValidationRule[] = [];
  for (const rule of rules as unknown[]) {
    if (!Array.isArray(rule)) return [];
    const [validator, message, params] = rule as unknown[];
    if (typeof validator !== 'string' || !validators.has(validator) || typeof message !== 'string') return [];
    if (params !== undefined && !isParam(params)) return [];
    // Worded: a message is the storefront's text, shown as it is (no `{field}` to fill).
    read.push(params === undefined ? { validator, message } : { validator, message, params });
  }
  return read;
};

/** A value's first error under worded rules: the registry's own check, the message as worded. */
export const firstWordedError = (value: FieldValue, rules: readonly ValidationRule[]): string | undefined =>
  validators.firstFailing(value, rules)?.message;
