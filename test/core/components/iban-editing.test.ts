import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { applyIbanInput, editIban, type TextFieldState } from '../../../core/components/iban-editing';
import { compactIban, formatIban, isIbanPrefix } from '../../../core/components/iban-format';

/** The field as a browser holds it: value and selection. */
const at = (value: string, start = value.length, end = start): TextFieldState => ({ value, selection: { start, end } });

/** What the browser does before our rule runs: replace the selection by the text (typing or pasting), caret after it. */
const browserInsert = (state: TextFieldState, text: string): TextFieldState => {
  const {
    value,
    selection: { start, end },
  } = state;
  const raw = value.slice(0, start) + text + value.slice(end);
  return at(raw, start + text.length);
};
/** Backspace / Delete as the browser does them. */
const browserDelete = (state: TextFieldState, direction: 'backward' | 'forward'): TextFieldState => {
  const {
    value,
    selection: { start, end },
  } = state;
  if (start !== end) return at(value.slice(0, start) + value.slice(end), start);
  if (direction === 'backward') return start === 0 ? state : at(value.slice(0, start - 1) + value.slice(start), start - 1);
  return start === value.length ? state : at(value.slice(0, start) + value.slice(start + 1), start);
};

const type = (state: TextFieldState, text: string): TextFieldState => applyIbanInput(state, browserInsert(state, text));
const press = (state: TextFieldState, direction: 'backward' | 'forward'): TextFieldState =>
  applyIbanInput(state, browserDelete(state, direction));
const typeEach = (text: string, from: TextFieldState = at('')): TextFieldState => [...text].reduce(type, from);
const caret = (state: TextFieldState): number => state.selection.end;
/** Letters and digits before the caret. */
const before = (state: TextFieldState): string => compactIban(state.value.slice(0, caret(state)));

/** IBANs of the nine storefronts' kind: two letters, two check digits, a numeric account part. */
const anIban = fc
  .tuple(fc.stringMatching(/^[A-Za-z]{2}$/), fc.stringMatching(/^[0-9]{2,30}$/))
  .map(([country, digits]) => `${country}${digits}`);
const strayKeys = fc.array(fc.constantFrom(' ', ' ', '-', '.', '/', '#', '_', 'x', 'Q', '7', '0', 'ß'), { maxLength: 3 });
/** A reachable state: a grouped IBAN prefix with the caret or a selection anywhere. */
const aState = fc
  .tuple(fc.stringMatching(/^(?:[A-Za-z]{1,2}[0-9]{0,24})?$/), fc.nat(), fc.nat(), fc.boolean())
  .map(([compact, a, b, range]) => {
    const value = formatIban(compact);
    const start = a % (value.length + 1);
    const end = range ? Math.max(start, b % (value.length + 1)) : start;
    return at(value, start, end);
  });

