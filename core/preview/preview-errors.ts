import type { HttpFailure } from '../shared/http-failure';

/** The gate found no reason to ask the server: preview mode off or no staff cookie. No call was made. */
export interface NotStaff {
  readonly kind: 'NOT_STAFF';
}
/** The server did not confirm the staff session (checkauth status other than SUCCESS). */
export interface Unauthorized {
  readonly kind: 'UNAUTHORIZED';
}
/** A call to a preview or A/B test service failed (the panel says so; the cause is for the log). */
export interface CallFailed {
  readonly kind: 'CALL_FAILED';
  readonly cause: HttpFailure;
}
/** An A/B test was chosen without a group (spec 5.3). */
export interface GroupMissing {
  readonly kind: 'GROUP_MISSING';
}
/** The token service answered a status other than SUCCESS. */
export interface Rejected {
  readonly kind: 'REJECTED';
  readonly status: 'BAD_REQUEST' | 'INTERNAL_ERROR' | 'UNAUTHORIZED';
}

/** Why the staff preview is not offered. */
export type GateError = NotStaff | Unauthorized | CallFailed;
/** Why applying preview settings did not succeed. */
export type ApplyError = GroupMissing | Rejected | CallFailed;

/** The preview's error for a failed call, for use cases. */
export const callFailed = (cause: HttpFailure): CallFailed => ({ kind: 'CALL_FAILED', cause });
