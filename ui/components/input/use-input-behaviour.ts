import { useEffect, useRef, type ChangeEvent, type InputHTMLAttributes, type KeyboardEvent, type RefObject } from 'react';
import type { applyIbanInput, TextFieldState, TextSelection } from '../../../core/components/iban-editing';
import type { NumberFieldRule } from '../../../core/components/number-key-filter';

/** The input types of spec 9. */
export type InputType = 'text' | 'password' | 'email' | 'number' | 'iban' | 'date' | 'time';

/** The edit rule of iban fields (core/components/iban-editing.ts). */
export type IbanRule = typeof applyIbanInput;

let ibanRule: Promise<IbanRule> | undefined;
/**
 * The iban edit rule, fetched the first time an iban field renders: only a page with one (the component catalogue)
 * downloads it; the newsletter and sign-in forms never do. The same promise every time, so React's use() resolves it once.
 */
export const loadIbanRule = (): Promise<IbanRule> => {
  if (ibanRule) return ibanRule;
  const loading = import('../../../core/components/iban-editing').then((module) => module.applyIbanInput);
  // Marked as React marks a settled thenable, so use() reads a loaded rule at once instead of suspending again.
  void loading.then((rule) => Object.assign(loading, { status: 'fulfilled', value: rule }));
  ibanRule = loading;
  return loading;
};

/** Shows a value and selection at once, so React's re-render finds the value in place and leaves the caret alone. */
const show = (element: HTMLInputElement, state: TextFieldState): void => {
  if (element.value !== state.value) element.value = state.value;
  if (element.ownerDocument.activeElement === element) element.setSelectionRange(state.selection.start, state.selection.end);
};

/**
 * The behaviour of an input of a given type: its native attributes (numeric keyboard and digits-only pattern for
 * number, no auto-correction for iban), the key filter of number fields, and the edit rule of iban fields
 * (core/components/iban-editing.ts: value + selection before and after the browser's edit in, value + caret out).
 */
export const useInputBehaviour = (
  type: InputType,
  value: string,
  setValue: (next: string) => void,
  maxLength: number | undefined,
  inputRef: RefObject<HTMLInputElement | null>,
  /** The iban edit rule (loadIbanRule), for type iban. */
  applyIban?: IbanRule,
  /** The number field rule (core's NUMBER_FIELD_RULE), for type number: without it any key is taken. */
  numberRule?: NumberFieldRule,
) => {
  // The selection just before the browser applies an edit (beforeinput), so a Backspace and a Delete can be told apart.
  const selectionBefore = useRef<TextSelection | null>(null);
  useEffect(() => {
    const element = inputRef.current;
    if (type !== 'iban' || !element) return undefined;
    const remember = () => {
      selectionBefore.current = {
        start: element.selectionStart ?? element.value.length,
        end: element.selectionEnd ?? element.value.length,
      };
    };
    element.addEventListener('beforeinput', remember);
    return () => element.removeEventListener('beforeinput', remember);
  }, [type, inputRef]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const element = event.target;
    const raw = element.value;
    const caret = element.selectionStart ?? raw.length;
    if (type === 'iban' && applyIban) {
      const selection = selectionBefore.current ?? { start: value.length, end: value.length };
      selectionBefore.current = null;
      const next = applyIban({ value, selection }, { value: raw, selection: { start: caret, end: caret } }, maxLength);
      show(element, next);
      if (next.value !== value) setValue(next.value);
      return;
    }
    if (type === 'number' && numberRule) {
      const next = numberRule.digitsOnly(raw, maxLength);
      if (next !== raw) {
        const at = Math.max(0, Math.min(caret - (raw.length - next.length), next.length));
        show(element, { value: next, selection: { start: at, end: at } });
      }
      if (next !== value) setValue(next);
      return;
    }
    setValue(raw);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (type !== 'number' || !numberRule) return;
    const element = event.currentTarget;
    const selectionLength = (element.selectionEnd ?? 0) - (element.selectionStart ?? 0);
    const situation = { length: element.value.length, selectionLength, ...(maxLength === undefined ? {} : { maxLength }) };
    if (!numberRule.acceptsNumberKey({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey }, situation)) event.preventDefault();
  };

  const attributes: InputHTMLAttributes<HTMLInputElement> =
    type === 'number'
      ? { type: 'text', inputMode: 'numeric', pattern: '[0-9]*', maxLength }
      : type === 'iban'
        ? { type: 'text', inputMode: 'text', autoCapitalize: 'characters', autoCorrect: 'off', spellCheck: false }
        : type === 'date' || type === 'time'
          ? // The platform's picker: its value is YYYY-MM-DD or HH:MM whatever the display language (no maxLength on these).
            { type }
          : { type, maxLength };
  return { attributes, onChange, onKeyDown };
};
