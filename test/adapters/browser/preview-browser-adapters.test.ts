import { describe, expect, it } from 'vitest';
import { LocalTimeZone } from '../../../adapters/browser/local-time-zone';
import { BrowserTimer } from '../../../adapters/browser/browser-timer';

describe('local time zone', () => {
  it.each([Date.UTC(2026, 0, 15, 12, 0), Date.UTC(2026, 6, 1, 12, 0)])(
    "reports the offset that turns the instant %i into the browser's local clock",
    (at) => {
      const local = new Date(at);
      const localAsUtc = Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes());
      expect(new LocalTimeZone().offsetMinutesAt(at) * 60_000).toBe(localAsUtc - at);
    },
  );
});

describe('browser timer as the preview scheduler', () => {
  it('runs the task on an interval until stopped', () => {
    const calls: Array<[string, unknown]> = [];
    const fakeWindow = {
      setTimeout: (() => 0) as unknown as Window['setTimeout'],
      clearTimeout: (() => undefined) as Window['clearTimeout'],
      setInterval: ((task: () => void, ms: number) => {
        calls.push(['set', ms]);
        task();
        return 7;
      }) as unknown as Window['setInterval'],
      clearInterval: ((id: number) => {
        calls.push(['clear', id]);
      }) as Window['clearInterval'],
    };
    let runs = 0;
    const stop = new BrowserTimer(fakeWindow).every(300_000, () => {
      runs += 1;
    });
    stop();
    expect(calls).toEqual([
      ['set', 300_000],
      ['clear', 7],
    ]);
    expect(runs).toBe(1);
  });
});
