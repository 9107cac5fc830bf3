import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { expansionGroupReducer } from '../../../core/components/expansion-group.reducer';

const toggle = (id: string, disabled = false) => ({ type: 'toggle' as const, id, disabled });

describe('expansion group', () => {
  it('allows one open panel: opening another closes the first', () => {
    expect(expansionGroupReducer(['a'], toggle('b'))).toEqual(['b']);
  });

  it('allows several open panels with multiple', () => {
    expect(expansionGroupReducer(['a'], toggle('b'), { multiple: true })).toEqual(['a', 'b']);
  });

  it('closes an open panel when it is clicked', () => {
    expect(expansionGroupReducer(['a'], toggle('a'))).toEqual([]);
    expect(expansionGroupReducer(['a', 'b'], toggle('a'), { multiple: true })).toEqual(['b']);
  });

  it('keeps the last open panel open in a single-select group that prevents closing it', () => {
    const state = ['a'];
    expect(expansionGroupReducer(state, toggle('a'), { preventCloseLast: true })).toBe(state);
    expect(expansionGroupReducer(state, toggle('b'), { preventCloseLast: true })).toEqual(['b']);
    // The setting belongs to single-select groups: with multiple the last panel closes as usual.
    expect(expansionGroupReducer(['a'], toggle('a'), { multiple: true, preventCloseLast: true })).toEqual([]);
  });

  it('ignores disabled panels', () => {
    const state = ['a'];
    expect(expansionGroupReducer(state, toggle('b', true))).toBe(state);
    expect(expansionGroupReducer(state, toggle('a', true))).toBe(state);
  });

  it('expands a panel found by find-in-page without closing it when already open', () => {
    const state = ['a'];
    expect(expansionGroupReducer(state, { type: 'expand', id: 'a' })).toBe(state);
    expect(expansionGroupReducer(state, { type: 'expand', id: 'b' })).toEqual(['b']);
  });

  it('keeps at most one panel open in a single-select group, whatever happens', PROPERTY, () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('toggle' as const), id: fc.constantFrom('a', 'b', 'c'), disabled: fc.boolean() }),
      fc.record({ type: fc.constant('expand' as const), id: fc.constantFrom('a', 'b', 'c') }),
      fc.record({ type: fc.constant('set' as const), expanded: fc.subarray(['a', 'b', 'c']) }),
    );
    fc.assert(
      fc.property(
        fc.array(event),
        fc.boolean(),
        (events, preventCloseLast) =>
          events.reduce<readonly string[]>((state, e) => expansionGroupReducer(state, e, { preventCloseLast }), []).length <= 1,
      ),
    );
  });
});
