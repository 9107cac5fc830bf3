import { describe, expect, it } from 'vitest';
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

describe('starting the refresh after render', () => {
  it('starts at once for a signed-in customer (the first-load script waits for the LoginToken)', async () => {
    const { container } = createTestContainer({ cookies: { LoginToken: aLoginToken(Date.UTC(2026, 10, 22, 10), 600, 1800) } });
    await resolve(container, SESSION_TOKENS.startRefresh)({ ifIdle: true });
    expect(resolve(container, SESSION_TOKENS.scheduler).state()).toBe('RUNNING');
  });

  it('never restarts a scheduler a sign-in on the page started', async () => {
    const { container } = createTestContainer();
    await resolve(container, SESSION_TOKENS.startRefresh)();
    const scheduler = resolve(container, SESSION_TOKENS.scheduler);
    const restarts: string[] = [];
    const original = scheduler.start.bind(scheduler);
    scheduler.start = () => {
      restarts.push('start');
      original();
    };
    await resolve(container, SESSION_TOKENS.startRefresh)({ ifIdle: true });
    expect(restarts).toEqual([]);
    expect(scheduler.state()).toBe('WAITING');
  });
});
