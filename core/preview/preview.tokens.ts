/**
 * Injection tokens of the staff preview (spec 6, 7.3). The first group is bound at start (the always-loaded gate);
 * the second is bound by the panel loader when a confirmed staff session opens the panel chunk.
 */
export const PREVIEW_TOKENS = {
  /** PreviewMode: whether the serving layer turned preview mode on for this page. */
  previewMode: Symbol.for('preview.PreviewMode'),
  /** StaffSessionGateway: checkauth, renew, logout. */
  sessionGateway: Symbol.for('preview.StaffSessionGateway'),
  /** CheckStaffSession use case: the gate's only question. */
  checkStaffSession: Symbol.for('preview.CheckStaffSession'),
  /** PreviewPanelLoader: loads the panel chunk (and binds what it needs) after a confirmed session. */
  panelLoader: Symbol.for('preview.PanelLoader'),

  /** PreviewTokenGateway (bound by the panel loader). */
  tokenGateway: Symbol.for('preview.PreviewTokenGateway'),
  /** AbTestGateway (bound by the panel loader). */
  abTestGateway: Symbol.for('preview.AbTestGateway'),
  /** TimeZone of the staff member's browser (bound by the panel loader). */
  timeZone: Symbol.for('preview.TimeZone'),
  /** Scheduler for the 5-minute session renewal (bound by the panel loader). */
  scheduler: Symbol.for('preview.Scheduler'),
  /** LoadAbTests use case. */
  loadAbTests: Symbol.for('preview.LoadAbTests'),
  /** ApplyPreviewSettings use case. */
  applyPreviewSettings: Symbol.for('preview.ApplyPreviewSettings'),
  /** KeepStaffSessionAlive use case. */
  keepSessionAlive: Symbol.for('preview.KeepStaffSessionAlive'),
  /** LogOutStaff use case. */
  logOut: Symbol.for('preview.LogOutStaff'),
  /** LoadAssignments use case (getassignment, for the staff bar). */
  loadAssignments: Symbol.for('preview.LoadAssignments'),
} as const;
