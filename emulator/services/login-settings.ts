import type { Store } from '../store/store';
import { DEFAULT_LIFETIMES, type TokenLifetimes } from './login-sessions';

/** Everything the login module can be told from the control page (lifetimes and failure switches). */
export interface LoginSettings extends TokenLifetimes {
  /** Renew answers 500 while on (spec 4.3 outcome 2, on demand). */
  readonly renewFailure: boolean;
  /** Login answers 503 while on (the service is unavailable). */
  readonly loginFailure: boolean;
}

/** Environment variables that set the lifetimes at start (seconds). */
export const LIFETIME_ENV: Readonly<Record<keyof TokenLifetimes, string>> = {
  loginRenewAfterSeconds: 'LOGIN_TOKEN_RENEW_AFTER_SECONDS',
  loginLifetimeSeconds: 'LOGIN_TOKEN_LIFETIME_SECONDS',
  longTermRenewAfterSeconds: 'LONG_TERM_TOKEN_RENEW_AFTER_SECONDS',
  longTermLifetimeSeconds: 'LONG_TERM_TOKEN_LIFETIME_SECONDS',
};

const LIFETIME_KEYS = Object.keys(DEFAULT_LIFETIMES) as Array<keyof TokenLifetimes>;
const SWITCH_KEYS = ['renewFailure', 'loginFailure'] as const;
/** Lifetimes are whole seconds from 1 second to 400 days. */
const MAX_SECONDS = 400 * 86_400;

/** Creates the settings table; writes defaults, then any lifetime given in the environment. */
export const initLoginSettings = (store: Store, env: Readonly<Record<string, string | undefined>>): void => {
  store.migrate('login.settings.v1', 'CREATE TABLE login_settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);');
  for (const key of LIFETIME_KEYS)
    store.run('INSERT OR IGNORE INTO login_settings (key, value) VALUES (?, ?)', [key, String(DEFAULT_LIFETIMES[key])]);
  for (const key of SWITCH_KEYS) store.run('INSERT OR IGNORE INTO login_settings (key, value) VALUES (?, ?)', [key, 'off']);
  for (const key of LIFETIME_KEYS) {
    const fromEnv = env[LIFETIME_ENV[key]];
    if (fromEnv !== undefined && isSeconds(Number(fromEnv)))
      store.run('UPDATE login_settings SET value = ? WHERE key = ?', [String(Number(fromEnv)), key]);
  }
};

/** The current settings. */
export const readLoginSettings = (store: Store): LoginSettings => {
  const values = new Map(store.all('SELECT key, value FROM login_settings').map((row) => [String(row.key), String(row.value)]));
  const lifetime = (key: keyof TokenLifetimes): number => {
    const value = Number(values.get(key));
    return isSeconds(value) ? value : DEFAULT_LIFETIMES[key];
  };
  return {
    loginRenewAfterSeconds: lifetime('loginRenewAfterSeconds'),
    loginLifetimeSeconds: lifetime('loginLifetimeSeconds'),
    longTermRenewAfterSeconds: lifetime('longTermRenewAfterSeconds'),
    longTermLifetimeSeconds: lifetime('longTermLifetimeSeconds'),
    renewFailure: values.get('renewFailure') === 'on',
    loginFailure: values.get('loginFailure') === 'on',
  };
};

/** Applies a partial update; returns the problem in words when a value is out of range (nothing is written then). */
export const updateLoginSettings = (store: Store, input: Readonly<Record<string, unknown>>): string | undefined => {
  const writes: Array<[string, string]> = [];
  for (const key of LIFETIME_KEYS) {
    const raw = input[key];
    if (raw === undefined || raw === '') continue;
    const value = typeof raw === 'string' ? Number(raw) : raw;
    if (typeof value !== 'number' || !isSeconds(value)) return `${key} must be a whole number of seconds from 1 to ${MAX_SECONDS}.`;
    writes.push([key, String(value)]);
  }
  for (const key of SWITCH_KEYS) {
    const raw = input[key];
    if (raw === undefined) continue;
    const value = raw === true || raw === 'on' ? 'on' : raw === false || raw === 'off' ? 'off' : undefined;
    if (!value) return `${key} must be on or off.`;
    writes.push([key, value]);
  }
  const next = {
    ...readLoginSettings(store),
    ...Object.fromEntries(writes.filter(([key]) => LIFETIME_KEYS.includes(key as keyof TokenLifetimes)).map(([k, v]) => [k, Number(v)])),
  };
  if (next.loginRenewAfterSeconds >= next.loginLifetimeSeconds) return 'The LoginToken must be due for renewal before it expires.';
  if (next.longTermRenewAfterSeconds >= next.longTermLifetimeSeconds) return 'The LongTermToken must be due for renewal before it expires.';
  for (const [key, value] of writes) store.run('UPDATE login_settings SET value = ? WHERE key = ?', [value, key]);
  return undefined;
};

const isSeconds = (value: number): boolean => Number.isInteger(value) && value >= 1 && value <= MAX_SECONDS;
