import { createHash } from 'node:crypto';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import { cookiesOf, csrfMarker, done, isForm, json, problem, readInput, readSwitch, type EmulatorContext } from '../http';
import type { EmulatorModule } from '../module';
import { emulatorPage, html, switchForm, table } from '../pages/html';
import { fromRow, newToken, type Store } from '../store/store';

/** The staff account of the emulator (README documents it). */
const STAFF_ACCOUNT = { userName: 'staff', password: 'preview123' } as const;
/** Server-side lifetime of a staff session (renew moves it forward), and how long the browser keeps the staff cookies. */
const SESSION_MS = 30 * 60 * 1000;
const COOKIE_SECONDS = 8 * 3600;
const FAILING = 'preview.failing';

/** The A/B tests the emulator seeds, active from the first day's start to the last day's end (UTC), so that different dates list different tests (none from 2031). */
const SEEDED_TESTS = [
  ['newsletter-bubble', ['control', 'big-bubble'], '2024-01-01', '2030-12-31'],
  ['checkout-button-colour', ['control', 'green', 'orange'], '2026-01-01', '2026-06-30'],
  ['christmas-teaser', ['classic', 'snow'], '2026-11-23', '2026-12-26'],
  ['summer-sport-banner', ['A', 'B'], '2027-06-15', '2027-08-31'],
] as const;
type AbTest = { name: string; groups: string[]; activeFrom: string; activeUntil: string };

/** Seeds the tests whenever the table is empty (a store emptied by a reset gets its tests back); tests added later are kept. */
const seedTests = (store: Store): void => {
  if (store.get('SELECT COUNT(*) AS n FROM abtest_tests')?.n === 0)
    for (const [name, groups, from, until] of SEEDED_TESTS)
      store.insert('abtest_tests', { name, groups, activeFrom: `${from}T00:00:00Z`, activeUntil: `${until}T23:59:59Z` });
};

/** A staff session as stored: its preview date and A/B override ('' for none). */
type StaffSession = {
  id: string;
  userName: string;
  expiresAt: number;
  previewDateTime: string | null;
  abTestName: string;
  abTestGroup: string;
};

/** The live session a StaffAuthToken (or AdminAuthToken) cookie names, or undefined. The server is the authority. */
const staffSession = (store: Store, c: EmulatorContext, nowMs: number): StaffSession | undefined => {
  const cookies = cookiesOf(c);
  const id = cookies[COOKIE_NAMES.staffAuthToken] ?? cookies[COOKIE_NAMES.adminAuthToken] ?? '';
  const row = id.length > 100 ? undefined : store.get('SELECT * FROM preview_staff_sessions WHERE id = ? AND expires_at > ?', [id, nowMs]);
  return row && fromRow<StaffSession>(row);
};

/** Every stored test, and those whose window contains the instant. */
const allTests = (store: Store): AbTest[] =>
  store.all('SELECT * FROM abtest_tests ORDER BY active_from, name').map((row) => fromRow<AbTest>(row, ['groups']));
const activeAt = (test: AbTest, atMs: number): boolean => Date.parse(test.activeFrom) <= atMs && atMs <= Date.parse(test.activeUntil);
const activeTestsAt = (store: Store, atMs: number): AbTest[] => allTests(store).filter((test) => activeAt(test, atMs));

/** A strict ISO 8601 instant with a zone (what the preview token body and gettestsat carry). */
const parseIsoInstant = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
};

const staffCookies = (id: string | undefined): string[] => {
  const [token, present, age] = id ? [id, '1', COOKIE_SECONDS] : ['', '', 0];
  return [
    `${COOKIE_NAMES.staffAuthToken}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${age}`,
    `${COOKIE_NAMES.staffAuthPresent}=${present}; Path=/; SameSite=Lax; Max-Age=${age}`,
  ];
};

/** The preview service's answers carry a status besides the problem's type and detail. */
const refuse = (c: EmulatorContext, code: 400 | 401 | 500, detail: string): Response => {
  const status = { 400: 'BAD_REQUEST', 401: 'UNAUTHORIZED', 500: 'INTERNAL_ERROR' }[code];
  return json(c, code, { status, type: `urn:preview:${status.toLowerCase()}`, detail });
};
const unauthorized = (c: EmulatorContext) => refuse(c, 401, 'No live staff session: sign in on /emulator/.');

