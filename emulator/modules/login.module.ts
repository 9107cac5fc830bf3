import type { ServerResponse } from 'node:http';
import { LOGIN_PATHS } from '../../core/session/login-paths';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import { json, readBody, type RequestContext } from '../http/router';
import type { EmulatorModule, ModuleContext } from '../module';
import { html, table } from '../pages/html';
import { authenticate, ensureCustomerTables, SEEDED_CUSTOMERS } from '../services/customers';
import { clearLoginFailures, ensureThrottleTable, LOGIN_THROTTLE, loginRetryAfter, recordLoginFailure, resetLoginThrottle } from '../services/login-throttle';
import { closeSession, issueLongTermToken, openSession, renewSession, type IssuedToken } from '../services/login-sessions';
import { initLoginSettings, LIFETIME_ENV, readLoginSettings, updateLoginSettings } from '../services/login-settings';
import { controlRoutes } from '../http/guarded-handlers';

/** The header every state-changing call of the login service must carry (CSRF marker, spec 7.4). */
const CSRF = { name: 'x-requested-with', value: 'XMLHttpRequest' } as const;

/** The script-readable token cookie ({exp, ren, lid} only) and the HttpOnly cookie holding its secret; none = delete both. */
const cookies = (names: { readable: string; secret: string }, token: IssuedToken | undefined): string[] => token
  ? [`${names.readable}=${token.value}; Path=/; SameSite=Lax; Max-Age=${token.maxAgeSeconds}`,
    `${names.secret}=${token.secret}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${token.maxAgeSeconds}`]
  : [`${names.readable}=; Path=/; SameSite=Lax; Max-Age=0`, `${names.secret}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`];
const LOGIN_COOKIES = { readable: COOKIE_NAMES.loginToken, secret: COOKIE_NAMES.loginSession } as const;
const LONG_TERM_COOKIES = { readable: COOKIE_NAMES.longTermToken, secret: COOKIE_NAMES.longTermSession } as const;

/** Answers 403 and returns false when the CSRF marker is missing. */
const requireCsrf = ({ req, res }: RequestContext): boolean => {
  if (req.headers[CSRF.name] === CSRF.value) return true;
  json(res, 403, { type: 'urn:login:csrf', detail: `The request must carry the header X-Requested-With: ${CSRF.value}.` });
  return false;
};

const logCall = (store: ModuleContext['store'], at: number, call: string, status: number): void => {
  store.run('INSERT INTO login_calls (at, call, status) VALUES (?, ?, ?)', [new Date(at).toISOString(), call, status]);
  store.run('DELETE FROM login_calls WHERE id NOT IN (SELECT id FROM login_calls ORDER BY id DESC LIMIT 50)');
};

const answer = (context: ModuleContext, res: ServerResponse, call: string, status: number, body: unknown, cookies: string[] = []): void => {
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  context.store.transaction(() => logCall(context.store, context.clock.now(), call, status));
  json(res, status, body);
};

