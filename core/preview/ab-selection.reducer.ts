import * as E from 'fp-ts/Either';
import type { GroupMissing } from './preview-errors';
import { NO_SELECTION, type AbSelection, type AbTest } from './preview-state';

/** Value of the 'Select an A/B test' and 'Select a group' entries. */
export const PLACEHOLDER = '';
/** Value of the 'None' entry of the Name select. */
export const NONE = '__none__';

/** Where the test list stands: LOADING ('Loading tests...'), EMPTY, FOUND or FAILED (spec 4.2, 8). */
export type TestsStatus = 'LOADING' | 'EMPTY' | 'FOUND' | 'FAILED';

/** The A/B test panel (spec 4.2) as data. */
export interface AbSelectionState {
  readonly tests: readonly AbTest[];
  readonly testsStatus: TestsStatus;
  /** Id of the latest test-list request; answers to older ones are ignored. */
  readonly request: number;
  /** PLACEHOLDER, NONE or a test name. */
  readonly testChoice: string;
  /** PLACEHOLDER or a group name. */
  readonly groupChoice: string;
}

/** What happens to the panel. */
export type AbSelectionEvent =
  | { readonly type: 'DATE_CHANGED'; readonly request: number }
  | { readonly type: 'TESTS_LOADED'; readonly request: number; readonly tests: readonly AbTest[] }
  | { readonly type: 'TESTS_FAILED'; readonly request: number }
  | { readonly type: 'TEST_CHOSEN'; readonly value: string }
  | { readonly type: 'GROUP_CHOSEN'; readonly value: string };

/** The panel when the modal opens: the session's override preselected, the first list loading (request 0). */
export const initialAbSelection = (current: AbSelection = NO_SELECTION): AbSelectionState => ({
  tests: [],
  testsStatus: 'LOADING',
  request: 0,
  testChoice: current.testName === '' ? PLACEHOLDER : current.testName,
  groupChoice: current.testName === '' ? PLACEHOLDER : current.groupName,
});

const isRealTest = (choice: string): boolean => choice !== PLACEHOLDER && choice !== NONE;

/** The test the Name select shows, if it is a real one. */
export const chosenTest = (state: AbSelectionState): AbTest | undefined =>
  isRealTest(state.testChoice) ? state.tests.find((test) => test.name === state.testChoice) : undefined;

// After a new list: a chosen test that is gone falls back to the placeholder; a group it no longer has is reset.
const reconcile = (state: AbSelectionState): AbSelectionState => {
  if (!isRealTest(state.testChoice)) return state;
  const test = chosenTest(state);
  if (!test) return { ...state, testChoice: PLACEHOLDER, groupChoice: PLACEHOLDER };
  return test.groups.includes(state.groupChoice) ? state : { ...state, groupChoice: PLACEHOLDER };
};

/** The A/B selection state machine (spec 4.2). Pure: (state, event) => state. */
export const abSelectionReducer = (state: AbSelectionState, event: AbSelectionEvent): AbSelectionState => {
  switch (event.type) {
    case 'DATE_CHANGED':
      return { ...state, testsStatus: 'LOADING', request: event.request, groupChoice: PLACEHOLDER };
    case 'TESTS_LOADED':
      if (event.request !== state.request) return state;
      return reconcile({ ...state, tests: event.tests, testsStatus: event.tests.length === 0 ? 'EMPTY' : 'FOUND' });
    case 'TESTS_FAILED':
      if (event.request !== state.request) return state;
      return reconcile({ ...state, tests: [], testsStatus: 'FAILED' });
    case 'TEST_CHOSEN': {
      const known = event.value === NONE || state.tests.some((test) => test.name === event.value);
      return { ...state, testChoice: known ? event.value : PLACEHOLDER, groupChoice: PLACEHOLDER };
    }
    case 'GROUP_CHOSEN': {
      const test = chosenTest(state);
      if (!test) return state;
      return { ...state, groupChoice: test.groups.includes(event.value) ? event.value : PLACEHOLDER };
    }
  }
};

/** The Name select's entries: placeholder, None, then the listed tests (on failure only None remains). */
export const testOptions = (state: AbSelectionState): ReadonlyArray<{ value: string; kind: 'PLACEHOLDER' | 'NONE' | 'TEST' }> => {
  const names = state.tests.map((test) => test.name);
  // While the first list loads, the session's preselected test stays visible.
  if (isRealTest(state.testChoice) && !names.includes(state.testChoice)) names.push(state.testChoice);
  return [
    { value: PLACEHOLDER, kind: 'PLACEHOLDER' },
    { value: NONE, kind: 'NONE' },
    ...names.map((value) => ({ value, kind: 'TEST' as const })),
  ];
};

/** The Group select's group names (after its 'Select a group' entry); empty while no real test is chosen. */
export const groupOptions = (state: AbSelectionState): readonly string[] => chosenTest(state)?.groups ?? [];

/** The Group select is enabled only for a real test. */
export const isGroupEnabled = (state: AbSelectionState): boolean => chosenTest(state) !== undefined;

/** 'Required' shows while a real test is chosen and its group is unset. */
export const isGroupRequired = (state: AbSelectionState): boolean => isGroupEnabled(state) && state.groupChoice === PLACEHOLDER;

/** The selection to submit: empty for placeholder or None; a test without a group blocks submission (spec 5.3). */
export const selectionToSubmit = (state: AbSelectionState): E.Either<GroupMissing, AbSelection> => {
  const test = chosenTest(state);
  if (!test) return E.right(NO_SELECTION);
  if (state.groupChoice === PLACEHOLDER) return E.left({ kind: 'GROUP_MISSING' });
  return E.right({ testName: test.name, groupName: state.groupChoice });
};
