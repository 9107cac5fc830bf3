import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import {
  abSelectionReducer,
  groupOptions,
  initialAbSelection,
  isGroupEnabled,
  isGroupRequired,
  NONE,
  PLACEHOLDER,
  selectionToSubmit,
  testOptions,
  type AbSelectionEvent,
  type AbSelectionState,
} from '../../../core/preview/ab-selection.reducer';
import type { AbTest } from '../../../core/preview/preview-state';

const CHRISTMAS: AbTest = { name: 'christmas-teaser', groups: ['classic', 'snow'] };
const BUBBLE: AbTest = { name: 'newsletter-bubble', groups: ['control', 'big-bubble'] };

const run = (events: AbSelectionEvent[], state: AbSelectionState = initialAbSelection()): AbSelectionState =>
  events.reduce(abSelectionReducer, state);
const loaded = (tests: AbTest[] = [CHRISTMAS, BUBBLE]) => run([{ type: 'TESTS_LOADED', request: 0, tests }]);

describe('A/B selection state machine', () => {
  it('starts loading, with the placeholder chosen, only placeholder and None listed and the group disabled', () => {
    const state = initialAbSelection();
    expect(state.testsStatus).toBe('LOADING');
    expect(state.testChoice).toBe(PLACEHOLDER);
    expect(testOptions(state).map((option) => option.kind)).toEqual(['PLACEHOLDER', 'NONE']);
    expect(isGroupEnabled(state)).toBe(false);
    expect(isGroupRequired(state)).toBe(false);
  });

  it('lists the fetched tests after placeholder and None, with the status FOUND', () => {
    const state = loaded();
    expect(state.testsStatus).toBe('FOUND');
    expect(testOptions(state)).toEqual([
      { value: PLACEHOLDER, kind: 'PLACEHOLDER' },
      { value: NONE, kind: 'NONE' },
      { value: 'christmas-teaser', kind: 'TEST' },
      { value: 'newsletter-bubble', kind: 'TEST' },
    ]);
  });

  it('reports EMPTY for an empty list', () => {
    expect(loaded([]).testsStatus).toBe('EMPTY');
  });

  it('keeps only None (after the placeholder) when the list fails, and drops a chosen test', () => {
    const chosen = run(
      [
        { type: 'TEST_CHOSEN', value: 'christmas-teaser' },
        { type: 'DATE_CHANGED', request: 1 },
      ],
      loaded(),
    );
    const failed = abSelectionReducer(chosen, { type: 'TESTS_FAILED', request: 1 });
    expect(failed.testsStatus).toBe('FAILED');
    expect(testOptions(failed).map((option) => option.kind)).toEqual(['PLACEHOLDER', 'NONE']);
    expect(failed.testChoice).toBe(PLACEHOLDER);
    expect(isGroupEnabled(failed)).toBe(false);
  });

  it('enables the group select for a real test, resets it to the placeholder and shows Required', () => {
    const state = run([{ type: 'TEST_CHOSEN', value: 'christmas-teaser' }], loaded());
    expect(isGroupEnabled(state)).toBe(true);
    expect(state.groupChoice).toBe(PLACEHOLDER);
    expect(groupOptions(state)).toEqual(['classic', 'snow']);
    expect(isGroupRequired(state)).toBe(true);
  });

  it('resets the group when another test is chosen', () => {
    const state = run(
      [
        { type: 'TEST_CHOSEN', value: 'christmas-teaser' },
        { type: 'GROUP_CHOSEN', value: 'snow' },
        { type: 'TEST_CHOSEN', value: 'newsletter-bubble' },
      ],
      loaded(),
    );
    expect(state.groupChoice).toBe(PLACEHOLDER);
    expect(groupOptions(state)).toEqual(['control', 'big-bubble']);
    expect(isGroupRequired(state)).toBe(true);
  });

  it('clears Required when a group is chosen', () => {
    const state = run(
      [
        { type: 'TEST_CHOSEN', value: 'christmas-teaser' },
        { type: 'GROUP_CHOSEN', value: 'snow' },
      ],
      loaded(),
    );
    expect(state.groupChoice).toBe('snow');
    expect(isGroupRequired(state)).toBe(false);
  });

  it('ignores a group the chosen test does not have, and any group while no test is chosen', () => {
    const state = run(
      [
        { type: 'TEST_CHOSEN', value: 'christmas-teaser' },
        { type: 'GROUP_CHOSEN', value: 'rain' },
      ],
      loaded(),
    );
    expect(state.groupChoice).toBe(PLACEHOLDER);
    const none = run([{ type: 'GROUP_CHOSEN', value: 'snow' }], loaded());
    expect(none).toEqual(loaded());
  });

  it.each([
    ['None', NONE],
    ['the placeholder', PLACEHOLDER],
  ])('clears the selection and disables the group select for %s', (_name, value) => {
    const state = run(
      [
        { type: 'TEST_CHOSEN', value: 'christmas-teaser' },
        { type: 'GROUP_CHOSEN', value: 'snow' },
        { type: 'TEST_CHOSEN', value },
      ],
      loaded(),
    );
    expect(state.testChoice).toBe(value);
    expect(state.groupChoice).toBe(PLACEHOLDER);
    expect(isGroupEnabled(state)).toBe(false);
    expect(isGroupRequired(state)).toBe(false);
    expect(selectionToSubmit(state)).toEqual(E.right({ testName: '', groupName: '' }));
  });

  it('reloads on a date or time change: LOADING, the group reset, the test kept while it is still listed', () => {
    const before = run(
      [
        { type: 'TEST_CHOSEN', value: 'christmas-teaser' },
        { type: 'GROUP_CHOSEN', value: 'snow' },
      ],
      loaded(),
    );
    const changed = abSelectionReducer(before, { type: 'DATE_CHANGED', request: 1 });
    expect(changed.testsStatus).toBe('LOADING');
    expect(changed.groupChoice).toBe(PLACEHOLDER);
    const reloaded = abSelectionReducer(changed, { type: 'TESTS_LOADED', request: 1, tests: [CHRISTMAS] });
    expect(reloaded.testChoice).toBe('christmas-teaser');
    expect(isGroupRequired(reloaded)).toBe(true);
  });

  it('falls back to the placeholder when the new list no longer has the chosen test', () => {
    const state = run(
      [
        { type: 'TEST_CHOSEN', value: 'christmas-teaser' },
        { type: 'DATE_CHANGED', request: 1 },
        { type: 'TESTS_LOADED', request: 1, tests: [BUBBLE] },
      ],
      loaded(),
    );
    expect(state.testChoice).toBe(PLACEHOLDER);
    expect(isGroupEnabled(state)).toBe(false);
  });

  it('ignores the answer to an older request', () => {
    const state = run(
      [
        { type: 'DATE_CHANGED', request: 1 },
        { type: 'DATE_CHANGED', request: 2 },
        { type: 'TESTS_LOADED', request: 1, tests: [BUBBLE] },
        { type: 'TESTS_FAILED', request: 1 },
      ],
      loaded(),
    );
    expect(state.testsStatus).toBe('LOADING');
    expect(abSelectionReducer(state, { type: 'TESTS_LOADED', request: 2, tests: [] }).testsStatus).toBe('EMPTY');
  });

  it("preselects the session's override and keeps it once the list confirms it", () => {
    const initial = initialAbSelection({ testName: 'christmas-teaser', groupName: 'snow' });
    expect(testOptions(initial).map((option) => option.value)).toContain('christmas-teaser');
    const state = abSelectionReducer(initial, { type: 'TESTS_LOADED', request: 0, tests: [CHRISTMAS] });
    expect(selectionToSubmit(state)).toEqual(E.right({ testName: 'christmas-teaser', groupName: 'snow' }));
  });

  it('treats a chosen test that is not listed as the placeholder', () => {
    expect(run([{ type: 'TEST_CHOSEN', value: 'ghost' }], loaded()).testChoice).toBe(PLACEHOLDER);
  });

  it('accepts an empty selection and blocks a test without a group', () => {
    expect(selectionToSubmit(loaded())).toEqual(E.right({ testName: '', groupName: '' }));
    expect(selectionToSubmit(run([{ type: 'TEST_CHOSEN', value: 'christmas-teaser' }], loaded()))).toEqual(
      E.left({ kind: 'GROUP_MISSING' }),
    );
    expect(
      selectionToSubmit(
        run(
          [
            { type: 'TEST_CHOSEN', value: 'christmas-teaser' },
            { type: 'GROUP_CHOSEN', value: 'classic' },
          ],
          loaded(),
        ),
      ),
    ).toEqual(E.right({ testName: 'christmas-teaser', groupName: 'classic' }));
  });

  it('keeps its invariants for any sequence of events', PROPERTY, () => {
    const test = fc.record({
      name: fc.constantFrom('a', 'b', 'c'),
      groups: fc.uniqueArray(fc.constantFrom('x', 'y', 'z'), { maxLength: 3 }),
    });
    const event: fc.Arbitrary<AbSelectionEvent> = fc.oneof(
      fc.record({ type: fc.constant('DATE_CHANGED' as const), request: fc.nat(3) }),
      fc.record({
        type: fc.constant('TESTS_LOADED' as const),
        request: fc.nat(3),
        tests: fc.uniqueArray(test, { selector: (t) => t.name, maxLength: 3 }),
      }),
      fc.record({ type: fc.constant('TESTS_FAILED' as const), request: fc.nat(3) }),
      fc.record({ type: fc.constant('TEST_CHOSEN' as const), value: fc.constantFrom(PLACEHOLDER, NONE, 'a', 'b', 'c', 'd') }),
      fc.record({ type: fc.constant('GROUP_CHOSEN' as const), value: fc.constantFrom(PLACEHOLDER, 'x', 'y', 'z', 'w') }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 25 }), (events) => {
        const state = run(events);
        const groups = groupOptions(state);
        // The group is the placeholder or one of the chosen test's groups; Required exactly when it is unset.
        expect(state.groupChoice === PLACEHOLDER || groups.includes(state.groupChoice)).toBe(true);
        expect(isGroupRequired(state)).toBe(isGroupEnabled(state) && state.groupChoice === PLACEHOLDER);
        // The submission is valid unless Required shows.
        expect(E.isLeft(selectionToSubmit(state))).toBe(isGroupRequired(state));
        // Once a list has arrived, the chosen test is always one it listed (or the placeholder or None).
        if (state.testsStatus !== 'LOADING') expect([PLACEHOLDER, NONE, ...state.tests.map((t) => t.name)]).toContain(state.testChoice);
      }),
    );
  });
});
