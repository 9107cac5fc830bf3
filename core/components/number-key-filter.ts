/** The parts of a keyboard event the number filter looks at. */
export interface KeyStroke {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
}

/** Where the key lands: the current text length, the selected length it replaces, and the maximum length. */
export interface NumberFieldSituation {
  readonly length: number;
  readonly selectionLength?: number;
  readonly maxLength?: number;
}

/**
 * Control keys let through (spec 5.2: backspace, delete, tab, arrows, meta). Enter, Escape, Home and End are added
 * so that a number field still submits its form, closes a dialog and moves the caret by keyboard (accessibility).
 */
export const NUMBER_CONTROL_KEYS: ReadonlySet<string> = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'Enter',
  'Escape',
  'Meta',
  'Control',
  'Shift',
  'Alt',
]);

/**
 * Keys that name no character yet: Android's virtual keyboards report "Unidentified" and IMEs "Process". Blocking
 * them would block every digit typed on a phone; the change filter (digitsOnly) keeps their result digits-only.
 */
const UNNAMED_KEYS: ReadonlySet<string> = new Set(['Unidentified', 'Process']);

/** Function keys (reload, help, ...) type nothing, so they stay the browser's. */
const FUNCTION_KEY = /^F([1-9]|1[0-2])$/;

/** Whether a key is accepted in a number field: digits (while under the maximum length) and control keys. */
export const acceptsNumberKey = (stroke: KeyStroke, situation: NumberFieldSituation = { length: 0 }): boolean => {
  if (NUMBER_CONTROL_KEYS.has(stroke.key) || UNNAMED_KEYS.has(stroke.key)) return true;
  // Ctrl/Cmd shortcuts (copy, paste, cut, select all, undo, reload ...) type no character; pasted text is filtered on change.
  if (stroke.ctrlKey || stroke.metaKey || FUNCTION_KEY.test(stroke.key)) return true;
  if (!/^[0-9]$/.test(stroke.key)) return false;
  const max = situation.maxLength;
  return max === undefined || situation.length - (situation.selectionLength ?? 0) < max;
};

/** Keeps only the digits of a text (e.g. pasted), cut to the maximum length. */
export const digitsOnly = (text: string, maxLength?: number): string => {
  const digits = text.replace(/[^0-9]/g, '');
  return maxLength === undefined ? digits : digits.slice(0, Math.max(0, maxLength));
};

/** A number field's edit rule: the keys it takes and what a change keeps. */
export interface NumberFieldRule {
  readonly acceptsNumberKey: typeof acceptsNumberKey;
  readonly digitsOnly: typeof digitsOnly;
}

/**
 * The rule a number field is given (the input component takes it as a prop, so a form without a number field, the
 * newsletter's and the widget's, never carries it).
 */
export const NUMBER_FIELD_RULE: NumberFieldRule = { acceptsNumberKey, digitsOnly };
