import { describe, expect, it } from 'vitest';
import { disclosureReducer } from '../../../core/components/disclosure.reducer';
import { rippleRemainingMs, RIPPLE_MIN_VISIBLE_MS } from '../../../core/components/ripple';
import { nextFocusIndex } from '../../../core/components/roving-focus';

describe('disclosure (text slider, standalone panel)', () => {
  it('toggles between collapsed and expanded', () => {
    expect(disclosureReducer(false, { type: 'toggle' })).toBe(true);
    expect(disclosureReducer(true, { type: 'toggle' })).toBe(false);
    expect(disclosureReducer(false, { type: 'expand' })).toBe(true);
    expect(disclosureReducer(true, { type: 'collapse' })).toBe(false);
  });

  it('does not react when disabled', () => {
    expect(disclosureReducer(false, { type: 'toggle' }, true)).toBe(false);
  });
});

describe('accordion header focus', () => {
  const all = [true, true, true, true];
  it('moves down and up with wrap-around, Home to the first and End to the last', () => {
    expect(nextFocusIndex('ArrowDown', 0, all)).toBe(1);
    expect(nextFocusIndex('ArrowDown', 3, all)).toBe(0);
    expect(nextFocusIndex('ArrowUp', 0, all)).toBe(3);
    expect(nextFocusIndex('Home', 2, all)).toBe(0);
    expect(nextFocusIndex('End', 0, all)).toBe(3);
  });

  it('skips disabled headers and ignores other keys', () => {
    const enabled = [false, true, true, false];
    expect(nextFocusIndex('ArrowDown', 2, enabled)).toBe(1);
    expect(nextFocusIndex('Home', 2, enabled)).toBe(1);
    expect(nextFocusIndex('End', 1, enabled)).toBe(2);
    expect(nextFocusIndex('Enter', 1, enabled)).toBeUndefined();
    expect(nextFocusIndex('ArrowDown', 0, [])).toBeUndefined();
  });
});

describe('ripple', () => {
  it('stays visible at least 250 ms', () => {
    expect(RIPPLE_MIN_VISIBLE_MS).toBe(250);
    expect(rippleRemainingMs(1000, 1100)).toBe(150);
    expect(rippleRemainingMs(1000, 1400)).toBe(0);
  });
});
