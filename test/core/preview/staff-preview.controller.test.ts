// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keepStaffSessionAlive } from '../../../core/preview/keep-staff-session-alive.use-case';
import { loadAssignments } from '../../../core/preview/load-assignments.use-case';
import { logOutStaff } from '../../../core/preview/log-out-staff.use-case';
import type { AbAssignment, StaffSession } from '../../../core/preview/preview-state';
import { createStaffPreview, staffBarFacts } from '../../../core/preview/staff-preview.controller';
import { deferred, FAILED, FakeAbTestGateway, FakeScheduler, FakeStaffSessionGateway, FixedTimeZone } from '../../fakes/fake-preview-ports';
import { RecordingLogger } from '../../fakes/recording-logger';

const LIVE: StaffSession = { dateTime: null, selection: { testName: '', groupName: '' } };
const CHRISTMAS: StaffSession = { dateTime: '2026-12-24T09:00:00.000Z', selection: { testName: 'christmas-teaser', groupName: 'snow' } };

/** The panel over the real renewal, logout and getassignment use cases with scripted services and a hand-ticked scheduler. */
const aPanel = (session: StaffSession = LIVE) => {
  const sessionGateway = new FakeStaffSessionGateway();
  const abTestGateway = new FakeAbTestGateway();
  const scheduler = new FakeScheduler();
  const logger = new RecordingLogger();
  const signedOut = { count: 0 };
  const panel = createStaffPreview(
    {
      keepAlive: keepStaffSessionAlive({ gateway: sessionGateway, scheduler, logger }),
      logOut: logOutStaff({ gateway: sessionGateway, logger }),
      loadAssignments: loadAssignments({ gateway: abTestGateway }),
      onSignedOut: () => {
        signedOut.count += 1;
      },
    },
    session,
  );
  /** Resolves once the panel's snapshot satisfies `holds` (waits on its changes, not on the clock). */
  const until = (holds: (snapshot: ReturnType<typeof panel.getSnapshot>) => boolean) =>
    new Promise<void>((done) => {
      if (holds(panel.getSnapshot())) return done();
      const stop = panel.subscribe(() => {
        if (!holds(panel.getSnapshot())) return;
        stop();
        done();
      });
    });
  return { panel, sessionGateway, abTestGateway, scheduler, logger, signedOut, until };
};

describe('staff preview panel controller (spec 2.4, 6, 7.3)', () => {
  it('renews the session at start and every 5 minutes through the scheduler, until stopped', () => {
    const { panel, sessionGateway, scheduler } = aPanel();
    panel.start();
    expect(sessionGateway.calls).toEqual(['renew']);
    scheduler.tick();
    scheduler.tick();
    expect(sessionGateway.calls).toEqual(['renew', 'renew', 'renew']);
    panel.stop();
    expect(scheduler.tasks.size).toBe(0);
  });

  it('opens and closes the settings modal', () => {
    const { panel } = aPanel();
    panel.openSettings();
    expect(panel.getSnapshot().settingsOpen).toBe(true);
    panel.closeSettings();
    expect(panel.getSnapshot().settingsOpen).toBe(false);
  });

  it('logs out once however often Logout is pressed: busy meanwhile, then the modal closes, the renewal stops and the gate hears of it', async () => {
    const { panel, sessionGateway, scheduler, signedOut } = aPanel();
    const answer = deferred<void>();
    sessionGateway.logoutAnswer = answer.promise;
    panel.start();
    panel.openSettings();
    const going = panel.logOut();
    void panel.logOut();
    expect(panel.getSnapshot().leaving).toBe(true);
    expect(signedOut.count).toBe(0);
    answer.resolve();
    await going;
    expect(sessionGateway.calls.filter((call) => call === 'logout')).toHaveLength(1);
    expect(panel.getSnapshot()).toMatchObject({ leaving: false, settingsOpen: false, signedOut: true });
    expect(scheduler.tasks.size).toBe(0);
    expect(signedOut.count).toBe(1);
  });

  it('goes even when logout fails, and only logs the failure', async () => {
    const { panel, sessionGateway, logger, signedOut } = aPanel();
    sessionGateway.logoutAnswer = FAILED;
    await panel.logOut();
    expect(signedOut.count).toBe(1);
    expect(logger.lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual(['Staff logout failed.']);
  });

  it("loads the bar's assignments for the session in force, and a new session's own after settings were applied", async () => {
    const { panel, abTestGateway, until } = aPanel(LIVE);
    const first = deferred<readonly AbAssignment[]>();
    const second = deferred<readonly AbAssignment[]>();
    abTestGateway.assignmentsAnswer = first.promise;
    const shown: Array<readonly AbAssignment[] | null> = [];
    panel.subscribe(() => shown.push(panel.getSnapshot().assignments));
    panel.start();
    expect(panel.getSnapshot().assignments).toBeNull();
    abTestGateway.assignmentsAnswer = second.promise;
    panel.applied(CHRISTMAS);
    // The first session's answer arrives first: it belongs to a session no longer in force.
    first.resolve([{ testName: 'newsletter-bubble', groupName: 'control', source: 'STABLE' }]);
    const snow: AbAssignment[] = [{ testName: 'christmas-teaser', groupName: 'snow', source: 'PREVIEW' }];
    second.resolve(snow);
    await until((snapshot) => snapshot.assignments !== null);
    expect(panel.getSnapshot()).toMatchObject({ session: CHRISTMAS, assignments: snow });
    // The bar never showed the old session's group: "loading" for the new session, then its own.
    expect(shown).toEqual([null, snow]);
  });

  it('shows the session its own group when getassignment fails', async () => {
    const { panel, abTestGateway, until } = aPanel(CHRISTMAS);
    abTestGateway.assignmentsAnswer = FAILED;
    panel.start();
    await until((snapshot) => snapshot.assignments !== null);
    expect(panel.getSnapshot().assignments).toEqual([]);
    expect(staffBarFacts(panel.getSnapshot(), new FixedTimeZone(60), 0).override).toEqual({
      testName: 'christmas-teaser',
      groupName: 'snow',
    });
  });
});

describe('staff bar facts', () => {
  const cet = new FixedTimeZone(60);

  it('says the simulated time in the staff time zone, the group getassignment reports and the campaign of the simulated date', () => {
    const facts = staffBarFacts(
      { session: CHRISTMAS, assignments: [{ testName: 'christmas-teaser', groupName: 'classic', source: 'PREVIEW' }] },
      cet,
      Date.UTC(2026, 10, 22),
    );
    expect(facts).toEqual({
      simulated: { date: '2026-12-24', time: '10:00' },
      override: { testName: 'christmas-teaser', groupName: 'classic' },
      campaign: 'CHRISTMAS',
    });
  });

  it("says live time, no override and today's campaign for a session without preview settings", () => {
    expect(staffBarFacts({ session: LIVE, assignments: null }, cet, Date.UTC(2026, 10, 22, 10))).toEqual({
      simulated: null,
      override: null,
      campaign: 'EVERYDAY',
    });
  });
});
