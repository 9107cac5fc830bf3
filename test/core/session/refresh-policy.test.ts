import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import {
  classifyLoginToken,
  needsLongTermToken,
  outcomeOfRenewal,
  planRefresh,
  stopsRefresh,
  type RefreshInput,
} from '../../../core/session/refresh-policy';
import { aLoginToken, aTokenCookie } from '../../fakes/session-fakes';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const MINUTE = 60_000;
const freshLongTerm = aTokenCookie({ ren: NOW / 1000 + 86_400, exp: NOW / 1000 + 864_000, lid: 'lid-1' });

const input = (overrides: Partial<RefreshInput> = {}): RefreshInput => ({
  loginToken: aLoginToken(NOW, -60, 600),
  longTermToken: freshLongTerm,
  nowMs: NOW,
  skewMs: 0,
  active: true,
  visible: true,
  platformCookie: undefined,
  ...overrides,
});

describe('refresh policy: what one check does (spec 4.3)', () => {
  it.each<[string, Partial<RefreshInput>, ReturnType<typeof planRefresh>]>([
    ['renews a due token of an active user', {}, { kind: 'RENEW', longTerm: false }],
    ['renews exactly at the renew time', { loginToken: aLoginToken(NOW, 0, 600) }, { kind: 'RENEW', longTerm: false }],
    [
      'is 4 (not yet due) a second before the renew time',
      { loginToken: aLoginToken(NOW, 1, 600) },
      { kind: 'SETTLED', outcome: 4, longTerm: false },
    ],
    ['is 5 (expired) at the expiry', { loginToken: aLoginToken(NOW, -600, 0) }, { kind: 'SETTLED', outcome: 5, longTerm: false }],
    ['is 5 when exp lies in the past', { loginToken: aLoginToken(NOW, -7200, -3600) }, { kind: 'SETTLED', outcome: 5, longTerm: false }],
    [
      'is 4 when ren lies after exp, before the expiry',
      { loginToken: aLoginToken(NOW, 900, 600) },
      { kind: 'SETTLED', outcome: 4, longTerm: false },
    ],
    [
      'is 5 when ren lies after exp, past the expiry',
      { loginToken: aLoginToken(NOW, 900, -1) },
      { kind: 'SETTLED', outcome: 5, longTerm: false },
    ],
    ['is 3 without a token', { loginToken: undefined }, { kind: 'SETTLED', outcome: 3, longTerm: false }],
    ['is 3 with a garbled token', { loginToken: 'garbage' }, { kind: 'SETTLED', outcome: 3, longTerm: false }],
    ['is 3 with a wrongly shaped token', { loginToken: aTokenCookie({ exp: 'soon' }) }, { kind: 'SETTLED', outcome: 3, longTerm: false }],
    ['skips a due token when the user was not active', { active: false }, { kind: 'SKIP', reason: 'INACTIVE' }],
    ['skips while the tab is hidden', { visible: false }, { kind: 'SKIP', reason: 'HIDDEN' }],
    ['skips on the smartphone platform cookie', { platformCookie: 'smartphone' }, { kind: 'SKIP', reason: 'PLATFORM' }],
    ['skips on the tablet platform cookie, in any case', { platformCookie: ' TABLET ' }, { kind: 'SKIP', reason: 'PLATFORM' }],
    [
      'skips on "mobile", which the layout reads as the mobile platform too',
      { platformCookie: 'mobile' },
      { kind: 'SKIP', reason: 'PLATFORM' },
    ],
    ['runs on the classic platform cookie', { platformCookie: 'classic' }, { kind: 'RENEW', longTerm: false }],
    ['runs on "desktop", which the layout reads as classic', { platformCookie: 'desktop' }, { kind: 'RENEW', longTerm: false }],
    ['also fetches a long-term token when there is none', { longTermToken: undefined }, { kind: 'RENEW', longTerm: true }],
    [
      'fetches a long-term token while the login token is not due',
      { loginToken: aLoginToken(NOW, 60, 600), longTermToken: undefined },
      { kind: 'SETTLED', outcome: 4, longTerm: true },
    ],
    [
      'fetches no long-term token for an inactive user',
      { loginToken: aLoginToken(NOW, 60, 600), longTermToken: undefined, active: false },
      { kind: 'SETTLED', outcome: 4, longTerm: false },
    ],
    [
      'fetches no long-term token without a login',
      { loginToken: undefined, longTermToken: undefined },
      { kind: 'SETTLED', outcome: 3, longTerm: false },
    ],
    [
      'still renews a token whose lid is missing, and fetches the long-term token',
      { loginToken: aLoginToken(NOW, -60, 600, undefined), longTermToken: aTokenCookie({ ren: NOW / 1000 + 60, exp: NOW / 1000 + 600 }) },
      { kind: 'RENEW', longTerm: true },
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(planRefresh(input(overrides))).toEqual(expected);
  });

  describe('with the client clock minutes off the server clock', () => {
    // The token says: due from 10:01 server time, expires at 10:10 server time.
    const token = aLoginToken(NOW, 60, 600);
    it.each<[string, number, number, 'RENEW' | 4 | 5]>([
      ['client 5 min ahead, server at 10:00: not yet due', NOW + 5 * MINUTE, -5 * MINUTE, 4],
      ['client 5 min behind, server at 10:02: due', NOW - 3 * MINUTE, 5 * MINUTE, 'RENEW'],
      ['client 5 min behind, server at 10:11: expired', NOW + 6 * MINUTE, 5 * MINUTE, 5],
      ['client 8 min ahead, server at 10:09: due', NOW + 17 * MINUTE, -8 * MINUTE, 'RENEW'],
    ])('%s', (_label, nowMs, skewMs, expected) => {
      const plan = planRefresh(input({ loginToken: token, nowMs, skewMs }));
      expect(plan.kind === 'RENEW' ? 'RENEW' : plan.kind === 'SETTLED' ? plan.outcome : plan).toBe(expected);
    });
  });

  it('never renews an expired or not-yet-due token (property)', PROPERTY, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000_000_000, max: 4_000_000_000 }),
        fc.integer({ min: 1_000_000_000, max: 4_000_000_000 }),
        fc.integer({ min: 1_000_000_000_000, max: 4_000_000_000_000 }),
        fc.integer({ min: -3_600_000, max: 3_600_000 }),
        fc.boolean(),
        fc.option(fc.string(), { nil: undefined }),
        (ren, exp, nowMs, skewMs, active, lid) => {
          const loginToken = aTokenCookie({ ren, exp, ...(lid === undefined ? {} : { lid }) });
          const plan = planRefresh(input({ loginToken, nowMs, skewMs, active }));
          const serverNow = nowMs + skewMs;
          if (serverNow >= exp * 1000 || serverNow < ren * 1000) expect(plan.kind).not.toBe('RENEW');
          else expect(plan.kind).toBe(active ? 'RENEW' : 'SKIP');
        },
      ),
    );
  });
});

