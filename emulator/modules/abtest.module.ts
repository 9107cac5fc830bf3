import { createHash } from 'node:crypto';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import { json } from '../http/router';
import type { EmulatorModule } from '../module';
import { html, table } from '../pages/html';
import { activeTestsAt, allTests, ensurePreviewTables, findStaffSession, newId, parseIsoInstant, servicesFailing } from '../services/preview-data';

/** A stable group for a visitor and test: the same visitor always lands in the same group. */
export const stableGroup = (visitorId: string, testName: string, groups: readonly string[]): string => {
  const digest = createHash('sha256').update(`${visitorId}\u0000${testName}`).digest();
  return groups[digest.readUInt32BE(0) % groups.length] ?? '';
};

/** The A/B test front-end service (spec 7.3): tests active at a date, and the visitor's assignments. */
export const abTestModule: EmulatorModule = {
  name: 'abtest',
  setup({ router, store, clock }) {
    ensurePreviewTables(store);

    router.on('GET', '/service/abtestfrontend/api/v1/gettestsat', ({ res, url }) => {
      const at = parseIsoInstant(url.searchParams.get('time'));
      if (at === undefined) {
        json(res, 400, { type: 'urn:abtest:invalid_time', detail: 'time must be an ISO 8601 timestamp with a zone.' });
        return;
      }
      if (servicesFailing(store)) {
        json(res, 500, { type: 'urn:abtest:unavailable', detail: 'The A/B test service is switched to failing on /emulator/.' });
        return;
      }
      json(res, 200, activeTestsAt(store, at).map((test) => ({ name: test.name, groups: test.groups.map((name) => ({ name })) })));
    });

    router.on('GET', '/service/abtestfrontend/api/v1/getassignment', ({ res, cookies }) => {
      let visitorId = cookies[COOKIE_NAMES.abTestVisitor];
      if (!visitorId || !/^[A-Za-z0-9_-]{16,64}$/.test(visitorId)) {
        visitorId = newId();
        res.setHeader('Set-Cookie', `${COOKIE_NAMES.abTestVisitor}=${visitorId}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${365 * 86_400}`);
      }
      // A staff session's simulated date and override win over the real time and the stable group.
      const staff = findStaffSession(store, cookies, clock.now());
      const at = staff?.previewDateTime ? Date.parse(staff.previewDateTime) : clock.now();
      const assignments = activeTestsAt(store, at).map((test) => {
        const override = staff && staff.abTestName === test.name && test.groups.includes(staff.abTestGroup);
        return override
          ? { testName: test.name, groupName: staff.abTestGroup, source: 'PREVIEW' }
          : { testName: test.name, groupName: stableGroup(visitorId, test.name, test.groups), source: 'STABLE' };
      });
      json(res, 200, { time: new Date(at).toISOString(), assignments });
    });
  },
  control({ store, clock }) {
    const now = clock.now();
    const rows = allTests(store).map((test) => ({
      test: test.name, groups: test.groups.join(', '), from: test.from, until: test.until,
      'active now': Date.parse(test.from) <= now && now <= Date.parse(test.until) ? 'yes' : 'no',
    }));
    return html`<p>A/B tests and their active windows (UTC). <code>gettestsat?time=</code> lists those active at the time;
no test is active before 2024 or from 2031 (e.g. 2031-03-01). <code>getassignment</code> assigns each visitor a stable
group per active test (cookie <code>${COOKIE_NAMES.abTestVisitor}</code>); a staff session's simulated date and A/B override win.</p>
${table(rows, 'No A/B tests.')}`;
  },
};
