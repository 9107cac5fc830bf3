import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AbTestGateway } from '../../core/preview/ab-test-gateway.port';
import type { AbAssignment, AbTest, PreviewTokenStatus } from '../../core/preview/preview-state';
import type { PreviewTokenGateway, PreviewTokenRequest } from '../../core/preview/preview-token-gateway.port';
import type { Scheduler } from '../../core/preview/scheduler.port';
import type { StaffSessionGateway } from '../../core/preview/staff-session-gateway.port';
import type { StaffSessionCheck } from '../../core/preview/staff-session.codec';
import type { TimeZone } from '../../core/preview/time-zone.port';
import type { HttpFailure } from '../../core/shared/http-failure';

/** A scripted answer: a value, a failure, or a promise the test resolves later. */
export type Scripted<A> = A | HttpFailure | Promise<A | HttpFailure>;

const FAILURE_KINDS: ReadonlyArray<unknown> = ['NETWORK', 'TIMEOUT', 'STATUS', 'DECODE'] satisfies ReadonlyArray<HttpFailure['kind']>;
const isFailure = (value: unknown): value is HttpFailure =>
  typeof value === 'object' && value !== null && FAILURE_KINDS.includes((value as { kind?: unknown }).kind);

const answer =
  <A>(scripted: Scripted<A>): TE.TaskEither<HttpFailure, A> =>
  async () => {
    const value = await scripted;
    return isFailure(value) ? E.left(value) : E.right(value);
  };

/** A failure to script. */
export const FAILED: HttpFailure = { kind: 'STATUS', status: 500 };

/** The staff session service, scripted; counts every call. */
export class FakeStaffSessionGateway implements StaffSessionGateway {
  checkAuthAnswer: Scripted<StaffSessionCheck> = { status: 'SUCCESS', dateTime: null, abTestName: null, abTestGroup: null };
  renewAnswer: Scripted<void> = undefined;
  logoutAnswer: Scripted<void> = undefined;
  readonly calls: Array<'checkauth' | 'renew' | 'logout'> = [];
  checkAuth() {
    this.calls.push('checkauth');
    return answer(this.checkAuthAnswer);
  }
  renew() {
    this.calls.push('renew');
    return answer(this.renewAnswer);
  }
  logout() {
    this.calls.push('logout');
    return answer(this.logoutAnswer);
  }
}

/** The preview token service, scripted; records every request. */
export class FakePreviewTokenGateway implements PreviewTokenGateway {
  status: Scripted<PreviewTokenStatus> = 'SUCCESS';
  readonly requests: PreviewTokenRequest[] = [];
  requestToken(request: PreviewTokenRequest) {
    this.requests.push(request);
    return answer(this.status);
  }
}

/** The A/B test service: tests per instant prefix (e.g. '2026-12'), or a failure; records the asked instants. */
export class FakeAbTestGateway implements AbTestGateway {
  /** Answer for instants starting with the key; the longest matching key wins; '' is the fallback. */
  tests: Record<string, Scripted<readonly AbTest[]>> = { '': [] };
  assignmentsAnswer: Scripted<readonly AbAssignment[]> = [];
  readonly asked: string[] = [];
  testsAt(isoTime: string) {
    this.asked.push(isoTime);
    const key =
      Object.keys(this.tests)
        .filter((prefix) => isoTime.startsWith(prefix))
        .sort((a, b) => b.length - a.length)[0] ?? '';
    return answer(this.tests[key] ?? []);
  }
  assignments() {
    return answer(this.assignmentsAnswer);
  }
}

/** A scheduler the test ticks by hand. */
export class FakeScheduler implements Scheduler {
  readonly tasks = new Set<{ intervalMs: number; task: () => void }>();
  every(intervalMs: number, task: () => void): () => void {
    const entry = { intervalMs, task };
    this.tasks.add(entry);
    return () => this.tasks.delete(entry);
  }
  /** Runs every task once, as if its interval had passed. */
  tick(): void {
    [...this.tasks].forEach((entry) => entry.task());
  }
}

/** A time zone with a fixed offset, or a table of offsets from given instants (for daylight saving time). */
export class FixedTimeZone implements TimeZone {
  constructor(
    private readonly offsetMinutes = 0,
    private readonly changes: ReadonlyArray<{ fromMs: number; offsetMinutes: number }> = [],
  ) {}
  offsetMinutesAt(utcMs: number): number {
    return [...this.changes].reverse().find((change) => utcMs >= change.fromMs)?.offsetMinutes ?? this.offsetMinutes;
  }
}

/** A promise the test settles by hand (to see 'Loading...' states). */
export const deferred = <A>(): { promise: Promise<A>; resolve: (value: A) => void } => {
  let resolve: (value: A) => void = () => undefined;
  const promise = new Promise<A>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};
