import type { FieldValue, ValidationRule } from './validation-rule';
import { createValidatorRegistry } from './validator-registry';

/**
 * A field's rules as its markup carries them (`data-rules`), each message already in the storefront's words: the
 * first-load script checks a field with them before (and without) its island, through the same registry and the same
 * rule tables the server and the island use. JSON of `[validator, message, params?]` per rule, in the field's order.
 */
export type WordedRules = string;

/** The attribute a field carries its worded rules in. */
export const RULES_ATTRIBUTE = 'data-rules';

/**
 * Words a rule table for the markup: `word` gives each rule's message as the field shows it (a rule table whose
 * messages are keys of the view's copy looks them up; one without uses the registry's `ruleMessage`).
 */
export const wordRules = (
  rules: readonly ValidationRule[] | undefined,
  word: (message: string, rule: ValidationRule) => string,
): WordedRules =>
  JSON.stringify(
    (rules ?? []).map((rule) => {
      const message = word(rule.message ?? '', rule);
      return rule.params === undefined ? [rule.validator, message] : [rule.validator, message, rule.params];
    }),
  );

const isKeyOf = <K extends string>(copy: Readonly<Record<K, string>>, key: string): key is K => Object.hasOwn(copy, key);

/** Words the messages of a rule table whose messages are keys of a copy object (`copy.errors`). */
export const fromCopy =
  <K extends string>(copy: Readonly<Record<K, string>>) =>
  (message: string): string =>
    isKeyOf(copy, message) ? copy[message] : message;

const isParam = (value: unknown): value is NonNullable<ValidationRule['params']> =>
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

const parse = (text: string): unknown => {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed;
  } catch {
    return undefined;
  }
};

// Pure: the markup side (wordRules) runs without it, so a bundle that only words rules leaves the registry call out.
const validators = /* @__PURE__ */ createValidatorRegistry();

/**
 * Reads a field's worded rules from its markup (input like any other): only rules of validators the registry knows,
 * with a text message and a parameter of a validator's kind; anything else reads as no rules.
 */
export const readWordedRules = (text: string | null): readonly ValidationRule[] => {
  const rules = text === null ? undefined : parse(text);
  if (!Array.isArray(rules)) return [];
  const read: ValidationRule[] = [];
  const list: unknown[] = rules;
  for (const rule of list) {
    if (!Array.isArray(rule)) return [];
    const parts: unknown[] = rule;
    const [validator, message, params] = parts;
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
