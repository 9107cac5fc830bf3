import { useLayoutEffect, useRef, type ChangeEvent, type InputHTMLAttributes, type KeyboardEvent, type RefObject } from 'react';
import { acceptsIbanInput, formatIban } from '../../../core/components/iban-format';
import { acceptsNumberKey, digitsOnly } from '../../../core/components/number-key-filter';

/** The input types of spec 9. */
export type InputType = 'text' | 'password' | 'email' | 'number' | 'iban';

/** Counts letters and digits before a position: the caret's place independent of the grouping spaces. */
const alnumBefore = (text: string, position: number): number => text.slice(0, position).replace(/[^A-Za-z0-9]/g, '').length;
const positionAfterAlnum = (text: string, count: number): number => {
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (seen === count) return index;
    if (/[A-Za-z0-9]/.test(text.charAt(index))) seen += 1;
  }
  return text.length;
};

/** What the typed text becomes: the new value, or null when the keystroke is refused (spec 5.2). */
export const transformInput = (type: InputType, previous: string, raw: string, maxLength?: number): string | null => {
  if (type === 'number') return digitsOnly(raw, maxLength);
  if (type === 'iban') {
    if (!acceptsIbanInput(previous, raw)) return null;
    const formatted = formatIban(raw);
    return maxLength !== undefined && formatted.length > maxLength && formatted.length > previous.length ? null : formatted;
  }
  return raw;
};

/**
 * The behaviour of an input of a given type: its native attributes (numeric keyboard and digits-only pattern for
 * number, no auto-correction for iban), the key filter of number fields, the formatting of iban fields, and the
 * caret kept in place when a value is reformatted or a keystroke refused.
 */
export const useInputBehaviour = (
  type: InputType, value: string, setValue: (next: string) => void, maxLength: number | undefined,
  inputRef: RefObject<HTMLInputElement | null>,
) => {
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const element = inputRef.current;
    pendingCaret.current = null;
    if (caret !== null && element && element.ownerDocument.activeElement === element) element.setSelectionRange(caret, caret);
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const caret = event.target.selectionStart ?? raw.length;
    const next = transformInput(type, value, raw, maxLength);
    if (next === null) {
      pendingCaret.current = Math.max(0, caret - (raw.length - value.length));
      event.target.value = value;
      if (event.target.ownerDocument.activeElement === event.target) event.target.setSelectionRange(pendingCaret.current, pendingCaret.current);
      return;
    }
    if (next !== raw) pendingCaret.current = type === 'iban' ? positionAfterAlnum(next, alnumBefore(raw, caret)) : Math.min(caret, next.length);
    setValue(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (type !== 'number') return;
    const element = event.currentTarget;
    const selectionLength = (element.selectionEnd ?? 0) - (element.selectionStart ?? 0);
    const situation = { length: element.value.length, selectionLength, ...(maxLength === undefined ? {} : { maxLength }) };
    if (!acceptsNumberKey({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey }, situation)) event.preventDefault();
  };

  const attributes: InputHTMLAttributes<HTMLInputElement> =
    type === 'number' ? { type: 'text', inputMode: 'numeric', pattern: '[0-9]*', maxLength }
      : type === 'iban' ? { type: 'text', inputMode: 'text', autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false }
        : { type, maxLength };
  return { attributes, onChange, onKeyDown };
};
