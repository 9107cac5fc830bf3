import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { Clock } from '../shared/clock.port';
import type { CookieJar } from '../shared/cookie-jar.port';
import type { Logger } from '../shared/logger.port';
import type { CrossTabLock } from './cross-tab-lock.port';
import type { PageVisibility } from './page-visibility.port';
import { outcomeOfRenewal, planRefresh, REFRESH_OUTCOME, type RefreshOutcome, type RefreshPlan } from './refresh-policy';
import type { SkewTracker } from './server-time';
import { COOKIE_NAMES } from '../shared/cookie-names';
import type { HttpFailure } from '../shared/http-failure';
import { replyStatus, type ServiceReply, type SessionGateway } from './session-gateway.port';

/** The name of the lock every tab takes before renewing (one renewal per due token across tabs). */
export const RENEWAL_LOCK = 'storefront.login-token-renewal';

/** The ports one check needs. */
export interface RefreshCheckDeps {
  readonly cookies: CookieJar;
  readonly clock: Clock;
  readonly visibility: PageVisibility;
  readonly gateway: SessionGateway;
  readonly lock: CrossTabLock;
  readonly skew: SkewTracker;
  readonly logger: Logger;
}

/** What a check came to: an outcome of spec 4.3, or a skip (platform, hidden, inactive, no lock) that decides nothing. */
export type RefreshCheckResult =
  | { readonly kind: 'OUTCOME'; readonly outcome: RefreshOutcome }
  | { readonly kind: 'SKIPPED'; readonly reason: 'PLATFORM' | 'HIDDEN' | 'INACTIVE' | 'LOCK_UNAVAILABLE' };

/** One refresh check, told whether the user was active since the last one; never fails (failed calls are outcomes). */
export type RunRefreshCheck = (active: boolean) => TaskEither<never, RefreshCheckResult>;

/**
 * One refresh check: plan from the cookies; when a call is due, take the cross-tab lock, read the cookies again and
 * call only what is still due with unchanged cookies (another tab may have renewed meanwhile). Failures are ignored.
 */
export const runRefreshCheck =
  (deps: RefreshCheckDeps): RunRefreshCheck =>
  (active) =>
  async () => {
    const before = read(deps);
    const plan = planRefresh({
      ...before,
      nowMs: deps.clock.now(),
      skewMs: deps.skew.skewMs(),
      active,
      visible: deps.visibility.isVisible(),
    });
    if (plan.kind === 'SKIP') return E.right({ kind: 'SKIPPED', reason: plan.reason });
    if (plan.kind === 'SETTLED' && !plan.longTerm) return E.right({ kind: 'OUTCOME', outcome: plan.outcome });
    const locked = await deps.lock.withLock(RENEWAL_LOCK, () => underLock(deps, before, plan, active))();
    if (E.isRight(locked)) return locked;
    deps.logger.debug('Login token refresh skipped: no cross-tab lock', locked.left.message);
    return E.right({ kind: 'SKIPPED', reason: 'LOCK_UNAVAILABLE' });
  };

const read = ({ cookies }: RefreshCheckDeps) => ({
  loginToken: cookies.get(COOKIE_NAMES.loginToken),
  longTermToken: cookies.get(COOKIE_NAMES.longTermToken),
  platformCookie: cookies.get(COOKIE_NAMES.platform),
});

const underLock = async (
  deps: RefreshCheckDeps,
  before: ReturnType<typeof read>,
  plan: RefreshPlan,
  active: boolean,
): Promise<RefreshCheckResult> => {
  const now = read(deps);
  const fresh = planRefresh({ ...now, nowMs: deps.clock.now(), skewMs: deps.skew.skewMs(), active, visible: deps.visibility.isVisible() });
  if (fresh.kind === 'SKIP') return { kind: 'SKIPPED', reason: fresh.reason };
  const loginUnchanged = now.loginToken === before.loginToken;
  let outcome: RefreshOutcome = fresh.kind === 'SETTLED' ? fresh.outcome : REFRESH_OUTCOME.NOT_DUE;
  if (plan.kind === 'RENEW' && fresh.kind === 'RENEW' && loginUnchanged) {
    const status = replyStatus(await call(deps, 'renew', deps.gateway.renewLoginToken()));
    outcome = outcomeOfRenewal(status);
    if (status !== 'NO_ANSWER' && outcome >= REFRESH_OUTCOME.SERVER_ERROR)
      deps.logger.debug('Login token renewal failed (ignored)', status);
  }
  if (fresh.longTerm && now.longTermToken === before.longTermToken) {
    const status = replyStatus(await call(deps, 'longtermtoken', deps.gateway.fetchLongTermToken()));
    if (status !== 'NO_ANSWER' && status !== 200) deps.logger.debug('Long-term token call failed (ignored)', status);
  }
  return { kind: 'OUTCOME', outcome };
};

/** Runs a call, records the server's time and logs a missing answer at debug level only (spec 8: silently ignored). */
const call = async (deps: RefreshCheckDeps, name: string, request: () => Promise<E.Either<HttpFailure, ServiceReply>>) => {
  const sentAt = deps.clock.now();
  const reply = await request();
  if (E.isRight(reply)) deps.skew.record(reply.right.serverTimeMs, sentAt, deps.clock.now());
  else if (reply.left.kind !== 'STATUS') deps.logger.debug(`Login service ${name} call got no answer (ignored)`, reply.left);
  return reply;
};
