import { LOGIN_PATHS } from '../../core/session/login-paths';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import {
  clientAddress,
  cookiesOf,
  done,
  csrfMarker,
  HttpError,
  json,
  readInput,
  readJson,
  readSwitch,
  type EmulatorContext,
} from '../http';
import type { EmulatorModule } from '../module';
import { html, table } from '../pages/html';
import type { Store } from '../store/store';
import * as login from '../services/login-store';

/** The environment variables that set the token lifetimes at start (whole seconds, 1 s to 400 days). */
const LIFETIME_ENV = {
  loginRenewAfterSeconds: 'LOGIN_TOKEN_RENEW_AFTER_SECONDS',
  loginLifetimeSeconds: 'LOGIN_TOKEN_LIFETIME_SECONDS',
  longTermRenewAfterSeconds: 'LONG_TERM_TOKEN_RENEW_AFTER_SECONDS',
  longTermLifetimeSeconds: 'LONG_TERM_TOKEN_LIFETIME_SECONDS',
} as const;
const MAX_SECONDS = 400 * 86_400;
const isSeconds = (value: unknown): value is number => Number.isInteger(value) && Number(value) >= 1 && Number(value) <= MAX_SECONDS;

/** What the control page can set: the lifetimes (defaults: renew after 10 min, expire after 30; 7 and 90 days), and switches that make login answer 503 and renew 500. */
const DEFAULT_SETTINGS = {
  loginRenewAfterSeconds: 600,
  loginLifetimeSeconds: 1800,
  longTermRenewAfterSeconds: 7 * 86_400,
  longTermLifetimeSeconds: 90 * 86_400,
  renewFailure: false,
  loginFailure: false,
};
type LoginSettings = typeof DEFAULT_SETTINGS;
const SETTINGS = 'login.settings';
const readSettings = (store: Store): LoginSettings => ({ ...DEFAULT_SETTINGS, ...(JSON.parse(store.setting(SETTINGS) ?? '{}') as object) });

/** Applies a partial update (JSON or the control page's form); a value out of range is a 400 and nothing is written. */
const updateSettings = (store: Store, input: Readonly<Record<string, unknown>>): LoginSettings => {
  const next = readSettings(store);
  const refuse = (detail: string) => new HttpError(400, 'urn:emulator:invalid_login_settings', detail);
  for (const key of Object.keys(LIFETIME_ENV) as Array<keyof typeof LIFETIME_ENV>) {
    const raw = input[key];
    const value = typeof raw === 'string' ? Number(raw) : raw;
    if (raw !== undefined && raw !== '' && !isSeconds(value))
      throw refuse(`${key} must be a whole number of seconds from 1 to ${MAX_SECONDS}.`);
    if (isSeconds(value)) next[key] = value;
  }
  for (const key of ['renewFailure', 'loginFailure'] as const) next[key] = readSwitch(input, key, next[key]);
  for (const token of ['login', 'longTerm'] as const)
    if (next[`${token}RenewAfterSeconds`] >= next[`${token}LifetimeSeconds`])
      throw refuse(`The ${token} token must be due for renewal before it expires.`);
  store.setSetting(SETTINGS, JSON.stringify(next));
  return next;
};

/** The script-readable token cookie ({exp, ren, lid} only) and the HttpOnly cookie holding its secret; none = delete both. */
const cookies = (names: { readable: string; secret: string }, token: login.IssuedToken | undefined): string[] => {
  const [readable, secret, age] = token ? [token.value, token.secret, token.maxAgeSeconds] : ['', '', 0];
  return [
    `${names.readable}=${readable}; Path=/; SameSite=Lax; Max-Age=${age}`,
    `${names.secret}=${secret}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${age}`,
  ];
};
const LOGIN_COOKIES = { readable: COOKIE_NAMES.loginToken, secret: COOKIE_NAMES.loginSession } as const;
const LONG_TERM_COOKIES = { readable: COOKIE_NAMES.longTermToken, secret: COOKIE_NAMES.longTermSession } as const;
const NO_SESSION = { type: 'urn:login:no_session', detail: 'No live login session.' };

/** Every state-changing call of the login service carries the CSRF marker (spec 7.4). */
const csrf = csrfMarker('urn:login:csrf');

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 256;

