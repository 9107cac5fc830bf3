import { token } from '../shared/token';
import type { AbTestGateway } from './ab-test-gateway.port';
import type { ApplyPreviewSettings } from './apply-preview-settings.use-case';
import type { CheckStaffSession } from './check-staff-session.use-case';
import type { KeepStaffSessionAlive } from './keep-staff-session-alive.use-case';
import type { LoadAbTests } from './load-ab-tests.use-case';
import type { LoadAssignments } from './load-assignments.use-case';
import type { LogOutStaff } from './log-out-staff.use-case';
import type { PreviewMode } from './preview-state';
import type { PreviewTokenGateway } from './preview-token-gateway.port';
import type { Scheduler } from './scheduler.port';
import type { StaffSessionGateway } from './staff-session-gateway.port';
import type { TimeZone } from './time-zone.port';
/**
 * Injection tokens of the staff preview (spec 6, 7.3). The first group is bound at start (the always-loaded gate);
 * the second is bound by the panel loader when a confirmed staff session opens the panel chunk.
 */
export const PREVIEW_TOKENS = {
  /** PreviewMode: whether the serving layer turned preview mode on for this page. */
  previewMode: token<PreviewMode>('preview.PreviewMode'),
  /** StaffSessionGateway: checkauth, renew, logout. */
  sessionGateway: token<StaffSessionGateway>('preview.StaffSessionGateway'),
  /** CheckStaffSession use case: the gate's only question. */
  checkStaffSession: token<CheckStaffSession>('preview.CheckStaffSession'),

  /** PreviewTokenGateway (bound by the panel loader). */
  tokenGateway: token<PreviewTokenGateway>('preview.PreviewTokenGateway'),
  /** AbTestGateway (bound by the panel loader). */
  abTestGateway: token<AbTestGateway>('preview.AbTestGateway'),
  /** TimeZone of the staff member's browser (bound by the panel loader). */
  timeZone: token<TimeZone>('preview.TimeZone'),
  /** Scheduler for the 5-minute session renewal (bound by the panel loader). */
  scheduler: token<Scheduler>('preview.Scheduler'),
  /** LoadAbTests use case. */
  loadAbTests: token<LoadAbTests>('preview.LoadAbTests'),
  /** ApplyPreviewSettings use case. */
  applyPreviewSettings: token<ApplyPreviewSettings>('preview.ApplyPreviewSettings'),
  /** KeepStaffSessionAlive use case. */
  keepSessionAlive: token<KeepStaffSessionAlive>('preview.KeepStaffSessionAlive'),
  /** LogOutStaff use case. */
  logOut: token<LogOutStaff>('preview.LogOutStaff'),
  /** LoadAssignments use case (getassignment, for the staff bar). */
  loadAssignments: token<LoadAssignments>('preview.LoadAssignments'),
} as const;
