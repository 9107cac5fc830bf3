import { LOGIN_PATHS } from '../../core/session/login-paths';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import { json, problem, seeOther } from '../http/answers';
import { clientAddress, cookiesOf, type EmulatorContext } from '../http/emulator-app';
import { isForm, readForm, readJson } from '../http/request-body';
import type { EmulatorModule, ModuleContext } from '../module';
import { html, table } from '../pages/html';
import { authenticate, ensureCustomerTables, SEEDED_CUSTOMERS } from '../services/customers';
import {
  clearLoginFailures,
  ensureThrottleTable,
  LOGIN_THROTTLE,
  loginRetryAfter,
  recordLoginFailure,
  resetLoginThrottle,
} from '../services/login-throttle';
import { closeSession, issueLongTermToken, openSession, renewSession, type IssuedToken } from '../services/login-sessions';
import { initLoginSettings, LIFETIME_ENV, readLoginSettings, updateLoginSettings } from '../services/login-settings';

/** The header every state-changing call of the login service must carry (CSRF marker, spec 7.4). */
const CSRF = { name: 'x-requested-with', value: 'XMLHttpRequest' } as const;

/** The script-readable token cookie ({exp, ren, lid} only) and the HttpOnly cookie holding its secret; none = delete both. */
const cookies = (names: { readable: string; secret: string }, token: IssuedToken | undefined): string[] =>
  token
    ? [
        `${names.readable}=${token.value}; Path=/; SameSite=Lax; Max-Age=${token.maxAgeSeconds}`,
        `${names.secret}=${token.secret}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${token.maxAgeSeconds}`,
      ]
    : [`${names.readable}=; Path=/; SameSite=Lax; Max-Age=0`, `${names.secret}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`];
const LOGIN_COOKIES = { readable: COOKIE_NAMES.loginToken, secret: COOKIE_NAMES.loginSession } as const;
const LONG_TERM_COOKIES = { readable: COOKIE_NAMES.longTermToken, secret: COOKIE_NAMES.longTermSession } as const;

/** The 403 answer when the CSRF marker is missing; undefined when it is there. */
const csrfRefusal = (c: EmulatorContext): Response | undefined =>
  c.req.header(CSRF.name) === CSRF.value
    ? undefined
    : problem(c, 403, 'urn:login:csrf', `The request must carry the header X-Requested-With: ${CSRF.value}.`);

const logCall = (store: ModuleContext['store'], at: number, call: string, status: number): void => {
  store.run('INSERT INTO login_calls (at, call, status) VALUES (?, ?, ?)', [new Date(at).toISOString(), call, status]);
  store.run('DELETE FROM login_calls WHERE id NOT IN (SELECT id FROM login_calls ORDER BY id DESC LIMIT 50)');
};

const answer = (
  context: ModuleContext,
  c: EmulatorContext,
  call: string,
  status: number,
  body: unknown,
  setCookies: string[] = [],
  headers: Record<string, string> = {},
): Response => {
  context.store.transaction(() => logCall(context.store, context.clock.now(), call, status));
  return json(c, status, body, setCookies.length > 0 ? { ...headers, 'Set-Cookie': setCookies } : headers);
};