/** The login service (spec 7.4): customer accounts, LoginToken and LongTermToken cookies, renewal, logout. */
export const loginModule: EmulatorModule = {
  name: 'login',
  setup({ app, store, clock }) {
    login.seedCustomers(store);
    const fromEnv = Object.entries(LIFETIME_ENV).map(([key, name]) => [key, Number(process.env[name])]);
    store.setSetting(SETTINGS, JSON.stringify({ ...readSettings(store), ...Object.fromEntries(fromEnv.filter(([, v]) => isSeconds(v))) }));
    const answer = (c: EmulatorContext, status: number, body: unknown, setCookies: string[] = [], headers: Record<string, string> = {}) =>
      json(c, status, body, { ...headers, ...(setCookies.length > 0 ? { 'Set-Cookie': setCookies } : {}) });
    const session = (c: EmulatorContext) => cookiesOf(c)[COOKIE_NAMES.loginSession];

    app.post(LOGIN_PATHS.login, csrf, async (c) => {
      const body = await readJson(c);
      const { email, password } = typeof body === 'object' && body !== null ? (body as { email?: unknown; password?: unknown }) : {};
      if (!isText(email) || !isText(password)) {
        const detail = 'email and password are required text (at most 256 characters).';
        return answer(c, 400, { type: 'urn:login:invalid_request', detail });
      }
      const settings = readSettings(store);
      if (settings.loginFailure)
        return answer(c, 503, { type: 'urn:login:unavailable', detail: 'The login service is switched off on the control page.' });
      const client = clientAddress(c);
      const attempt = login.beginLoginAttempt(store, email, client, clock.now());
      if (!('done' in attempt)) {
        const wait = attempt.wait;
        const detail = `Too many failed sign-ins; try again in ${wait} seconds.`;
        const problem = { type: 'urn:login:too_many_attempts', detail, retryAfterSeconds: wait };
        return answer(c, 429, problem, [], { 'Retry-After': String(wait) });
      }
      let customer: login.Customer | undefined;
      try {
        customer = await login.authenticate(store, email, password);
        if (!customer) login.recordLoginFailure(store, email, client, clock.now());
      } finally {
        attempt.done();
      }
      if (!customer) return answer(c, 401, { type: 'urn:login:unauthorized', detail: 'Email address or password is wrong.' });
      const token = store.transaction(() => {
        login.clearLoginFailures(store, email, client);
        return login.openSession(store, customer, clock.now(), settings);
      });
      return answer(c, 200, { status: 'SUCCESS' }, [...cookies(LOGIN_COOKIES, token), ...cookies(LONG_TERM_COOKIES, undefined)]);
    });

    app.post(LOGIN_PATHS.renew, csrf, async (c) => {
      const body = await readJson(c);
      if (body !== null && (typeof body !== 'object' || Array.isArray(body)))
        return answer(c, 400, { type: 'urn:login:invalid_request', detail: 'The body must be an empty JSON object.' });
      const settings = readSettings(store);
      if (settings.renewFailure)
        return answer(c, 500, { type: 'urn:login:renew_failed', detail: 'Renewal fails on demand (control page).' });
      const result = store.transaction(() => login.renewSession(store, session(c), clock.now(), settings));
      if (result.kind === 'RENEWED') return answer(c, 201, { status: 'RENEWED' }, cookies(LOGIN_COOKIES, result.token));
      return result.kind === 'NOT_DUE' ? answer(c, 200, { status: 'OK' }) : answer(c, 401, NO_SESSION);
    });

    app.get(LOGIN_PATHS.longTermToken, (c) => {
      const token = store.transaction(() => login.issueLongTermToken(store, session(c), clock.now(), readSettings(store)));
      if (!token) return answer(c, 401, NO_SESSION);
      return answer(c, 200, { status: 'OK' }, cookies(LONG_TERM_COOKIES, token));
    });

    app.post(LOGIN_PATHS.logout, csrf, (c) => {
      store.transaction(() => login.closeSession(store, session(c)));
      return answer(c, 200, { status: 'LOGGED_OUT' }, [...cookies(LOGIN_COOKIES, undefined), ...cookies(LONG_TERM_COOKIES, undefined)]);
    });

    app.post('/emulator/api/login/throttle/reset', (c) => {
      store.run('DELETE FROM login_failures');
      return done(c, 'login', { reset: true });
    });
    app.get('/emulator/api/login/settings', (c) => json(c, 200, readSettings(store)));
    app.post('/emulator/api/login/settings', async (c) => done(c, 'login', updateSettings(store, await readInput(c))));
  },

  control({ store, clock }) {
    const settings = readSettings(store);
    const iso = (column: string) => `strftime('%Y-%m-%dT%H:%M:%SZ', s.${column}, 'unixepoch')`;
    const sessions = store.all(
      `SELECT substr(s.sid, 1, 8) || '…' AS session, c.email AS customer, s.lid, ${iso('ren')} AS renew, ${iso('exp')} AS expires,
        CASE WHEN s.revoked THEN 'logged out' WHEN s.replaced_by IS NOT NULL THEN 'renewed' WHEN s.exp <= ? THEN 'expired'
          WHEN s.ren <= ? THEN 'due' ELSE 'live' END AS state
      FROM login_sessions s JOIN customers c ON c.id = s.customer_id ORDER BY s.created_at DESC LIMIT 20`,
      [clock.now() / 1000, clock.now() / 1000],
    );
    const onOff = (key: 'renewFailure' | 'loginFailure', label: string, onText: string) =>
      html`<label
        >${label}<select name="${key}">
          <option value="off" ${settings[key] ? '' : html` selected`}>normal</option>
          <option value="on" ${settings[key] ? html` selected` : ''}>${onText}</option>
        </select></label
      >`;
    const { perAccountAndClient, perClient, baseSeconds, maxSeconds } = login.LOGIN_THROTTLE;
    return html`<p>
        Seeded accounts:
        ${login.SEEDED_CUSTOMERS.map((c, i) => html`${i ? ', ' : ''}<code>${c.email}</code> / <code>${c.password}</code>`)}.
      </p>
      <form method="post" action="/emulator/api/login/settings">
        ${Object.entries(LIFETIME_ENV).map(
          ([key, env]) =>
            html`<label
              >${key} (${env})<input name="${key}" type="number" min="1" step="1" value="${settings[key as keyof LoginSettings]}"
            /></label>`,
        )}
        ${onOff('renewFailure', 'Renew endpoint', 'answers 500')}${onOff('loginFailure', 'Login endpoint', 'answers 503')}
        <button type="submit">Save login settings</button>
      </form>
      <form method="post" action="/emulator/api/login/throttle/reset">
        <p>
          Throttling: after ${perAccountAndClient} failed sign-ins per account from one client address or ${perClient} per client address,
          each further failure locks it for ${baseSeconds} s, doubling up to ${maxSeconds / 60} min (429 with Retry-After).
        </p>
        <button type="submit">Reset throttling</button>
      </form>
      <h3>Sessions</h3>
      ${table('Sessions', sessions, 'Nobody has logged in.')}`;
  },
};
