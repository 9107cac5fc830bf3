import * as E from 'fp-ts/Either';
import type { TestsStatus } from './ab-selection.reducer';
import type { ApplyError } from './preview-errors';

/** Every message the panel's status boxes can show (spec 4.2, 8). */
export type PreviewNotice =
  | 'LOADING_TESTS' | 'NO_TESTS' | 'TESTS_FOUND' | 'TESTS_FAILED'
  | 'APPLYING' | 'APPLIED' | 'APPLY_FAILED' | 'GROUP_MISSING';

/** Info or error (spec 4.2: the status message box is one or the other). */
export const NOTICE_TONE: Readonly<Record<PreviewNotice, 'info' | 'error'>> = {
  LOADING_TESTS: 'info', NO_TESTS: 'info', TESTS_FOUND: 'info', TESTS_FAILED: 'error',
  APPLYING: 'info', APPLIED: 'info', APPLY_FAILED: 'error', GROUP_MISSING: 'error',
};

/** The A/B panel's message for the test list. */
export const noticeForTests = (status: TestsStatus): PreviewNotice =>
  ({ LOADING: 'LOADING_TESTS', EMPTY: 'NO_TESTS', FOUND: 'TESTS_FOUND', FAILED: 'TESTS_FAILED' } as const)[status];

/** The status box after applying: success, a missing group, or failure for any status but SUCCESS and any failed call. */
export const noticeForApply = (result: E.Either<ApplyError, unknown>): PreviewNotice =>
  E.isRight(result) ? 'APPLIED' : result.left.kind === 'GROUP_MISSING' ? 'GROUP_MISSING' : 'APPLY_FAILED';
