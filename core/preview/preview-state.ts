/** A/B test as the test service lists it (spec 3.3): a name and its group names. */
export interface AbTest {
  readonly name: string;
  readonly groups: readonly string[];
}

/** The chosen A/B test and group; both empty means no override (spec 3.3). */
export interface AbSelection {
  readonly testName: string;
  readonly groupName: string;
}

/** No A/B override. */
export const NO_SELECTION: AbSelection = { testName: '', groupName: '' };

/** A confirmed staff session (the checkauth answer with status SUCCESS). */
export interface StaffSession {
  /** The simulated instant (ISO) the session carries, or null when the shop runs on real time. */
  readonly dateTime: string | null;
  /** The A/B override of the session; empty when none. */
  readonly selection: AbSelection;
}

/** The statuses the preview token call answers (spec 4.2). */
export type PreviewTokenStatus = 'SUCCESS' | 'BAD_REQUEST' | 'INTERNAL_ERROR' | 'UNAUTHORIZED';

/** Whether the serving layer turned preview mode on (data-preview-mode on <html>). */
export type PreviewMode = 'on' | 'off';

/** Reads the serving layer's attribute: only the exact word "on" (any case) turns preview mode on. */
export const parsePreviewMode = (attribute: string | null | undefined): PreviewMode =>
  attribute?.trim().toLowerCase() === 'on' ? 'on' : 'off';

/** One A/B assignment of the visitor, as getassignment reports it. */
export interface AbAssignment {
  readonly testName: string;
  readonly groupName: string;
  /** STABLE: the visitor's lasting assignment; PREVIEW: a staff session's override. */
  readonly source: 'STABLE' | 'PREVIEW';
}