describe('long-term token (spec 7.4)', () => {
  const login = { exp: NOW / 1000 + 600, ren: NOW / 1000 + 60, lid: 'lid-1' } as never;
  it.each<[string, string | undefined, boolean]>([
    ['missing', undefined, true],
    ['garbled', 'xyz', true],
    ['past its renew time', aTokenCookie({ ren: NOW / 1000 - 1, exp: NOW / 1000 + 600, lid: 'lid-1' }), true],
    ['without lid', aTokenCookie({ ren: NOW / 1000 + 60, exp: NOW / 1000 + 600 }), true],
    ['of another lid', aTokenCookie({ ren: NOW / 1000 + 60, exp: NOW / 1000 + 600, lid: 'lid-2' }), true],
    ['fresh and of the same lid', freshLongTerm, false],
  ])('is fetched when %s: %s', (_label, cookie, expected) => {
    expect(needsLongTermToken(cookie, login, NOW)).toBe(expected);
  });
});

describe('renew replies and stopping', () => {
  it.each<[number | 'NO_ANSWER', number, boolean]>([
    [201, 0, false],
    [200, 1, true],
    [500, 2, false],
    [503, 2, false],
    ['NO_ANSWER', 2, false],
    [401, 3, true],
    [403, 3, true],
    [204, 3, true],
    [302, 3, true],
  ])('reply %s is outcome %s (stops: %s)', (status, outcome, stops) => {
    expect(outcomeOfRenewal(status)).toBe(outcome);
    expect(stopsRefresh(outcomeOfRenewal(status))).toBe(stops);
  });

  it('stops on 1, 3 and 5 only', () => {
    expect([0, 1, 2, 3, 4, 5].filter((o) => stopsRefresh(o as 0))).toEqual([1, 3, 5]);
  });

  it('classifies by server time: due between ren and exp', () => {
    expect(classifyLoginToken(aLoginToken(NOW, -1, 1), NOW).kind).toBe('DUE');
  });
});
