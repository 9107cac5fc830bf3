import { describe, expect, it } from 'vitest';
import { SessionStatusStore, sessionStatusOf } from '../../../core/session/session-status.store';
import { estimateSkew, SkewTracker } from '../../../core/session/server-time';
import { aLoginToken } from '../../fakes/session-fakes';

const NOW = Date.UTC(2026, 10, 22, 10);

describe('session status', () => {
  it.each<[string, string | undefined, 'SIGNED_IN' | 'SIGNED_OUT']>([
    ['a live token', aLoginToken(NOW, 60, 600), 'SIGNED_IN'],
    ['a due token', aLoginToken(NOW, -60, 600), 'SIGNED_IN'],
    ['an expired token', aLoginToken(NOW, -600, -1), 'SIGNED_OUT'],
    ['no token', undefined, 'SIGNED_OUT'],
    ['a garbled token', 'x.y', 'SIGNED_OUT'],
  ])('is %s -> %s', (_label, cookie, status) => {
    expect(sessionStatusOf(cookie, NOW)).toBe(status);
  });

  it('tells subscribers only when the status changes', () => {
    let cookie: string | undefined;
    const store = new SessionStatusStore(() => sessionStatusOf(cookie, NOW));
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.refresh();
    expect(calls).toBe(0);
    cookie = aLoginToken(NOW, 60, 600);
    store.refresh();
    expect(store.get()).toBe('SIGNED_IN');
    expect(calls).toBe(1);
    unsubscribe();
    cookie = undefined;
    store.refresh();
    expect(calls).toBe(1);
  });
});

describe('server clock estimate', () => {
  it('reads minutes of skew either way from the Date header, and ignores second-level noise', () => {
    expect(estimateSkew(NOW + 5 * 60_000, NOW, NOW + 200)).toBeCloseTo(5 * 60_000 + 400, -2);
    expect(estimateSkew(NOW - 3 * 60_000, NOW, NOW + 200)).toBeCloseTo(-3 * 60_000 + 400, -2);
    expect(estimateSkew(NOW - 1000, NOW, NOW + 300)).toBe(0);
  });

  it('keeps the last estimate when a reply has no Date', () => {
    const tracker = new SkewTracker();
    tracker.record(NOW + 60_000, NOW, NOW);
    tracker.record(undefined, NOW, NOW);
    expect(tracker.skewMs()).toBe(60_500);
  });
});
