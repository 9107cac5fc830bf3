import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { CookieJar } from '../shared/cookie-jar.port';
import { isStatusFailure } from '../shared/http-failure';
import { callFailed, type GateError } from './preview-errors';
import type { PreviewMode, StaffSession } from './preview-state';
import type { StaffSessionGateway } from './staff-session-gateway.port';
import { toStaffSession } from './staff-session.codec';
import { mayCheckStaffSession } from './staff-gate';

/** What the gate needs. */
export interface CheckStaffSessionDeps {
  readonly previewMode: PreviewMode;
  readonly cookies: CookieJar;
  readonly gateway: StaffSessionGateway;
}

/** The gate's use case: the confirmed staff session, or why the preview is not offered. */
export type CheckStaffSession = () => TE.TaskEither<GateError, StaffSession>;

/** Asks checkauth only in preview mode with a staff cookie; only status SUCCESS confirms the session (spec 6). */
export const checkStaffSession =
  (deps: CheckStaffSessionDeps): CheckStaffSession =>
  () => {
    const names = deps.cookies.all().map(([name]) => name);
    if (!mayCheckStaffSession(deps.previewMode, names)) return TE.left({ kind: 'NOT_STAFF' });
    return pipe(
      deps.gateway.checkAuth(),
      // checkauth answers 401 to a cookie without a live session: not a failed call, an unconfirmed one.
      TE.mapLeft((failure): GateError => (isStatusFailure(failure, 401) ? { kind: 'UNAUTHORIZED' } : callFailed(failure))),
      TE.chainW((check) => {
        const session = toStaffSession(check);
        return session ? TE.right(session) : TE.left({ kind: 'UNAUTHORIZED' as const });
      }),
    );
  };
