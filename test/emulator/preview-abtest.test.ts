import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stableGroup } from '../../emulator/modules/preview.module';
import { startEmulator, type RunningEmulator } from '../../emulator/server';

interface Assignment {
  testName: string;
  groupName: string;
  source: string;
}

describe('A/B test service emulator', () => {
  let emulator: RunningEmulator;
  const url = (path: string) => `${emulator.url}${path}`;
  const testsAt = async (iso: string): Promise<string[]> => {
    const response = await fetch(url(`/service/abtestfrontend/api/v1/gettestsat?time=${encodeURIComponent(iso)}`));
    expect(response.status).toBe(200);
    return ((await response.json()) as Array<{ name: string }>).map((test) => test.name);
  };
  const assignment = async (cookie: string): Promise<{ response: Response; assignments: Assignment[] }> => {
    const response = await fetch(url('/service/abtestfrontend/api/v1/getassignment'), { headers: cookie ? { Cookie: cookie } : {} });
    const body = (await response.clone().json()) as { assignments: Assignment[] };
    return { response, assignments: body.assignments };
  };
  const signIn = async (): Promise<string> => {
    const response = await fetch(url('/emulator/api/staff/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'staff', password: 'preview123' }),
    });
    return /StaffAuthToken=([^;]+)/.exec(response.headers.getSetCookie().join('\n'))?.[1] ?? '';
  };

  beforeEach(async () => {
    emulator = await startEmulator({ port: 0, dbPath: null });
  });
  afterEach(async () => {
    await emulator.close();
  });

  it('lists different tests for different dates, with their groups', async () => {
    expect(await testsAt('2026-12-24T10:00:00Z')).toEqual(['newsletter-bubble', 'christmas-teaser']);
    expect(await testsAt('2026-03-01T10:00:00Z')).toEqual(['newsletter-bubble', 'checkout-button-colour']);
    const response = await fetch(url('/service/abtestfrontend/api/v1/gettestsat?time=2027-07-01T10:00:00%2B02:00'));
    expect(await response.json()).toEqual([
      { name: 'newsletter-bubble', groups: [{ name: 'control' }, { name: 'big-bubble' }] },
      { name: 'summer-sport-banner', groups: [{ name: 'A' }, { name: 'B' }] },
    ]);
  });

  it('lists no test for a date outside every window', async () => {
    expect(await testsAt('2031-03-01T10:00:00Z')).toEqual([]);
    expect(await testsAt('2023-06-15T10:00:00Z')).toEqual([]);
  });

  it.each([
    ['missing', ''],
    ['not a date', '?time=tomorrow'],
    ['without a zone', '?time=2026-12-24T10:00'],
  ])('answers 400 for a time that is %s', async (_name, query) => {
    const response = await fetch(url(`/service/abtestfrontend/api/v1/gettestsat${query}`));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: 'urn:abtest:invalid_time' });
  });

  it('fails the test list with 500 while the control page switch says failing', async () => {
    await fetch(url('/emulator/api/preview/failures'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"failing":true}',
    });
    expect((await fetch(url('/service/abtestfrontend/api/v1/gettestsat?time=2026-12-24T10:00:00Z'))).status).toBe(500);
  });

  it('gives a new visitor a cookie and the same groups on every later call', async () => {
    const first = await assignment('');
    const cookie = /AbTestVisitor=[^;]+/.exec(first.response.headers.getSetCookie().join('\n'))?.[0] ?? '';
    expect(cookie).not.toBe('');
    const again = await assignment(cookie);
    expect(again.response.headers.getSetCookie()).toEqual([]);
    expect(again.assignments).toEqual(first.assignments);
    expect(first.assignments.every((entry) => entry.source === 'STABLE')).toBe(true);
  });

  it('spreads visitors over the groups and keeps each one in its group', () => {
    const groups = new Set(
      Array.from({ length: 40 }, (_, index) => stableGroup(`visitor-${index}-abcdefghijkl`, 'christmas-teaser', ['classic', 'snow'])),
    );
    expect(groups).toEqual(new Set(['classic', 'snow']));
    expect(stableGroup('visitor-7-abcdefghijkl', 'newsletter-bubble', ['a', 'b', 'c'])).toBe(
      stableGroup('visitor-7-abcdefghijkl', 'newsletter-bubble', ['a', 'b', 'c']),
    );
  });

  it("applies a staff session's simulated date and A/B override", async () => {
    const token = await signIn();
    const applied = await fetch(url('/service/preview/api/token?test=christmas-teaser&group=snow'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Cookie: `StaffAuthToken=${token}` },
      body: JSON.stringify({ previewDateTime: '2026-12-24T09:00:00Z' }),
    });
    expect(applied.status).toBe(200);
    const { assignments } = await assignment(`StaffAuthToken=${token}; AbTestVisitor=visitor-one-abcdefghijkl`);
    expect(assignments).toContainEqual({ testName: 'christmas-teaser', groupName: 'snow', source: 'PREVIEW' });
    expect(assignments.find((entry) => entry.testName === 'newsletter-bubble')?.source).toBe('STABLE');
    const shopper = await assignment('AbTestVisitor=visitor-one-abcdefghijkl');
    expect(shopper.assignments.some((entry) => entry.source === 'PREVIEW')).toBe(false);
  });
});
