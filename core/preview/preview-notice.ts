import * as E from 'fp-ts/Either';
import { unreachable } from '../shared/unreachable';
import { formatMessage } from '../text/format-message';
import type { TestsStatus } from './ab-selection.reducer';
import type { AppliedPreview } from './apply-preview-settings.use-case';
import type { ApplyError } from './preview-errors';
import { previewFields } from './preview-date-time';
import { PREVIEW_MESSAGES } from './preview.messages';
import type { TimeZone } from './time-zone.port';

/** Every message the panel's status boxes can show (spec 4.2, 8). */
export type PreviewNotice = keyof typeof PREVIEW_MESSAGES.notices;

/** Info or error (spec 4.2: the status message box is one or the other). */
export const NOTICE_TONE: Readonly<Record<PreviewNotice, 'info' | 'error'>> = {
  LOADING_TESTS: 'info',
  NO_TESTS: 'info',
  TESTS_FOUND: 'info',
  TESTS_FAILED: 'error',
  APPLYING: 'info',
  APPLIED: 'info',
  APPLIED_CURRENT_TIME: 'error',
  APPLY_FAILED: 'error',
  GROUP_MISSING: 'error',
  INVALID_FIELDS: 'error',
};

/** The A/B panel's message for the test list. */
export const noticeForTests = (status: TestsStatus): PreviewNotice =>
  (({ LOADING: 'LOADING_TESTS', EMPTY: 'NO_TESTS', FOUND: 'TESTS_FOUND', FAILED: 'TESTS_FAILED' }) as const)[status];

/**
 * The status box after applying: success, a missing group, or failure for any status but SUCCESS and any failed call.
 * A success that had to use the current time instead of the entered date is not reported as plain success.
 */
export const noticeForApply = (result: E.Either<ApplyError, Pick<AppliedPreview, 'usedCurrentTime'>>): PreviewNotice => {
  if (E.isRight(result)) return result.right.usedCurrentTime ? 'APPLIED_CURRENT_TIME' : 'APPLIED';
  const error = result.left;
  switch (error.kind) {
    case 'GROUP_MISSING':
      return 'GROUP_MISSING';
    case 'REJECTED':
    case 'CALL_FAILED':
      return 'APPLY_FAILED';
    default:
      return unreachable(error);
  }
};

/** What was applied, in the staff member's local time: 'Simulated time: 2026-12-24 10:00. A/B test: christmas-teaser / snow.' */
export const appliedSummary = (applied: AppliedPreview, timeZone: TimeZone): string => {
  const copy = PREVIEW_MESSAGES.applied;
  const when =
    applied.dateTime === null
      ? copy.liveTime
      : (() => {
          const fields = previewFields(timeZone, Date.parse(applied.dateTime));
          return `${fields.date} ${fields.time}`;
        })();
  const { testName, groupName } = applied.selection;
  const test = testName === '' ? copy.noTest : formatMessage(copy.test, { name: testName, group: groupName });
  return formatMessage(copy.summary, { time: when, test });
};
