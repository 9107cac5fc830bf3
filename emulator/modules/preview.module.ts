import { json, problem, seeOther } from '../http/answers';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import { cookiesOf, type EmulatorContext } from '../http/emulator-app';
import { isForm, readInput, readJson } from '../http/request-body';
import type { EmulatorModule, ModuleContext } from '../module';
import { escapeHtml, html, table } from '../pages/html';
import {
  activeTestsAt,
  closeStaffSession,
  ensurePreviewTables,
  findStaffSession,
  openStaffSession,
  parseIsoInstant,
  renewStaffSession,
  savePreviewSettings,
  servicesFailing,
  setServicesFailing,
  STAFF_ACCOUNT,
  type StaffSessionRow,
} from '../services/preview-data';

/** How long the browser keeps the staff cookies (the server-side session expires sooner unless renewed). */
const COOKIE_SECONDS = 8 * 3600;

const staffCookies = (id: string | undefined): string[] =>
  id
    ? [
        `${COOKIE_NAMES.staffAuthToken}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${COOKIE_SECONDS}`,
        `${COOKIE_NAMES.staffAuthPresent}=1; Path=/; SameSite=Lax; Max-Age=${COOKIE_SECONDS}`,
      ]
    : [
        `${COOKIE_NAMES.staffAuthToken}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`,
        `${COOKIE_NAMES.staffAuthPresent}=; Path=/; SameSite=Lax; Max-Age=0`,
      ];

const unauthorized = (c: EmulatorContext): Response =>
  json(c, 401, { status: 'UNAUTHORIZED', type: 'urn:preview:unauthorized', detail: 'No live staff session: sign in on /emulator/.' });

const badRequest = (c: EmulatorContext, detail: string): Response =>
  json(c, 400, { status: 'BAD_REQUEST', type: 'urn:preview:bad_request', detail });