/** A JSON object or form-encoded body (control-page forms post form-encoded); undefined for any other JSON. */
const readInput = async (c: EmulatorContext): Promise<Record<string, unknown> | undefined> => {
  if (isForm(c)) return Object.fromEntries(await readForm(c));
  const body = await readJson(c);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
};

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/** The login service (spec 7.4): customer accounts, LoginToken and LongTermToken cookies, renewal, logout. */
export const loginModule: EmulatorModule = {
  name: 'login',
  setup(context) {
    const { app, store, clock } = context;
    ensureCustomerTables(store);
    initLoginSettings(store, process.env);
    store.migrate(
      'login.calls.v1',
      'CREATE TABLE login_calls (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, call TEXT NOT NULL, status INTEGER NOT NULL);',
    );
    ensureThrottleTable(store);

    app.post(LOGIN_PATHS.login, async (c) => {
      const refusal = csrfRefusal(c);
      if (refusal) return refusal;
      const body = await readJson(c);
      const input = typeof body === 'object' && body !== null ? (body as { email?: unknown; password?: unknown }) : {};
      if (!isText(input.email, 256) || !isText(input.password, 256)) {
        return answer(context, c, 'login', 400, {
          type: 'urn:login:invalid_request',
          detail: 'email and password are required text (at most 256 characters).',
        });
      }
      const settings = readLoginSettings(store);
      if (settings.loginFailure)
        return answer(context, c, 'login', 503, {
          type: 'urn:login:unavailable',
          detail: 'The login service is switched off on the control page.',
        });
      const { email, password } = input;
      const client = clientAddress(c);
      const wait = loginRetryAfter(store, email, client, clock.now());
      if (wait > 0) {
        return answer(
          context,
          c,
          'login',
          429,
          {
            type: 'urn:login:too_many_attempts',
            detail: `Too many failed sign-ins; try again in ${wait} seconds.`,
            retryAfterSeconds: wait,
          },
          [],
          { 'Retry-After': String(wait) },
        );
      }
      const customer = await authenticate(store, email, password);
      if (!customer) {
        recordLoginFailure(store, email, client, clock.now());
        return answer(context, c, 'login', 401, { type: 'urn:login:unauthorized', detail: 'Email address or password is wrong.' });
      }
      const token = store.transaction(() => {
        clearLoginFailures(store, email, client);
        return openSession(store, customer, clock.now(), settings);
      });
      return answer(context, c, 'login', 200, { status: 'SUCCESS' }, [
        ...cookies(LOGIN_COOKIES, token),
        ...cookies(LONG_TERM_COOKIES, undefined),
      ]);
    });

    app.post(LOGIN_PATHS.renew, async (c) => {
      const refusal = csrfRefusal(c);
      if (refusal) return refusal;
      const body = await readJson(c);
      if (body !== null && (typeof body !== 'object' || Array.isArray(body))) {
        return answer(context, c, 'renew', 400, { type: 'urn:login:invalid_request', detail: 'The body must be an empty JSON object.' });
      }
      const settings = readLoginSettings(store);
      if (settings.renewFailure)
        return answer(context, c, 'renew', 500, { type: 'urn:login:renew_failed', detail: 'Renewal fails on demand (control page).' });
      const result = store.transaction(() => renewSession(store, cookiesOf(c)[COOKIE_NAMES.loginSession], clock.now(), settings));
      if (result.kind === 'RENEWED') return answer(context, c, 'renew', 201, { status: 'RENEWED' }, cookies(LOGIN_COOKIES, result.token));
      if (result.kind === 'NOT_DUE') return answer(context, c, 'renew', 200, { status: 'OK' });
      return answer(context, c, 'renew', 401, { type: 'urn:login:no_session', detail: 'No live login session.' });
    });

    app.get(LOGIN_PATHS.longTermToken, (c) => {
      const token = store.transaction(() =>
        issueLongTermToken(store, cookiesOf(c)[COOKIE_NAMES.loginSession], clock.now(), readLoginSettings(store)),
      );
      return token
        ? answer(context, c, 'longtermtoken', 200, { status: 'OK' }, cookies(LONG_TERM_COOKIES, token))
        : answer(context, c, 'longtermtoken', 401, { type: 'urn:login:no_session', detail: 'No live login session.' });
    });

    app.post(LOGIN_PATHS.logout, (c) => {
      const refusal = csrfRefusal(c);
      if (refusal) return refusal;
      store.transaction(() => closeSession(store, cookiesOf(c)[COOKIE_NAMES.loginSession]));
      return answer(context, c, 'logout', 200, { status: 'LOGGED_OUT' }, [
        ...cookies(LOGIN_COOKIES, undefined),
        ...cookies(LONG_TERM_COOKIES, undefined),
      ]);
    });

    app.post('/emulator/api/login/throttle/reset', (c) => {
      resetLoginThrottle(store);
      return isForm(c) ? seeOther(c, '/emulator/#section-login') : json(c, 200, { reset: true });
    });
    app.get('/emulator/api/login/settings', (c) => json(c, 200, readLoginSettings(store)));
    app.post('/emulator/api/login/settings', async (c) => {
      const input = await readInput(c);
      const wrong = input ? updateLoginSettings(store, input) : 'The body must be a JSON object.';
      if (wrong) return problem(c, 400, 'urn:emulator:invalid_login_settings', wrong);
      return isForm(c) ? seeOther(c, '/emulator/#section-login') : json(c, 200, readLoginSettings(store));
    });
  },
  control({ store, clock }) {
    const settings = readLoginSettings(store);
    const iso = (seconds: unknown) => new Date(Number(seconds) * 1000).toISOString();
    const now = clock.now() / 1000;
    const sessions = store
      .all(
        `SELECT s.sid, c.email, s.lid, s.ren, s.exp, s.replaced_by, s.revoked FROM login_sessions s
      JOIN customers c ON c.id = s.customer_id ORDER BY s.created_at DESC LIMIT 20`,
      )
      .map((row) => ({
        session: `${String(row.sid).slice(0, 8)}…`,
        customer: row.email,
        lid: row.lid,
        renew: iso(row.ren),
        expires: iso(row.exp),
        state: Number(row.revoked)
          ? 'logged out'
          : row.replaced_by
            ? 'renewed'
            : Number(row.exp) <= now
              ? 'expired'
              : Number(row.ren) <= now
                ? 'due'
                : 'live',
      }));
    const lifetime = (key: keyof typeof LIFETIME_ENV, label: string) =>
      html`<label>${label} (${LIFETIME_ENV[key]})<input name="${key}" type="number" min="1" step="1" value="${settings[key]}" /></label>`;
    const onOff = (key: 'renewFailure' | 'loginFailure', label: string, onText: string) =>
      html`<label
        >${label}<select name="${key}">
          <option value="off" ${settings[key] ? html`` : html` selected`}>normal</option>
          <option value="on" ${settings[key] ? html` selected` : html``}>${onText}</option>
        </select></label
      >`;
    return html`<p>
        Seeded accounts: ${SEEDED_CUSTOMERS.map((c, i) => html`${i ? ', ' : ''}<code>${c.email}</code> / <code>${c.password}</code>`)}.
      </p>
      <form method="post" action="/emulator/api/login/settings">
        ${lifetime('loginRenewAfterSeconds', 'LoginToken renew after, s')}${lifetime('loginLifetimeSeconds', 'LoginToken expires after, s')}
        ${lifetime('longTermRenewAfterSeconds', 'LongTermToken renew after, s')}${lifetime('longTermLifetimeSeconds', 'LongTermToken expires after, s')}
        ${onOff('renewFailure', 'Renew endpoint', 'answers 500')}${onOff('loginFailure', 'Login endpoint', 'answers 503')}
        <button type="submit">Save login settings</button>
      </form>
      <form method="post" action="/emulator/api/login/throttle/reset">
        <p>
          Throttling: after ${LOGIN_THROTTLE.perAccountAndClient} failed sign-ins per account from one client address or
          ${LOGIN_THROTTLE.perClient} per client address, each further failure locks it for ${LOGIN_THROTTLE.baseSeconds} s, doubling up to
          ${LOGIN_THROTTLE.maxSeconds / 60} min (429 with Retry-After).
        </p>
        <button type="submit">Reset throttling</button>
      </form>
      <h3>Sessions</h3>
      ${table(sessions, 'Nobody has logged in.')}
      <h3>Recent calls</h3>
      ${table(store.all('SELECT at, call, status FROM login_calls ORDER BY id DESC LIMIT 15'), 'No calls yet.')}`;
  },
};
