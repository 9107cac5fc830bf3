import * as t from 'io-ts';
import type { StaffSession } from './preview-state';

const optionalText = t.union([t.string, t.null]);

/** The checkauth answer (spec 3.3, 7.3): status, dateTime, abTestName, abTestGroup. */
export const StaffSessionCheckCodec = t.intersection([
  t.type({ status: t.string }),
  t.partial({ dateTime: optionalText, abTestName: optionalText, abTestGroup: optionalText }),
]);

/** A decoded checkauth answer. */
export type StaffSessionCheck = t.TypeOf<typeof StaffSessionCheckCodec>;

/** The session a SUCCESS answer confirms, or null for any other status. An unreadable dateTime counts as none. */
export const toStaffSession = (check: StaffSessionCheck): StaffSession | null => {
  if (check.status !== 'SUCCESS') return null;
  const dateTime = check.dateTime && !Number.isNaN(Date.parse(check.dateTime)) ? check.dateTime : null;
  const testName = check.abTestName?.trim() ?? '';
  const groupName = testName === '' ? '' : (check.abTestGroup?.trim() ?? '');
  return { dateTime, selection: { testName, groupName } };
};
