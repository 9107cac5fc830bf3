import { describe, expect, it } from 'vitest';
import { ContainerModule } from 'inversify';
import { bindSessionUseCases, REFRESH_LOAD_DELAY_MS, startSessionRefresh } from '../../composition/bindings.session';
import { bindRefreshScheduler } from '../../composition/bindings.session-refresh';
import { SESSION_TOKENS } from '../../core/session/session.tokens';
import { aLoginToken } from '../fakes/session-fakes';
import { sessionFakesOf } from '../fakes/session-test-bindings';
import { createTestContainer } from '../fakes/test-container';
import { resolve } from '../../composition/container';

const MINUTE = 60_000;

const world = (cookies: Record<string, string> = {}) => {
  const { container, ports } = createTestContainer({ cookies });
  const fakes = sessionFakesOf(container);
  const scheduler = resolve(container, SESSION_TOKENS.scheduler);
  const status = resolve(container, SESSION_TOKENS.status);
  // The server's Set-Cookie on renewal: a token due in 4 minutes.
  fakes.gateway.effects.renewLoginToken = () => ports.cookies.set('LoginToken', aLoginToken(ports.clock.now(), 240, 1800));
  return { ports, fakes, scheduler, status };
};

describe('session refresh as composed', () => {
  it('renews a token that falls due while the customer is active, once, and keeps the new cookie', async () => {
    const { ports, fakes, scheduler } = world({ LoginToken: aLoginToken(Date.UTC(2026, 10, 22, 10), 200, 1800), LongTermToken: 'missing' });
    fakes.gateway.replies.fetchLongTermToken = { status: 500 };
    const before = ports.cookies.get('LoginToken');
    scheduler.start();
    fakes.activity.act();
    await fakes.timer.advance(3 * MINUTE);
    expect(fakes.gateway.count('renewLoginToken')).toBe(0);
    fakes.activity.act();
    await fakes.timer.advance(3 * MINUTE);
    expect(fakes.gateway.count('renewLoginToken')).toBe(1);
    expect(ports.cookies.get('LoginToken')).not.toBe(before);
    await fakes.timer.advance(3 * MINUTE);
    expect(fakes.gateway.count('renewLoginToken')).toBe(1);
    expect(scheduler.state()).toBe('RUNNING');
  });

  it('never renews for a customer who does nothing', async () => {
    const { fakes, scheduler } = world({ LoginToken: aLoginToken(Date.UTC(2026, 10, 22, 10), 10, 1800) });
    scheduler.start();
    await fakes.timer.advance(20 * MINUTE);
    expect(fakes.gateway.calls).toEqual([]);
  });

  it('notices a login from another tab while waiting, and an expiry, in the session status', async () => {
    const { ports, fakes, scheduler, status } = world();
    scheduler.start();
    expect(status.get()).toBe('SIGNED_OUT');
    ports.cookies.set('LoginToken', aLoginToken(ports.clock.now(), 60, 400));
    await fakes.timer.advance(10_000);
    expect(status.get()).toBe('SIGNED_IN');
    await fakes.timer.advance(9 * MINUTE);
    expect(status.get()).toBe('SIGNED_OUT');
    expect(scheduler.state()).toBe('STOPPED');
  });
});

/**
 * A page's container as the browser has it: the refresh machinery (the scheduler) is bound only when its chunk is
 * loaded, which the test lets finish when it wants. Every start call is kept, so a test can wait until one has done.
 */
const pageWithLazyRefresh = (cookies: Record<string, string> = {}) => {
  const { container } = createTestContainer({ cookies });
  for (const token of [
    SESSION_TOKENS.scheduler,
    SESSION_TOKENS.skew,
    SESSION_TOKENS.status,
    SESSION_TOKENS.startRefresh,
    SESSION_TOKENS.logIn,
    SESSION_TOKENS.logOut,
  ])
    container.unbind(token);
  let loads = 0;
  let arrive = (): void => undefined;
  const chunk = new Promise<void>((done) => {
    arrive = done;
  });
  // What the browser's loader does (bindings.browser.ts): import the chunk, load its module into the container.
  bindSessionUseCases(container, async () => {
    loads += 1;
    await chunk;
    container.load(new ContainerModule((options) => bindRefreshScheduler(options)));
    return true;
  });
  const start = resolve(container, SESSION_TOKENS.startRefresh);
  const starts: Array<Promise<void>> = [];
  container.unbind(SESSION_TOKENS.startRefresh);
  container.bind(SESSION_TOKENS.startRefresh).toConstantValue((options?: { ifIdle?: boolean }) => {
    const started = start(options);
    starts.push(started);
    return started;
  });
  return {
    container,
    starts,
    loads: () => loads,
    /** The chunk arrives. */
    loaded: () => arrive(),
    scheduler: () => resolve(container, SESSION_TOKENS.scheduler),
  };
};

describe('starting the refresh after render', () => {
  it('loads and starts at once when a LoginToken is present', async () => {
    const page = pageWithLazyRefresh({ LoginToken: aLoginToken(Date.UTC(2026, 10, 22, 10), 600, 1800) });
    const delayed: Array<() => void> = [];
    startSessionRefresh(page.container, (run) => delayed.push(run));
    expect(delayed).toEqual([]);
    expect(page.loads()).toBe(1);
    expect(page.container.isBound(SESSION_TOKENS.scheduler)).toBe(false);
    page.loaded();
    await Promise.all(page.starts);
    expect(page.scheduler().state()).toBe('RUNNING');
  });

  it('loads nothing before the delay without a LoginToken, and the delayed start never restarts a scheduler a login started', async () => {
    const page = pageWithLazyRefresh();
    const delayed: Array<{ run: () => void; ms: number }> = [];
    startSessionRefresh(page.container, (run, ms) => delayed.push({ run, ms }));
    expect(delayed.map((d) => d.ms)).toEqual([REFRESH_LOAD_DELAY_MS]);
    expect(page.loads()).toBe(0);
    // A sign-in on this page meanwhile starts the refresh (as the log-in use case does).
    void resolve(page.container, SESSION_TOKENS.startRefresh)();
    page.loaded();
    await Promise.all(page.starts);
    const scheduler = page.scheduler();
    expect(scheduler.state()).toBe('WAITING');
    const restarts: string[] = [];
    const original = scheduler.start.bind(scheduler);
    scheduler.start = () => {
      restarts.push('start');
      original();
    };
    delayed[0]?.run();
    expect(page.starts).toHaveLength(2);
    await Promise.all(page.starts);
    expect(restarts).toEqual([]);
    expect(page.loads()).toBe(1);
    expect(scheduler.state()).toBe('WAITING');
  });
});
