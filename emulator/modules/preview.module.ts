import type { ServerResponse } from 'node:http';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import { json, readBody, type RequestContext } from '../http/router';
import type { EmulatorModule, ModuleContext } from '../module';
import { escapeHtml, html, table } from '../pages/html';
import {
  activeTestsAt, closeStaffSession, ensurePreviewTables, findStaffSession, openStaffSession, parseIsoInstant,
  renewStaffSession, savePreviewSettings, servicesFailing, setServicesFailing, STAFF_ACCOUNT, type StaffSessionRow,
} from '../services/preview-data';
import { controlRoutes } from '../http/guarded-handlers';

/** How long the browser keeps the staff cookies (the server-side session expires sooner unless renewed). */
const COOKIE_SECONDS = 8 * 3600;

const staffCookies = (id: string | undefined): string[] => id
  ? [`${COOKIE_NAMES.staffAuthToken}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${COOKIE_SECONDS}`,
    `${COOKIE_NAMES.staffAuthPresent}=1; Path=/; SameSite=Lax; Max-Age=${COOKIE_SECONDS}`]
  : [`${COOKIE_NAMES.staffAuthToken}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`, `${COOKIE_NAMES.staffAuthPresent}=; Path=/; SameSite=Lax; Max-Age=0`];

const isForm = (ctx: RequestContext): boolean => (ctx.req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');

/** Reads a JSON or form-encoded body (control-page forms post form-encoded). */
const readInput = async (ctx: RequestContext): Promise<Record<string, unknown>> => {
  if (isForm(ctx)) return Object.fromEntries(new URLSearchParams(await readBody(ctx.req)));
  const body = await ctx.body();
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
};

const unauthorized = (res: ServerResponse): void =>
  json(res, 401, { status: 'UNAUTHORIZED', type: 'urn:preview:unauthorized', detail: 'No live staff session: sign in on /emulator/.' });

const badRequest = (res: ServerResponse, detail: string): void =>
  json(res, 400, { status: 'BAD_REQUEST', type: 'urn:preview:bad_request', detail });

/** The page a control-page sign-in with wrong credentials lands on (no script, no inline style). */
const loginFailedPage = (): string => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Staff sign-in failed</title>
<link rel="stylesheet" href="/emulator/control.css"></head><body><main><h1>Staff sign-in failed</h1>
<p>${escapeHtml('Wrong user name or password.')}</p><p><a href="/emulator/#section-preview">Back to the control page</a></p></main></body></html>`;

/** Checks the token call's address and body against the tests active at the date; undefined when valid. */
const tokenProblem = (context: ModuleContext, ctx: RequestContext, body: unknown): string | undefined => {
  const previewDateTime = typeof body === 'object' && body !== null ? (body as { previewDateTime?: unknown }).previewDateTime : undefined;
  const at = parseIsoInstant(previewDateTime);
  if (at === undefined) return 'previewDateTime must be an ISO 8601 timestamp with a zone.';
  const test = ctx.url.searchParams.get('test') ?? '';
  const group = ctx.url.searchParams.get('group') ?? '';
  if (test === '' && group === '') return undefined;
  if (test === '' || group === '') return 'test and group go together: both or neither.';
  const active = activeTestsAt(context.store, at).find((candidate) => candidate.name === test);
  if (!active) return `No A/B test "${test}" is active at ${String(previewDateTime)}.`;
  return active.groups.includes(group) ? undefined : `The A/B test "${test}" has no group "${group}".`;
};

const sessionRows = (context: ModuleContext): Record<string, unknown>[] =>
  context.store.all('SELECT id, user_name, expires_at, preview_date_time, ab_test_name, ab_test_group FROM preview_staff_sessions ORDER BY expires_at DESC LIMIT 20')
    .map((row) => ({
      session: `${String(row.id).slice(0, 8)}…`, user: row.user_name, expires: new Date(Number(row.expires_at)).toISOString(),
      live: Number(row.expires_at) > context.clock.now() ? 'yes' : 'no',
      'preview date': row.preview_date_time ?? '—', 'A/B test': row.ab_test_name || '—', group: row.ab_test_group || '—',
    }));

/** The staff preview service (spec 6, 7.3): staff sign-in, checkauth, renew, logout and the preview token. */
export const previewModule: EmulatorModule = {
  name: 'preview',
  setup(context) {
    const { router, store, clock } = context;
    const control = controlRoutes(router, () => context.config.origin);
    ensurePreviewTables(store);
    const session = (ctx: RequestContext): StaffSessionRow | undefined => findStaffSession(store, ctx.cookies, clock.now());

    control.on('POST', '/emulator/api/staff/login', async (ctx) => {
      const input = await readInput(ctx);
      const form = isForm(ctx);
      if (typeof input.username !== 'string' || typeof input.password !== 'string') {
        badRequest(ctx.res, 'username and password are required.');
        return;
      }
      if (input.username !== STAFF_ACCOUNT.userName || input.password !== STAFF_ACCOUNT.password) {
        if (form) { ctx.res.writeHead(401, { 'Content-Type': 'text/html; charset=utf-8' }); ctx.res.end(loginFailedPage()); }
        else unauthorized(ctx.res);
        return;
      }
      const id = openStaffSession(store, STAFF_ACCOUNT.userName, clock.now());
      ctx.res.setHeader('Set-Cookie', staffCookies(id));
      if (form) { ctx.res.writeHead(303, { Location: '/' }); ctx.res.end(); }
      else json(ctx.res, 200, { status: 'SUCCESS' });
    });

    router.on('GET', '/service/preview/api/auth/checkauth', (ctx) => {
      const found = session(ctx);
      if (!found) { unauthorized(ctx.res); return; }
      json(ctx.res, 200, {
        status: 'SUCCESS', dateTime: found.previewDateTime,
        abTestName: found.abTestName || null, abTestGroup: found.abTestGroup || null,
      });
    });

    router.on('GET', '/service/preview/api/auth/login/renew', (ctx) => {
      const found = session(ctx);
      if (!found) { unauthorized(ctx.res); return; }
      renewStaffSession(store, found.id, clock.now());
      json(ctx.res, 200, { status: 'SUCCESS' });
    });

    router.on('GET', '/service/preview/api/auth/logout', (ctx) => {
      const found = session(ctx);
      if (found) closeStaffSession(store, found.id);
      ctx.res.setHeader('Set-Cookie', staffCookies(undefined));
      json(ctx.res, 200, { status: 'SUCCESS' });
    });

    router.on('POST', '/service/preview/api/token', async (ctx) => {
      if (ctx.req.headers['x-requested-with'] !== 'XMLHttpRequest') {
        json(ctx.res, 403, { type: 'urn:preview:csrf', detail: 'The request must carry the header X-Requested-With: XMLHttpRequest.' });
        return;
      }
      const found = session(ctx);
      if (!found) { unauthorized(ctx.res); return; }
      if (servicesFailing(store)) {
        json(ctx.res, 500, { status: 'INTERNAL_ERROR', type: 'urn:preview:internal', detail: 'The token service is switched to failing on /emulator/.' });
        return;
      }
      const body = await ctx.body();
      const problem = tokenProblem(context, ctx, body);
      if (problem) { badRequest(ctx.res, problem); return; }
      const test = ctx.url.searchParams.get('test') ?? '';
      const dateTime = (body as { previewDateTime: string }).previewDateTime;
      savePreviewSettings(store, found.id, new Date(Date.parse(dateTime)).toISOString(), test, test ? ctx.url.searchParams.get('group') ?? '' : '');
      json(ctx.res, 200, { status: 'SUCCESS' });
    });

    control.on('POST', '/emulator/api/preview/failures', async (ctx) => {
      const input = await readInput(ctx);
      const failing = input.failing === true || input.failing === 'on';
      if (!(typeof input.failing === 'boolean' || input.failing === 'on' || input.failing === 'off')) {
        badRequest(ctx.res, 'failing must be true/false (JSON) or on/off (form).');
        return;
      }
      setServicesFailing(store, failing);
      if (isForm(ctx)) { ctx.res.writeHead(303, { Location: '/emulator/#section-preview' }); ctx.res.end(); }
      else json(ctx.res, 200, { failing });
    });
  },
  control(context) {
    const failing = servicesFailing(context.store);
    return html`<p>Preview mode: <strong>${context.config.previewMode ? 'on' : 'off'}</strong> (turn off with <code>PREVIEW_MODE=off</code>).
Staff account: user <code>${STAFF_ACCOUNT.userName}</code>, password <code>${STAFF_ACCOUNT.password}</code>.</p>
<form method="post" action="/emulator/api/staff/login">
<label>User name <input name="username" autocomplete="username" value="${STAFF_ACCOUNT.userName}" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in as staff</button>
</form>
<p>Signing in sets the HttpOnly <code>StaffAuthToken</code> cookie (a random session id) and its script-readable marker
<code>StaffAuthPresent</code>, then opens the storefront with the 'Preview settings' button.</p>
<form method="post" action="/emulator/api/preview/failures">
<input type="hidden" name="failing" value="${failing ? 'off' : 'on'}">
<p>A/B test list and preview token service: <strong>${failing ? 'failing (500)' : 'working'}</strong></p>
<button type="submit">${failing ? 'Make them work again' : 'Make them fail'}</button>
</form>
<h3>Staff sessions</h3>
${table(sessionRows(context), 'No staff session yet.')}`;
  },
};
