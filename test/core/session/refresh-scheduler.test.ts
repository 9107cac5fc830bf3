import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { RefreshScheduler } from '../../../core/session/refresh-scheduler';
import type { RefreshCheckResult } from '../../../core/session/run-refresh-check.use-case';
import { FakeClock } from '../../fakes/fake-clock';
import { MemoryCookieJar } from '../../fakes/memory-cookie-jar';
import { aLoginToken, FakeActivity, FakeTimer, FakeVisibility } from '../../fakes/session-fakes';

const MINUTE = 60_000;

const setup = (options: { cookies?: Record<string, string>; visible?: boolean; results?: RefreshCheckResult[] } = {}) => {
  const clock = new FakeClock();
  const timer = new FakeTimer(clock);
  const activity = new FakeActivity();
  const visibility = new FakeVisibility(options.visible ?? true);
  const cookies = new MemoryCookieJar(options.cookies ?? { LoginToken: aLoginToken(clock.now(), 600, 1800) });
  const checks: boolean[] = [];
  const results = [...(options.results ?? [])];
  const check = (active: boolean) => {
    checks.push(active);
    return TE.right<never, RefreshCheckResult>(results.shift() ?? { kind: 'OUTCOME', outcome: 4 });
  };
  const scheduler = new RefreshScheduler({ clock, timer, activity, visibility, cookies, check });
  return { clock, timer, activity, visibility, cookies, checks, scheduler };
};