/** Reads a JSON or form-encoded body (control-page forms post form-encoded). */
const readInput = async (ctx: RequestContext): Promise<Record<string, unknown> | undefined> => {
  if ((ctx.req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(await readBody(ctx.req)));
  }
  const body = await ctx.body();
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
};

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** The login service (spec 7.4): customer accounts, LoginToken and LongTermToken cookies, renewal, logout. */
export const loginModule: EmulatorModule = {
  name: 'login',
  setup(context) {
    const { router, store, clock } = context;
    const control = controlRoutes(router, () => context.config.origin);
    ensureCustomerTables(store);
    initLoginSettings(store, process.env);
    store.migrate('login.calls.v1', 'CREATE TABLE login_calls (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, call TEXT NOT NULL, status INTEGER NOT NULL);');
    ensureThrottleTable(store);

    router.on('POST', LOGIN_PATHS.login, async (ctx) => {
      if (!requireCsrf(ctx)) return;
      const body = await ctx.body();
      const input = typeof body === 'object' && body !== null ? (body as { email?: unknown; password?: unknown }) : {};
      if (!isText(input.email, 256) || !isText(input.password, 256)) {
        answer(context, ctx.res, 'login', 400, { type: 'urn:login:invalid_request', detail: 'email and password are required text (at most 256 characters).' });
        return;
      }
      const settings = readLoginSettings(store);
      if (settings.loginFailure) { answer(context, ctx.res, 'login', 503, { type: 'urn:login:unavailable', detail: 'The login service is switched off on the control page.' }); return; }
      const { email, password } = input;
      const wait = loginRetryAfter(store, email, ctx.clientAddress, clock.now());
      if (wait > 0) {
        ctx.res.setHeader('Retry-After', String(wait));
        answer(context, ctx.res, 'login', 429, { type: 'urn:login:too_many_attempts', detail: `Too many failed sign-ins; try again in ${wait} seconds.`, retryAfterSeconds: wait });
        return;
      }
      const customer = await authenticate(store, email, password);
      if (!customer) {
        recordLoginFailure(store, email, ctx.clientAddress, clock.now());
        answer(context, ctx.res, 'login', 401, { type: 'urn:login:unauthorized', detail: 'Email address or password is wrong.' });
        return;
      }
      const token = store.transaction(() => {
        clearLoginFailures(store, email);
        return openSession(store, customer, clock.now(), settings);
      });
      answer(context, ctx.res, 'login', 200, { status: 'SUCCESS' }, [...cookies(LOGIN_COOKIES, token), ...cookies(LONG_TERM_COOKIES, undefined)]);
    });

    router.on('POST', LOGIN_PATHS.renew, async (ctx) => {
      if (!requireCsrf(ctx)) return;
      const body = await ctx.body();
      if (body !== null && (typeof body !== 'object' || Array.isArray(body))) {
        answer(context, ctx.res, 'renew', 400, { type: 'urn:login:invalid_request', detail: 'The body must be an empty JSON object.' });
        return;
      }
      const settings = readLoginSettings(store);
      if (settings.renewFailure) { answer(context, ctx.res, 'renew', 500, { type: 'urn:login:renew_failed', detail: 'Renewal fails on demand (control page).' }); return; }
      const result = store.transaction(() => renewSession(store, ctx.cookies[COOKIE_NAMES.loginSession], clock.now(), settings));
      if (result.kind === 'RENEWED') answer(context, ctx.res, 'renew', 201, { status: 'RENEWED' }, cookies(LOGIN_COOKIES, result.token));
      else if (result.kind === 'NOT_DUE') answer(context, ctx.res, 'renew', 200, { status: 'OK' });
      else answer(context, ctx.res, 'renew', 401, { type: 'urn:login:no_session', detail: 'No live login session.' });
    });

    router.on('GET', LOGIN_PATHS.longTermToken, (ctx) => {
      const token = store.transaction(() => issueLongTermToken(store, ctx.cookies[COOKIE_NAMES.loginSession], clock.now(), readLoginSettings(store)));
      if (token) answer(context, ctx.res, 'longtermtoken', 200, { status: 'OK' }, cookies(LONG_TERM_COOKIES, token));
      else answer(context, ctx.res, 'longtermtoken', 401, { type: 'urn:login:no_session', detail: 'No live login session.' });
    });

    router.on('POST', LOGIN_PATHS.logout, (ctx) => {
      if (!requireCsrf(ctx)) return;
      store.transaction(() => closeSession(store, ctx.cookies[COOKIE_NAMES.loginSession]));
      answer(context, ctx.res, 'logout', 200, { status: 'LOGGED_OUT' }, [...cookies(LOGIN_COOKIES, undefined), ...cookies(LONG_TERM_COOKIES, undefined)]);
    });

    control.on('POST', '/emulator/api/login/throttle/reset', (ctx) => {
      resetLoginThrottle(store);
      if ((ctx.req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) { ctx.res.writeHead(303, { Location: '/emulator/#section-login' }); ctx.res.end(); return; }
      json(ctx.res, 200, { reset: true });
    });
    control.on('GET', '/emulator/api/login/settings', ({ res }) => json(res, 200, readLoginSettings(store)));
    control.on('POST', '/emulator/api/login/settings', async (ctx) => {
      const fromForm = (ctx.req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded');
      const input = await readInput(ctx);
      const problem = input ? updateLoginSettings(store, input) : 'The body must be a JSON object.';
      if (problem) { json(ctx.res, 400, { type: 'urn:emulator:invalid_login_settings', detail: problem }); return; }
      if (fromForm) { ctx.res.writeHead(303, { Location: '/emulator/#section-login' }); ctx.res.end(); return; }
      json(ctx.res, 200, readLoginSettings(store));
    });
  },
  control({ store, clock }) {
    const settings = readLoginSettings(store);
    const iso = (seconds: unknown) => new Date(Number(seconds) * 1000).toISOString();
    const now = clock.now() / 1000;
    const sessions = store.all(`SELECT s.sid, c.email, s.lid, s.ren, s.exp, s.replaced_by, s.revoked FROM login_sessions s
      JOIN customers c ON c.id = s.customer_id ORDER BY s.created_at DESC LIMIT 20`).map((row) => ({
      session: `${String(row.sid).slice(0, 8)}…`, customer: row.email, lid: row.lid, renew: iso(row.ren), expires: iso(row.exp),
      state: Number(row.revoked) ? 'logged out' : row.replaced_by ? 'renewed' : Number(row.exp) <= now ? 'expired' : Number(row.ren) <= now ? 'due' : 'live',
    }));
    const lifetime = (key: keyof typeof LIFETIME_ENV, label: string) =>
      html`<label>${label} (${LIFETIME_ENV[key]})<input name="${key}" type="number" min="1" step="1" value="${settings[key]}"></label>`;
    const onOff = (key: 'renewFailure' | 'loginFailure', label: string, onText: string) => html`<label>${label}<select name="${key}">
<option value="off"${settings[key] ? html`` : html` selected`}>normal</option><option value="on"${settings[key] ? html` selected` : html``}>${onText}</option></select></label>`;
    return html`<p>Seeded accounts: ${SEEDED_CUSTOMERS.map((c, i) => html`${i ? ', ' : ''}<code>${c.email}</code> / <code>${c.password}</code>`)}.</p>
<form method="post" action="/emulator/api/login/settings">
${lifetime('loginRenewAfterSeconds', 'LoginToken renew after, s')}${lifetime('loginLifetimeSeconds', 'LoginToken expires after, s')}
${lifetime('longTermRenewAfterSeconds', 'LongTermToken renew after, s')}${lifetime('longTermLifetimeSeconds', 'LongTermToken expires after, s')}
${onOff('renewFailure', 'Renew endpoint', 'answers 500')}${onOff('loginFailure', 'Login endpoint', 'answers 503')}
<button type="submit">Save login settings</button></form>
<form method="post" action="/emulator/api/login/throttle/reset">
<p>Throttling: after ${LOGIN_THROTTLE.perAccount} failed sign-ins per account or ${LOGIN_THROTTLE.perClient} per client address, each further failure
locks it for ${LOGIN_THROTTLE.baseSeconds} s, doubling up to ${LOGIN_THROTTLE.maxSeconds / 60} min (429 with Retry-After).</p>
<button type="submit">Reset throttling</button></form>
<h3>Sessions</h3>${table(sessions, 'Nobody has logged in.')}
<h3>Recent calls</h3>${table(store.all('SELECT at, call, status FROM login_calls ORDER BY id DESC LIMIT 15'), 'No calls yet.')}`;
  },
};
