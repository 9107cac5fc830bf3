import { createHash } from 'node:crypto';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import { json, problem } from '../http/answers';
import { cookiesOf } from '../http/emulator-app';
import type { EmulatorModule } from '../module';
import { html, table } from '../pages/html';
import {
  activeTestsAt,
  allTests,
  ensurePreviewTables,
  findStaffSession,
  newId,
  parseIsoInstant,
  servicesFailing,
} from '../services/preview-data';

/** A stable group for a visitor and test: the same visitor always lands in the same group. */
export const stableGroup = (visitorId: string, testName: string, groups: readonly string[]): string => {
  const digest = createHash('sha256').update(`${visitorId}\u0000${testName}`).digest();
  return groups[digest.readUInt32BE(0) % groups.length] ?? '';
};

/** The A/B test front-end service (spec 7.3): tests active at a date, and the visitor's assignments. */
export const abTestModule: EmulatorModule = {
  name: 'abtest',
  setup({ app, store, clock }) {
    ensurePreviewTables(store);

    app.get('/service/abtestfrontend/api/v1/gettestsat', (c) => {
      const at = parseIsoInstant(c.req.query('time'));
      if (at === undefined) return problem(c, 400, 'urn:abtest:invalid_time', 'time must be an ISO 8601 timestamp with a zone.');
      if (servicesFailing(store))
        return problem(c, 500, 'urn:abtest:unavailable', 'The A/B test service is switched to failing on /emulator/.');
      return json(
        c,
        200,
        activeTestsAt(store, at).map((test) => ({ name: test.name, groups: test.groups.map((name) => ({ name })) })),
      );
    });

    app.get('/service/abtestfrontend/api/v1/getassignment', (c) => {
      const cookies = cookiesOf(c);
      let visitorId = cookies[COOKIE_NAMES.abTestVisitor];
      if (!visitorId || !/^[A-Za-z0-9_-]{16,64}$/.test(visitorId)) {
        visitorId = newId();
        c.header('Set-Cookie', `${COOKIE_NAMES.abTestVisitor}=${visitorId}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${365 * 86_400}`);
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
      return json(c, 200, { time: new Date(at).toISOString(), assignments });
    });
  },
  control({ store, clock }) {
    const now = clock.now();
    const rows = allTests(store).map((test) => ({
      test: test.name,
      groups: test.groups.join(', '),
      from: test.from,
      until: test.until,
      'active now': Date.parse(test.from) <= now && now <= Date.parse(test.until) ? 'yes' : 'no',
    }));
    return html`<p>
        A/B tests and their active windows (UTC). <code>gettestsat?time=</code> lists those active at the time; no test is active before
        2024 or from 2031 (e.g. 2031-03-01). <code>getassignment</code> assigns each visitor a stable group per active test (cookie
        <code>${COOKIE_NAMES.abTestVisitor}</code>); a staff session's simulated date and A/B override win.
      </p>
      ${table(rows, 'No A/B tests.')}`;
  },
};