/** The page a control-page sign-in with wrong credentials lands on (no script, no inline style). */
const loginFailedPage = (): string => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Staff sign-in failed</title>
<link rel="stylesheet" href="/emulator/control.css"></head><body><main><h1>Staff sign-in failed</h1>
<p>${escapeHtml('Wrong user name or password.')}</p><p><a href="/emulator/#section-preview">Back to the control page</a></p></main></body></html>`;

/** Checks the token call's address and body against the tests active at the date; undefined when valid. */
const tokenProblem = (context: ModuleContext, c: EmulatorContext, body: unknown): string | undefined => {
  const previewDateTime = typeof body === 'object' && body !== null ? (body as { previewDateTime?: unknown }).previewDateTime : undefined;
  const at = parseIsoInstant(previewDateTime);
  if (at === undefined) return 'previewDateTime must be an ISO 8601 timestamp with a zone.';
  const test = c.req.query('test') ?? '';
  const group = c.req.query('group') ?? '';
  if (test === '' && group === '') return undefined;
  if (test === '' || group === '') return 'test and group go together: both or neither.';
  const active = activeTestsAt(context.store, at).find((candidate) => candidate.name === test);
  if (!active) return `No A/B test "${test.slice(0, 100)}" is active at ${String(previewDateTime)}.`;
  return active.groups.includes(group) ? undefined : `The A/B test "${test}" has no group "${group.slice(0, 100)}".`;
};

const sessionRows = (context: ModuleContext): Record<string, unknown>[] =>
  context.store
    .all(
      'SELECT id, user_name, expires_at, preview_date_time, ab_test_name, ab_test_group FROM preview_staff_sessions ORDER BY expires_at DESC LIMIT 20',
    )
    .map((row) => ({
      session: `${String(row.id).slice(0, 8)}…`,
      user: row.user_name,
      expires: new Date(Number(row.expires_at)).toISOString(),
      live: Number(row.expires_at) > context.clock.now() ? 'yes' : 'no',
      'preview date': row.preview_date_time ?? '—',
      'A/B test': row.ab_test_name || '—',
      group: row.ab_test_group || '—',
    }));

/** The staff preview service (spec 6, 7.3): staff sign-in, checkauth, renew, logout and the preview token. */
export const previewModule: EmulatorModule = {
  name: 'preview',
  setup(context) {
    const { app, store, clock } = context;
    ensurePreviewTables(store);
    const session = (c: EmulatorContext): StaffSessionRow | undefined => findStaffSession(store, cookiesOf(c), clock.now());

    app.post('/emulator/api/staff/login', async (c) => {
      const input = await readInput(c);
      const form = isForm(c);
      if (typeof input.username !== 'string' || typeof input.password !== 'string')
        return badRequest(c, 'username and password are required.');
      if (input.username !== STAFF_ACCOUNT.userName || input.password !== STAFF_ACCOUNT.password) {
        return form ? c.html(loginFailedPage(), 401) : unauthorized(c);
      }
      const id = openStaffSession(store, STAFF_ACCOUNT.userName, clock.now());
      for (const cookie of staffCookies(id)) c.header('Set-Cookie', cookie, { append: true });
      return form ? seeOther(c, '/') : json(c, 200, { status: 'SUCCESS' });
    });

    app.get('/service/preview/api/auth/checkauth', (c) => {
      const found = session(c);
      if (!found) return unauthorized(c);
      return json(c, 200, {
        status: 'SUCCESS',
        dateTime: found.previewDateTime,
        abTestName: found.abTestName || null,
        abTestGroup: found.abTestGroup || null,
      });
    });

    app.get('/service/preview/api/auth/login/renew', (c) => {
      const found = session(c);
      if (!found) return unauthorized(c);
      renewStaffSession(store, found.id, clock.now());
      return json(c, 200, { status: 'SUCCESS' });
    });

    app.get('/service/preview/api/auth/logout', (c) => {
      const found = session(c);
      if (found) closeStaffSession(store, found.id);
      return json(c, 200, { status: 'SUCCESS' }, { 'Set-Cookie': staffCookies(undefined) });
    });

    app.post('/service/preview/api/token', async (c) => {
      if (c.req.header('x-requested-with') !== 'XMLHttpRequest') {
        return problem(c, 403, 'urn:preview:csrf', 'The request must carry the header X-Requested-With: XMLHttpRequest.');
      }
      const found = session(c);
      if (!found) return unauthorized(c);
      if (servicesFailing(store)) {
        return json(c, 500, {
          status: 'INTERNAL_ERROR',
          type: 'urn:preview:internal',
          detail: 'The token service is switched to failing on /emulator/.',
        });
      }
      const body = await readJson(c);
      const wrong = tokenProblem(context, c, body);
      if (wrong) return badRequest(c, wrong);
      const test = c.req.query('test') ?? '';
      const dateTime = (body as { previewDateTime: string }).previewDateTime;
      savePreviewSettings(store, found.id, new Date(Date.parse(dateTime)).toISOString(), test, test ? (c.req.query('group') ?? '') : '');
      return json(c, 200, { status: 'SUCCESS' });
    });

    app.post('/emulator/api/preview/failures', async (c) => {
      const input = await readInput(c);
      const failing = input.failing === true || input.failing === 'on';
      if (!(typeof input.failing === 'boolean' || input.failing === 'on' || input.failing === 'off')) {
        return badRequest(c, 'failing must be true/false (JSON) or on/off (form).');
      }
      setServicesFailing(store, failing);
      return isForm(c) ? seeOther(c, '/emulator/#section-preview') : json(c, 200, { failing });
    });
  },
  control(context) {
    const failing = servicesFailing(context.store);
    return html`<p>
        Preview mode: <strong>${context.config.previewMode ? 'on' : 'off'}</strong> (turn off with <code>PREVIEW_MODE=off</code>). Staff
        account: user <code>${STAFF_ACCOUNT.userName}</code>, password <code>${STAFF_ACCOUNT.password}</code>.
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
      <form method="post" action="/emulator/api/preview/failures">
        <input type="hidden" name="failing" value="${failing ? 'off' : 'on'}" />
        <p>A/B test list and preview token service: <strong>${failing ? 'failing (500)' : 'working'}</strong></p>
        <button type="submit">${failing ? 'Make them work again' : 'Make them fail'}</button>
      </form>
      <h3>Staff sessions</h3>
      ${table(sessionRows(context), 'No staff session yet.')}`;
  },
};