/** Checks the token call's test and group (both or neither) against the tests active at the date; undefined when valid. */
const selectionProblem = (store: Store, c: EmulatorContext, at: number): string | undefined => {
  const test = c.req.query('test') ?? '';
  const group = c.req.query('group') ?? '';
  if (test === '' && group === '') return undefined;
  if (test === '' || group === '') return 'test and group go together: both or neither.';
  const active = activeTestsAt(store, at).find((candidate) => candidate.name === test);
  if (!active) return `No A/B test "${test.slice(0, 100)}" is active at ${new Date(at).toISOString()}.`;
  return active.groups.includes(group) ? undefined : `The A/B test "${test}" has no group "${group.slice(0, 100)}".`;
};

/** The staff preview service (spec 6, 7.3): staff sign-in, checkauth, renew, logout and the preview token. */
export const previewModule: EmulatorModule = {
  name: 'preview',
  setup({ app, store, clock }) {
    /** A handler for staff only: 401 without a live session. */
    const staff =
      (handler: (c: EmulatorContext, found: StaffSession) => Response | Promise<Response>) =>
      (c: EmulatorContext): Response | Promise<Response> => {
        const found = staffSession(store, c, clock.now());
        return found ? handler(c, found) : unauthorized(c);
      };

    app.post('/emulator/api/staff/login', async (c) => {
      const { username, password } = await readInput(c);
      if (typeof username !== 'string' || typeof password !== 'string') return refuse(c, 400, 'username and password are required.');
      if (username !== STAFF_ACCOUNT.userName || password !== STAFF_ACCOUNT.password) {
        const back = html`<a href="/emulator/#section-preview">Back to the control page</a>`;
        return isForm(c) ? emulatorPage(c, 'Staff sign-in failed', back, html`<p>Wrong user name or password.</p>`, 401) : unauthorized(c);
      }
      const id = newToken();
      const now = clock.now();
      store.insert('preview_staff_sessions', {
        id,
        userName: username,
        createdAt: new Date(now).toISOString(),
        expiresAt: now + SESSION_MS,
      });
      for (const cookie of staffCookies(id)) c.header('Set-Cookie', cookie, { append: true });
      return isForm(c) ? c.redirect('/', 303) : json(c, 200, { status: 'SUCCESS' });
    });

    app.get(
      '/service/preview/api/auth/checkauth',
      staff((c, { previewDateTime, abTestName, abTestGroup }) =>
        json(c, 200, { status: 'SUCCESS', dateTime: previewDateTime, abTestName: abTestName || null, abTestGroup: abTestGroup || null }),
      ),
    );

    app.get(
      '/service/preview/api/auth/login/renew',
      staff((c, found) => {
        store.run('UPDATE preview_staff_sessions SET expires_at = ? WHERE id = ?', [clock.now() + SESSION_MS, found.id]);
        return json(c, 200, { status: 'SUCCESS' });
      }),
    );

    app.get('/service/preview/api/auth/logout', (c) => {
      store.run('DELETE FROM preview_staff_sessions WHERE id = ?', [staffSession(store, c, clock.now())?.id ?? '']);
      return json(c, 200, { status: 'SUCCESS' }, { 'Set-Cookie': staffCookies(undefined) });
    });

    const tokenRoute = staff(async (c, found) => {
      if (store.setting(FAILING) === 'true') return refuse(c, 500, 'The token service is switched to failing on /emulator/.');
      const at = parseIsoInstant((await readInput(c)).previewDateTime);
      if (at === undefined) return refuse(c, 400, 'previewDateTime must be an ISO 8601 timestamp with a zone.');
      const wrong = selectionProblem(store, c, at);
      if (wrong) return refuse(c, 400, wrong);
      const test = c.req.query('test') ?? '';
      const settings = {
        previewDateTime: new Date(at).toISOString(),
        abTestName: test,
        abTestGroup: test ? (c.req.query('group') ?? '') : '',
      };
      store.update('preview_staff_sessions', settings, 'id = ?', [found.id]);
      return json(c, 200, { status: 'SUCCESS' });
    });
    app.post('/service/preview/api/token', csrfMarker('urn:preview:csrf'), tokenRoute);

    app.post('/emulator/api/preview/failures', async (c) => {
      const failing = readSwitch(await readInput(c), 'failing');
      store.setSetting(FAILING, String(failing));
      return done(c, 'preview', { failing });
    });
  },
  control({ store, clock, config }) {
    const failing = store.setting(FAILING) === 'true';
    const sessions = store.all(
      `SELECT substr(id, 1, 8) || '…' AS session, user_name AS user, strftime('%Y-%m-%dT%H:%M:%fZ', expires_at / 1000.0, 'unixepoch') AS expires,
        CASE WHEN expires_at > ? THEN 'yes' ELSE 'no' END AS live, coalesce(preview_date_time, '—') AS "preview date",
        coalesce(nullif(ab_test_name, ''), '—') AS "A/B test", coalesce(nullif(ab_test_group, ''), '—') AS "group"
      FROM preview_staff_sessions ORDER BY expires_at DESC LIMIT 20`,
      [clock.now()],
    );
    return html`<p>
        Preview mode: <strong>${config.previewMode ? 'on' : 'off'}</strong> (turn off with <code>PREVIEW_MODE=off</code>). Staff account:
        user <code>${STAFF_ACCOUNT.userName}</code>, password <code>${STAFF_ACCOUNT.password}</code>.
      </p>
      <form method="post" action="/emulator/api/staff/login">
        <label>User name <input name="username" autocomplete="username" value="${STAFF_ACCOUNT.userName}" required /></label>
        <label>Password <input name="password" type="password" autocomplete="current-password" required /></label>
        <button type="submit">Sign in as staff</button>
      </form>
      <p>
        Signing in sets the HttpOnly <code>StaffAuthToken</code> cookie (a random session id) and its script-readable marker
        <code>StaffAuthPresent</code>, then opens the storefront with the 'Preview settings' button.
      </p>
      ${switchForm(
        '/emulator/api/preview/failures',
        'failing',
        failing ? 'off' : 'on',
        html`A/B test list and preview token service: <strong>${failing ? 'failing (500)' : 'working'}</strong>`,
        failing ? 'Make them work again' : 'Make them fail',
      )}
      <h3>Staff sessions</h3>
      ${table('Staff sessions', sessions, 'No staff session yet.')}`;
  },
};

