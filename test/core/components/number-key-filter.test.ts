import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { acceptsNumberKey, digitsOnly } from '../../../core/components/number-key-filter';

describe('number key filter', () => {
  it('accepts digit keys', () => {
    for (const key of '0123456789') expect(acceptsNumberKey({ key })).toBe(true);
  });

  it('never admits a non-digit character', PROPERTY, () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }), (key) => /^[0-9]$/.test(key) || !acceptsNumberKey({ key })),
    );
  });

  it('lets the control keys through: backspace, delete, tab, arrows, meta, copy and paste', () => {
    for (const key of ['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Meta'])
      expect(acceptsNumberKey({ key })).toBe(true);
    expect(acceptsNumberKey({ key: 'c', ctrlKey: true })).toBe(true);
    expect(acceptsNumberKey({ key: 'v', metaKey: true })).toBe(true);
    expect(acceptsNumberKey({ key: 'z', ctrlKey: true })).toBe(true); // undo and other shortcuts type nothing
    expect(acceptsNumberKey({ key: 'F5' })).toBe(true);
    expect(acceptsNumberKey({ key: 'b' })).toBe(false);
  });

  it('respects the maximum length, unless the digit replaces a selection', () => {
    expect(acceptsNumberKey({ key: '4' }, { length: 3, maxLength: 3 })).toBe(false);
    expect(acceptsNumberKey({ key: '4' }, { length: 2, maxLength: 3 })).toBe(true);
    expect(acceptsNumberKey({ key: '4' }, { length: 3, maxLength: 3, selectionLength: 1 })).toBe(true);
    expect(acceptsNumberKey({ key: 'Backspace' }, { length: 3, maxLength: 3 })).toBe(true);
  });

  it('keeps only digits of a pasted text, cut to the maximum length', PROPERTY, () => {
    expect(digitsOnly('1a2 b3-4', 3)).toBe('123');
    fc.assert(
      fc.property(fc.string(), fc.option(fc.nat(10), { nil: undefined }), (text, max) => {
        const result = digitsOnly(text, max);
        return /^[0-9]*$/.test(result) && (max === undefined || result.length <= max);
      }),
    );
  });
});