describe('iban editing, the cases of issue 14', () => {
  it.each([
    ['DE 89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['DE 89', 'DE89'],
    [' DE89', 'DE89'],
    ['1DE89', 'DE89'],
    ['xDE89', 'XD89'],
    ['de89-3704x0044', 'DE89 3704 0044'],
  ])('typing %j character by character gives %j with the caret at the end', (typed, expected) => {
    const result = typeEach(typed);
    expect(result).toEqual(at(expected));
  });
});

describe('iban editing in the middle', () => {
  it('inserts a digit in the middle, regroups, and keeps the caret right after it', () => {
    const result = type(at('DE89 3704 0044', 7), '5');
    expect(result).toEqual(at('DE89 3750 4004 4', 8));
    expect(type(at('DE89 3704', 4), '1')).toEqual(at('DE89 1370 4', 6));
  });

  it('deletes in the middle with Backspace and Delete; over a grouping space it deletes the digit beyond', () => {
    expect(press(at('DE89 3704 0044', 7), 'backward')).toEqual(at('DE89 3040 044', 6));
    expect(press(at('DE89 3704 0044', 5), 'backward')).toEqual(at('DE83 7040 044', 3));
    expect(press(at('DE89 3704 0044', 4), 'forward')).toEqual(at('DE89 7040 044', 4));
    expect(press(at('DE89', 0), 'backward')).toEqual(at('DE89', 0));
    // Deleting may leave a text that breaks the pattern: corrections are always possible.
    expect(press(press(at('DE89', 2), 'backward'), 'backward')).toEqual(at('89', 0));
  });

  it('pastes with spaces, dashes and lower case: stripped, grouped, upper-cased, caret after the paste', () => {
    expect(type(at(''), ' de89-3704 0044 ')).toEqual(at('DE89 3704 0044'));
    expect(type(at('DE89 0044', 4), '37-04')).toEqual(at('DE89 3704 0044', 9));
    // A paste that breaks the pattern changes nothing.
    expect(type(at('DE89 0044', 4), 'IBAN 37')).toEqual(at('DE89 0044', 4));
  });

  it('replaces a selection by what is typed or pasted, and by nothing for a stray space', () => {
    expect(type(at('DE89 3704 0044', 5, 9), '9999')).toEqual(at('DE89 9999 0044', 9));
    expect(type(at('DE89 3704 0044', 0, 14), 'AT61 1904 3002 3457 3201')).toEqual(at('AT61 1904 3002 3457 3201'));
    expect(type(at('DE89 3704 0044', 5, 9), ' ')).toEqual(at('DE89 0044', 4));
    expect(type(at('DE89 3704', 2, 4), 'X')).toEqual(at('DE89 3704', 2, 4));
  });

  it('refuses what would exceed the maximum length, but allows deleting', () => {
    expect(editIban(at('DE89 3704'), { kind: 'insert', text: '1' }, 9)).toEqual(at('DE89 3704'));
    expect(editIban(at('DE89 3704'), { kind: 'delete', direction: 'backward' }, 9)).toEqual(at('DE89 370'));
  });
});

describe('iban editing, properties', () => {
  it('typing any IBAN character by character, with stray spaces and refused keys in between, gives the grouped IBAN', PROPERTY, () => {
    fc.assert(
      fc.property(anIban, fc.array(strayKeys, { maxLength: 40 }), (iban, strays) => {
        let state = at('');
        [...iban].forEach((char, index) => {
          for (const key of strays[index] ?? []) {
            // Only keys the rule refuses here: not a letter or digit, or one that would break the pattern.
            if (/[A-Za-z0-9]/.test(key) && isIbanPrefix(compactIban(state.value) + key)) continue;
            const next = type(state, key);
            expect(next).toEqual(state);
            state = next;
          }
          state = type(state, char);
        });
        expect(state).toEqual(at(formatIban(iban)));
      }),
    );
  });

  it('never moves the caret over a typed character: it lands right after it, or stays put when the key is refused', PROPERTY, () => {
    fc.assert(
      fc.property(aState, fc.constantFrom('0', '5', '9', 'A', 'z', ' ', '-', '.'), (state, key) => {
        const next = type(state, key);
        const prefix = compactIban(state.value.slice(0, state.selection.start));
        const suffix = compactIban(state.value.slice(state.selection.end));
        const refused = compactIban(key) !== '' && !isIbanPrefix(prefix + key + suffix);
        const stray = compactIban(key) === '' && state.selection.start === state.selection.end;
        if (refused || stray) {
          expect(next).toEqual(state);
          return;
        }
        // Shown upper case, as banks print it.
        expect(before(next)).toBe((prefix + compactIban(key)).toUpperCase());
        expect(compactIban(next.value.slice(caret(next)))).toBe(suffix.toUpperCase());
      }),
    );
  });

  it('always allows deleting, removing exactly one letter or digit (or the selection) and keeping the rest in order', PROPERTY, () => {
    fc.assert(
      fc.property(aState, fc.constantFrom('backward', 'forward') as fc.Arbitrary<'backward' | 'forward'>, (state, direction) => {
        const next = press(state, direction);
        const compact = compactIban(state.value);
        const removed = compact.length - compactIban(next.value).length;
        const selected = compactIban(state.value.slice(state.selection.start, state.selection.end)).length;
        const edge = selected === 0 && (direction === 'backward' ? before(state) === '' : before(state) === compact);
        expect(removed).toBe(edge ? 0 : Math.max(selected, 1));
      }),
    );
  });

  it('always shows a grouped value with the caret inside it', PROPERTY, () => {
    fc.assert(
      fc.property(aState, fc.string({ maxLength: 6 }), (state, text) => {
        const next = type(state, text);
        expect(formatIban(next.value)).toBe(next.value);
        expect(next.selection.start).toBeGreaterThanOrEqual(0);
        expect(next.selection.end).toBeLessThanOrEqual(next.value.length);
      }),
    );
  });
});
