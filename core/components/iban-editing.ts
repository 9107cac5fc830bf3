import { compactIban, formatIban, isIbanPrefix } from './iban-format';

/** A selection in a text field (start = end is a caret). */
export interface TextSelection {
  readonly start: number;
  readonly end: number;
}

/** A text field's value and selection. */
export interface TextFieldState {
  readonly value: string;
  readonly selection: TextSelection;
}

/** What one keystroke or paste does to the selection: insert text in its place, or delete (collapsed: one character). */
export type IbanEdit =
  { readonly kind: 'insert'; readonly text: string } | { readonly kind: 'delete'; readonly direction: 'backward' | 'forward' };

const ALNUM = /[A-Za-z0-9]/;
const clamp = (n: number, max: number): number => Math.max(0, Math.min(max, n));
/** Letters and digits before a position: the caret's place independent of the grouping spaces. */
const alnumBefore = (text: string, position: number): number => compactIban(text.slice(0, position)).length;
/** The position right after the n-th letter or digit of a grouped IBAN (0: the start). */
const positionAfterAlnum = (text: string, count: number): number => {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (ALNUM.test(text.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
};
const caretAt = (value: string, alnumCount: number): TextFieldState => {
  const at = positionAfterAlnum(value, alnumCount);
  return { value, selection: { start: at, end: at } };
};

/**
 * The IBAN field's edit rule (spec 5.2), pure: the selection is replaced by the typed or pasted letters and digits
 * (anything else is stripped), the result is regrouped in fours, and the caret lands right after the last character
 * typed. A keystroke that would break "letter, optional letter, digits" (or exceed maxLength) changes nothing, not
 * even the caret. Deleting is always allowed; deleting a grouping space deletes the letter or digit beyond it.
 */
export const editIban = (state: TextFieldState, edit: IbanEdit, maxLength?: number): TextFieldState => {
  const value = formatIban(state.value);
  const compact = compactIban(value);
  const from = alnumBefore(state.value, Math.min(state.selection.start, state.selection.end));
  const to = alnumBefore(state.value, Math.max(state.selection.start, state.selection.end));
  // A refused keystroke leaves value and selection exactly as they were (mapped only if the value was not grouped yet).
  const unchanged: TextFieldState =
    value === state.value
      ? { value, selection: { start: clamp(state.selection.start, value.length), end: clamp(state.selection.end, value.length) } }
      : { value, selection: { start: positionAfterAlnum(value, from), end: positionAfterAlnum(value, to) } };
  if (edit.kind === 'delete') {
    const [start, end] = from !== to ? [from, to] : edit.direction === 'backward' ? [from - 1, from] : [from, from + 1];
    if (start < 0 || end > compact.length) return unchanged;
    return caretAt(formatIban(compact.slice(0, start) + compact.slice(end)), start);
  }
  const typed = compactIban(edit.text);
  const nextCompact = compact.slice(0, from) + typed + compact.slice(to);
  if (typed !== '' && !isIbanPrefix(nextCompact)) return unchanged;
  const next = formatIban(nextCompact);
  if (maxLength !== undefined && next.length > maxLength && next.length > value.length) return unchanged;
  // A stray space or dash typed at the caret changes nothing and leaves the caret where it was.
  if (typed === '' && from === to) return unchanged;
  return caretAt(next, from + typed.length);
};

/**
 * Reads what the browser did to the field (its value and caret after an input event, compared with the state
 * before it) as an IbanEdit: the part of the old value that changed, and the text that replaced it. The selection
 * before the edit decides where the edit started when the old value repeats characters around it.
 */
export const ibanEditOf = (before: TextFieldState, after: TextFieldState): { readonly at: TextFieldState; readonly edit: IbanEdit } => {
  const old = before.value;
  const raw = after.value;
  const caret = clamp(after.selection.end, raw.length);
  const suffix = raw.length - caret;
  let end = old.length - suffix;
  const selStart = clamp(Math.min(before.selection.start, before.selection.end), old.length);
  let start = Math.min(selStart, caret);
  const consistent = end >= 0 && start <= end && old.slice(end) === raw.slice(caret) && old.slice(0, start) === raw.slice(0, start);
  if (!consistent) {
    // The selection before the edit is unknown or stale: take the longest common prefix and suffix instead.
    start = 0;
    while (start < old.length && start < raw.length && old[start] === raw[start]) start += 1;
    let tail = 0;
    while (tail < old.length - start && tail < raw.length - start && old[old.length - 1 - tail] === raw[raw.length - 1 - tail]) tail += 1;
    end = old.length - tail;
    const inserted = raw.slice(start, raw.length - tail);
    return {
      at: { value: old, selection: { start, end } },
      edit: inserted === '' ? { kind: 'delete', direction: 'forward' } : { kind: 'insert', text: inserted },
    };
  }
  const inserted = raw.slice(start, caret);
  if (inserted !== '' || start === end) return { at: { value: old, selection: { start, end } }, edit: { kind: 'insert', text: inserted } };
  // A pure deletion. A collapsed caret before it means Backspace (the caret was at the end) or Delete (at the start).
  const collapsed = before.selection.start === before.selection.end;
  if (collapsed && end - start === 1) {
    const direction = before.selection.start === end ? 'backward' : 'forward';
    const position = direction === 'backward' ? end : start;
    return { at: { value: old, selection: { start: position, end: position } }, edit: { kind: 'delete', direction } };
  }
  return { at: { value: old, selection: { start, end } }, edit: { kind: 'delete', direction: 'backward' } };
};

/**
 * The IBAN field's answer to an input event: the value and caret to show, from the state before the event
 * (value + selection) and what the browser made of it (value + caret). Used by the input component on every change.
 */
export const applyIbanInput = (before: TextFieldState, after: TextFieldState, maxLength?: number): TextFieldState => {
  if (before.value === after.value) return { value: formatIban(after.value), selection: after.selection };
  const { at, edit } = ibanEditOf(before, after);
  return editIban(at, edit, maxLength);
};
