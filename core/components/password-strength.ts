/** Spec 9: strength is computed only for passwords of at least this many characters. */
export const PASSWORD_STRENGTH_MIN_LENGTH = 8;

/** 0 weak, 1 ok, 2 strong, 3 very strong. */
export type PasswordStrength = 0 | 1 | 2 | 3;

/** The three character classes counted (spec 5.2). */
const CLASSES: readonly RegExp[] = [/\p{Ll}/u, /\p{Nd}/u, /\p{Lu}/u];

/** The number of classes present among lowercase, digit and uppercase; undefined below the minimum length. */
export const passwordStrength = (password: string): PasswordStrength | undefined =>
  [...password].length < PASSWORD_STRENGTH_MIN_LENGTH
    ? undefined
    : // Cast: three classes, so the count is 0 to 3, each a PasswordStrength.
      (CLASSES.filter((pattern) => pattern.test(password)).length as PasswordStrength);

/** The key of a strength level in the copy's passwordStrength.levels. */
export const PASSWORD_STRENGTH_KEYS = ['weak', 'ok', 'strong', 'veryStrong'] as const;