/** A stable group for a visitor and test: the same visitor always lands in the same group. */
export const stableGroup = (visitorId: string, testName: string, groups: readonly string[]): string => {
  const digest = createHash('sha256').update(`${visitorId}\u0000${testName}`).digest();
  return groups[digest.readUInt32BE(0) % groups.length] ?? '';
};

/** The A/B test front-end service (spec 7.3): tests active at a date, and the visitor's assignments. */
export const abTestModule: EmulatorModule = {
  name: 'abtest',
  setup({ app, store, clock }) {
    seedTests(store);

    app.get('/service/abtestfrontend/api/v1/gettestsat', (c) => {
      const at = parseIsoInstant(c.req.query('time'));
      if (at === undefined) return problem(c, 400, 'urn:abtest:invalid_time', 'time must be an ISO 8601 timestamp with a zone.');
      if (store.setting(FAILING) === 'true')
        return problem(c, 500, 'urn:abtest:unavailable', 'The A/B test service is switched to failing on /emulator/.');
      return json(
        c,
        200,
        activeTestsAt(store, at).map((test) => ({ name: test.name, groups: test.groups.map((name) => ({ name })) })),
      );
    });

    app.get('/service/abtestfrontend/api/v1/getassignment', (c) => {
      let visitorId = cookiesOf(c)[COOKIE_NAMES.abTestVisitor];
      if (!visitorId || !/^[A-Za-z0-9_-]{16,64}$/.test(visitorId)) {
        visitorId = newToken();
        c.header('Set-Cookie', `${COOKIE_NAMES.abTestVisitor}=${visitorId}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${365 * 86_400}`);
      }
      // A staff session's simulated date and override win over the real time and the stable group.
      const staff = staffSession(store, c, clock.now());
      const at = staff?.previewDateTime ? Date.parse(staff.previewDateTime) : clock.now();
      const assignments = activeTestsAt(store, at).map((test) =>
        staff && staff.abTestName === test.name && test.groups.includes(staff.abTestGroup)
          ? { testName: test.name, groupName: staff.abTestGroup, source: 'PREVIEW' }
          : { testName: test.name, groupName: stableGroup(visitorId, test.name, test.groups), source: 'STABLE' },
      );
      return json(c, 200, { time: new Date(at).toISOString(), assignments });
    });
  },
  control({ store, clock }) {
    const rows = allTests(store).map((test) => ({
      test: test.name,
      groups: test.groups.join(', '),
      from: test.activeFrom,
      until: test.activeUntil,
      'active now': activeAt(test, clock.now()) ? 'yes' : 'no',
    }));
    return html`<p>
        A/B tests and their active windows (UTC). <code>gettestsat?time=</code> lists those active at the time; no test is active before
        2024 or from 2031 (e.g. 2031-03-01). <code>getassignment</code> assigns each visitor a stable group per active test (cookie
        <code>${COOKIE_NAMES.abTestVisitor}</code>); a staff session's simulated date and A/B override win.
      </p>
      ${table('A/B tests', rows, 'No A/B tests.')}`;
  },
};