describe('refresh scheduler', () => {
  it('checks every 3 minutes while a login cookie is present', async () => {
    const { timer, checks, scheduler } = setup();
    scheduler.start();
    expect(scheduler.state()).toBe('RUNNING');
    await timer.advance(3 * MINUTE - 1);
    expect(checks).toHaveLength(0);
    await timer.advance(1);
    expect(checks).toHaveLength(1);
    await timer.advance(6 * MINUTE);
    expect(checks).toHaveLength(3);
  });

  it('tells each check whether the user was active since the previous one', async () => {
    const { timer, activity, checks, scheduler } = setup();
    scheduler.start();
    await timer.advance(3 * MINUTE);
    activity.act();
    await timer.advance(3 * MINUTE);
    await timer.advance(3 * MINUTE);
    expect(checks).toEqual([false, true, false]);
  });

  it('waits for a login cookie every 10 seconds, without checking, then checks at once', async () => {
    const { timer, checks, scheduler, cookies, clock } = setup({ cookies: {} });
    scheduler.start();
    expect(scheduler.state()).toBe('WAITING');
    await timer.advance(60_000);
    expect(checks).toHaveLength(0);
    expect(timer.delays()).toEqual([10_000]);
    cookies.set('LoginToken', aLoginToken(clock.now(), 600, 1800));
    await timer.advance(10_000);
    expect(checks).toHaveLength(1);
    expect(scheduler.state()).toBe('RUNNING');
    expect(timer.delays()).toEqual([3 * MINUTE]);
  });

  it.each([1, 3, 5] as const)('stops for good on outcome %s', async (outcome) => {
    const { timer, checks, scheduler, activity } = setup({ results: [{ kind: 'OUTCOME', outcome }] });
    scheduler.start();
    await timer.advance(3 * MINUTE);
    expect(scheduler.state()).toBe('STOPPED');
    expect(timer.pending()).toBe(0);
    expect(activity.listenerCount()).toBe(0);
    await timer.advance(30 * MINUTE);
    expect(checks).toHaveLength(1);
  });

  it.each([0, 2, 4] as const)('keeps checking after outcome %s', async (outcome) => {
    const { timer, checks, scheduler } = setup({ results: [{ kind: 'OUTCOME', outcome }] });
    scheduler.start();
    await timer.advance(6 * MINUTE);
    expect(checks).toHaveLength(2);
    expect(scheduler.state()).toBe('RUNNING');
  });

  it('pauses while the tab is hidden and resumes when it is visible again', async () => {
    const { timer, checks, scheduler, visibility } = setup();
    scheduler.start();
    await timer.advance(MINUTE);
    visibility.set(false);
    expect(scheduler.state()).toBe('PAUSED');
    await timer.advance(30 * MINUTE);
    expect(checks).toHaveLength(0);
    visibility.set(true);
    expect(scheduler.state()).toBe('RUNNING');
    await timer.advance(0);
    expect(checks).toHaveLength(1);
    await timer.advance(3 * MINUTE);
    expect(checks).toHaveLength(2);
  });

  it('resumes with the rest of the interval after a short hide', async () => {
    const { timer, checks, scheduler, visibility } = setup();
    scheduler.start();
    await timer.advance(MINUTE);
    visibility.set(false);
    visibility.set(true);
    expect(timer.delays()).toEqual([2 * MINUTE]);
    await timer.advance(2 * MINUTE);
    expect(checks).toHaveLength(1);
  });

  it('starts paused in a hidden tab', async () => {
    const { timer, checks, scheduler } = setup({ visible: false });
    scheduler.start();
    expect(scheduler.state()).toBe('PAUSED');
    await timer.advance(10 * MINUTE);
    expect(checks).toHaveLength(0);
  });

  it.each(['smartphone', 'tablet', 'SmartPhone'])('runs no check when the platform cookie says %s', async (platform) => {
    const { timer, checks, scheduler, activity } = setup({
      cookies: { platform, LoginToken: aLoginToken(Date.UTC(2026, 10, 22, 10), -1, 600) },
    });
    scheduler.start();
    expect(scheduler.state()).toBe('DISABLED');
    expect(activity.listenerCount()).toBe(0);
    await timer.advance(30 * MINUTE);
    expect(checks).toHaveLength(0);
    // Past the token's expiry nothing is left waiting.
    expect(timer.pending()).toBe(0);
  });

  it('tells its observers when the token ends on a phone, where nothing renews it (spec 3.4)', async () => {
    const clock = new FakeClock();
    const { timer, checks, scheduler, cookies } = setup({
      cookies: { platform: 'smartphone', LoginToken: aLoginToken(clock.now(), 600, 1800) },
    });
    const seen: unknown[] = [];
    scheduler.observe((result) => seen.push(result));
    scheduler.start();
    await timer.advance(29 * MINUTE);
    expect(seen).toEqual([]);
    // The browser drops the expired cookie; a second after the expiry the observers read the session again.
    cookies.values.delete('LoginToken');
    await timer.advance(2 * MINUTE);
    expect(seen).toEqual([undefined]);
    expect(checks).toHaveLength(0);
    expect(timer.pending()).toBe(0);
  });

  it('stops when a check finds the platform cookie turned to smartphone', async () => {
    const { timer, scheduler } = setup({ results: [{ kind: 'SKIPPED', reason: 'PLATFORM' }] });
    scheduler.start();
    await timer.advance(3 * MINUTE);
    expect(scheduler.state()).toBe('DISABLED');
    // Only the watch for the token's end is left (it renews nothing).
    expect(timer.pending()).toBe(1);
  });

  it('removes its listeners and timer on stop, and starts over on start', async () => {
    const { timer, activity, scheduler, checks } = setup({ results: [{ kind: 'OUTCOME', outcome: 3 }] });
    scheduler.start();
    await timer.advance(3 * MINUTE);
    expect(scheduler.state()).toBe('STOPPED');
    scheduler.start();
    expect(scheduler.state()).toBe('RUNNING');
    expect(activity.listenerCount()).toBe(1);
    await timer.advance(3 * MINUTE);
    expect(checks).toHaveLength(2);
    scheduler.stop();
    expect(activity.listenerCount()).toBe(0);
    expect(timer.pending()).toBe(0);
  });

  it('tells observers after each check and each waiting poll', async () => {
    const { timer, scheduler } = setup({ cookies: {} });
    const seen: unknown[] = [];
    scheduler.observe((result) => seen.push(result));
    scheduler.start();
    await timer.advance(20_000);
    expect(seen).toEqual([undefined, undefined]);
  });
});
