import type { PluralMessage } from '../text/plural-message';

/**
 * Per-locale validation copy. `{field}` is the field's label; `{param}` the rule's parameter (e.g. 40). A message about
 * a number is a plural message (P), `{count}` being the rule's number, its form chosen by the locale's plural rules.
 */
export interface ValidationMessages<P extends PluralMessage = PluralMessage> {
  /** The generic message, '{field} is not valid.' in English. */
  readonly defaultMessage: string;
  /** Default messages of built-in validators, used when a rule brings no message of its own. */
  readonly required: string;
  readonly email: string;
  /** '{field} may have at most {count} characters.' */
  readonly maxLength: P;
  /** '{field} needs at least {count} characters.' */
  readonly minLength: P;
  readonly nameCharacters: string;
  readonly noUrl: string;
  readonly digits: string;
}
