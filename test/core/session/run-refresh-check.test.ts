import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { runRefreshCheck, type RefreshCheckDeps } from '../../../core/session/run-refresh-check.use-case';
import { SkewTracker } from '../../../core/session/server-time';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryCookieJar } from '../../fakes/memory-cookie-jar';
import { RecordingLogger } from '../../fakes/recording-logger';
import { aLoginToken, aTokenCookie, FakeSessionGateway, FakeVisibility, MemoryLock } from '../../fakes/session-fakes';

const aTab = (shared: { cookies: MemoryCookieJar; clock: FakeClock; lock: MemoryLock; gateway: FakeSessionGateway }) => {
  const logger = new RecordingLogger();
  const skew = new SkewTracker();
  const deps: RefreshCheckDeps = { ...shared, visibility: new FakeVisibility(), skew, logger };
  return { check: runRefreshCheck(deps), logger, skew };
};

const setup = (loginToken: string | undefined, longTerm?: string) => {
  const clock = new FakeClock();
  const now = clock.now();
  const cookies = new MemoryCookieJar({
    ...(loginToken === undefined ? {} : { LoginToken: loginToken }),
    LongTermToken: longTerm ?? aTokenCookie({ ren: now / 1000 + 86_400, exp: now / 1000 + 864_000, lid: 'lid-1' }),
  });
  const shared = { cookies, clock, lock: new MemoryLock(), gateway: new FakeSessionGateway() };
  // The server's Set-Cookie: a renewal writes a fresh token, due in 10 minutes.
  shared.gateway.effects.renewLoginToken = () => cookies.set('LoginToken', aLoginToken(clock.now(), 600, 1800));
  return { ...shared, now };
};

describe('one refresh check', () => {
  it('renews a due token under the cross-tab lock: outcome 0 on 201', async () => {
    const world = setup(aLoginToken(Date.UTC(2026, 10, 22, 10), -30, 600));
    const tab = aTab(world);
    expect(await tab.check(true)()).toEqual(E.right({ kind: 'OUTCOME', outcome: 0 }));
    expect(world.gateway.count('renewLoginToken')).toBe(1);
    expect(world.lock.acquisitions).toBe(1);
  });

  it.each([
    [200, 1],
    [500, 2],
    [401, 3],
  ])('maps a renew reply %s to outcome %s', async (status, outcome) => {
    const world = setup(aLoginToken(Date.UTC(2026, 10, 22, 10), -30, 600));
    world.gateway.replies.renewLoginToken = { status };
    expect(await aTab(world).check(true)()).toEqual(E.right({ kind: 'OUTCOME', outcome }));
  });

  it('ignores a renewal that gets no answer (outcome 2, logged at debug level only)', async () => {
    const world = setup(aLoginToken(Date.UTC(2026, 10, 22, 10), -30, 600));
    world.gateway.replies.renewLoginToken = { kind: 'NETWORK', message: 'offline' };
    const tab = aTab(world);
    expect(await tab.check(true)()).toEqual(E.right({ kind: 'OUTCOME', outcome: 2 }));
    expect(tab.logger.lines.map((line) => line.level)).toEqual(['debug']);
  });

  it('calls nothing and takes no lock when nothing is due', async () => {
    const world = setup(aLoginToken(Date.UTC(2026, 10, 22, 10), 60, 600));
    expect(await aTab(world).check(true)()).toEqual(E.right({ kind: 'OUTCOME', outcome: 4 }));
    expect(world.gateway.calls).toEqual([]);
    expect(world.lock.acquisitions).toBe(0);
  });

  it('calls nothing for an inactive user', async () => {
    const world = setup(aLoginToken(Date.UTC(2026, 10, 22, 10), -30, 600), 'missing-long-term');
    expect(await aTab(world).check(false)()).toEqual(E.right({ kind: 'SKIPPED', reason: 'INACTIVE' }));
    expect(world.gateway.calls).toEqual([]);
  });

  it('does not renew when the cookie changed while it waited for the lock (another tab renewed)', async () => {
    const world = setup(aLoginToken(Date.UTC(2026, 10, 22, 10), -30, 600));
    const tab = aTab(world);
    // Another tab holds the lock and renews first.
    const other = world.lock.withLock('storefront.login-token-renewal', async () => {
      await Promise.resolve();
      world.cookies.set('LoginToken', aLoginToken(world.clock.now(), 600, 1800));
    });
    const [, result] = await Promise.all([other(), tab.check(true)()]);
    expect(result).toEqual(E.right({ kind: 'OUTCOME', outcome: 4 }));
    expect(world.gateway.count('renewLoginToken')).toBe(0);
  });

  it('renews once for three tabs whose checks run at the same moment', async () => {
    const world = setup(aLoginToken(Date.UTC(2026, 10, 22, 10), -30, 600));
    const results = await Promise.all([aTab(world), aTab(world), aTab(world)].map((tab) => tab.check(true)()));
    expect(world.gateway.count('renewLoginToken')).toBe(1);
    expect(results.map((r) => (E.isLeft(r) ? r.left : r.right.kind === 'OUTCOME' ? r.right.outcome : r.right.reason)).sort()).toEqual([
      0, 4, 4,
    ]);
  });

  it('fetches the long-term token once across tabs, and ignores its failure', async () => {
    const world = setup(aLoginToken(Date.UTC(2026, 10, 22, 10), 60, 600), 'none');
    world.gateway.effects.fetchLongTermToken = () =>
      world.cookies.set(
        'LongTermToken',
        aTokenCookie({ ren: world.clock.now() / 1000 + 86_400, exp: world.clock.now() / 1000 + 864_000, lid: 'lid-1' }),
      );
    await Promise.all([aTab(world).check(true)(), aTab(world).check(true)()]);
    expect(world.gateway.count('fetchLongTermToken')).toBe(1);

    const failing = setup(aLoginToken(Date.UTC(2026, 10, 22, 10), 60, 600), 'none');
    failing.gateway.replies.fetchLongTermToken = { status: 500 };
    const tab = aTab(failing);
    expect(await tab.check(true)()).toEqual(E.right({ kind: 'OUTCOME', outcome: 4 }));
    expect(tab.logger.lines.every((line) => line.level === 'debug')).toBe(true);
  });

  it('skips when no lock can be taken, and calls nothing', async () => {
    const world = setup(aLoginToken(Date.UTC(2026, 10, 22, 10), -30, 600));
    world.lock.unavailable = true;
    expect(await aTab(world).check(true)()).toEqual(E.right({ kind: 'SKIPPED', reason: 'LOCK_UNAVAILABLE' }));
    expect(world.gateway.calls).toEqual([]);
  });

  it('learns the server clock from the reply, so later checks judge by server time', async () => {
    const world = setup(aLoginToken(Date.UTC(2026, 10, 22, 10), -30, 600));
    world.gateway.replies.renewLoginToken = { status: 201, serverTimeMs: world.clock.now() + 5 * 60_000 };
    const tab = aTab(world);
    await tab.check(true)();
    expect(tab.skew.skewMs()).toBeGreaterThan(4 * 60_000);
  });

  it('never calls renew for an expired or not-yet-due token, whatever the times (property)', PROPERTY, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -7200, max: 7200 }),
        fc.integer({ min: -7200, max: 7200 }),
        fc.boolean(),
        async (renIn, expIn, active) => {
          const world = setup(aLoginToken(Date.UTC(2026, 10, 22, 10), renIn, expIn));
          await aTab(world).check(active)();
          const due = renIn <= 0 && expIn > 0;
          expect(world.gateway.count('renewLoginToken')).toBe(due && active ? 1 : 0);
        },
      ),
    );
  });
});
