import { randomBytes } from 'node:crypto';
import { COOKIE_NAMES } from '../../core/shared/cookie-names';
import type { Store } from '../store/store';

/** The staff account of the emulator (README documents it). */
export const STAFF_ACCOUNT = { userName: 'staff', password: 'preview123' } as const;

/** Server-side lifetime of a staff session; renew moves it forward. */
export const STAFF_SESSION_SECONDS = 30 * 60;

/** The A/B tests the emulator seeds: windows in UTC, so that different dates list different tests (none from 2031). */
export const SEEDED_TESTS: ReadonlyArray<{ name: string; groups: string[]; from: string; until: string }> = [
  { name: 'newsletter-bubble', groups: ['control', 'big-bubble'], from: '2024-01-01T00:00:00Z', until: '2030-12-31T23:59:59Z' },
  { name: 'checkout-button-colour', groups: ['control', 'green', 'orange'], from: '2026-01-01T00:00:00Z', until: '2026-06-30T23:59:59Z' },
  { name: 'christmas-teaser', groups: ['classic', 'snow'], from: '2026-11-23T00:00:00Z', until: '2026-12-26T23:59:59Z' },
  { name: 'summer-sport-banner', groups: ['A', 'B'], from: '2027-06-15T00:00:00Z', until: '2027-08-31T23:59:59Z' },
];

/** Tables of the preview and A/B test modules; both call this (migrations run once per name). */
export const ensurePreviewTables = (store: Store): void => {
  store.migrate(
    'preview.sessions.v1',
    `CREATE TABLE preview_staff_sessions (
    id TEXT PRIMARY KEY, user_name TEXT NOT NULL, created_at TEXT NOT NULL, expires_at INTEGER NOT NULL,
    preview_date_time TEXT, ab_test_name TEXT NOT NULL DEFAULT '', ab_test_group TEXT NOT NULL DEFAULT '');
    CREATE TABLE preview_switches (name TEXT PRIMARY KEY, value TEXT NOT NULL);`,
  );
  store.migrate(
    'abtest.tests.v1',
    'CREATE TABLE abtest_tests (name TEXT PRIMARY KEY, groups TEXT NOT NULL, active_from TEXT NOT NULL, active_until TEXT NOT NULL);',
  );
  // Seeded on every start (a store emptied by a reset gets its tests back); tests added later are kept.
  if (store.get('SELECT COUNT(*) AS n FROM abtest_tests')?.n === 0) {
    for (const test of SEEDED_TESTS) {
      store.run('INSERT INTO abtest_tests (name, groups, active_from, active_until) VALUES (?, ?, ?, ?)', [
        test.name,
        JSON.stringify(test.groups),
        test.from,
        test.until,
      ]);
    }
  }
};

/** A random opaque id (session ids, visitor ids). */
export const newId = (): string => randomBytes(24).toString('base64url');

/** A live staff session as stored. */
export interface StaffSessionRow {
  readonly id: string;
  readonly userName: string;
  readonly expiresAt: number;
  readonly previewDateTime: string | null;
  readonly abTestName: string;
  readonly abTestGroup: string;
}

/** Opens a staff session; returns its id (the StaffAuthToken value). */
export const openStaffSession = (store: Store, userName: string, nowMs: number): string => {
  const id = newId();
  store.run('INSERT INTO preview_staff_sessions (id, user_name, created_at, expires_at) VALUES (?, ?, ?, ?)', [
    id,
    userName,
    new Date(nowMs).toISOString(),
    nowMs + STAFF_SESSION_SECONDS * 1000,
  ]);
  return id;
};

/** The live session a StaffAuthToken (or AdminAuthToken) cookie names, or undefined. The server is the authority. */
export const findStaffSession = (store: Store, cookies: Readonly<Record<string, string>>, nowMs: number): StaffSessionRow | undefined => {
  const id = cookies[COOKIE_NAMES.staffAuthToken] ?? cookies[COOKIE_NAMES.adminAuthToken];
  if (!id || id.length > 100) return undefined;
  const row = store.get('SELECT * FROM preview_staff_sessions WHERE id = ? AND expires_at > ?', [id, nowMs]);
  if (!row) return undefined;
  return {
    id: String(row.id),
    userName: String(row.user_name),
    expiresAt: Number(row.expires_at),
    previewDateTime: row.preview_date_time === null ? null : String(row.preview_date_time),
    abTestName: String(row.ab_test_name),
    abTestGroup: String(row.ab_test_group),
  };
};

/** Moves a session's expiry forward. */
export const renewStaffSession = (store: Store, id: string, nowMs: number): void => {
  store.run('UPDATE preview_staff_sessions SET expires_at = ? WHERE id = ?', [nowMs + STAFF_SESSION_SECONDS * 1000, id]);
};

/** Stores a session's preview settings (null date and empty names clear them). */
export const savePreviewSettings = (store: Store, id: string, dateTime: string | null, testName: string, groupName: string): void => {
  store.run('UPDATE preview_staff_sessions SET preview_date_time = ?, ab_test_name = ?, ab_test_group = ? WHERE id = ?', [
    dateTime,
    testName,
    groupName,
    id,
  ]);
};

/** Ends a session. */
export const closeStaffSession = (store: Store, id: string): void => {
  store.run('DELETE FROM preview_staff_sessions WHERE id = ?', [id]);
};

/** An A/B test with its active window. */
export interface StoredTest {
  readonly name: string;
  readonly groups: string[];
  readonly from: string;
  readonly until: string;
}

/** Every stored test. */
export const allTests = (store: Store): StoredTest[] =>
  store.all('SELECT * FROM abtest_tests ORDER BY active_from, name').map((row) => ({
    name: String(row.name),
    groups: JSON.parse(String(row.groups)) as string[],
    from: String(row.active_from),
    until: String(row.active_until),
  }));

/** The tests whose window contains the instant. */
export const activeTestsAt = (store: Store, atMs: number): StoredTest[] =>
  allTests(store).filter((test) => Date.parse(test.from) <= atMs && atMs <= Date.parse(test.until));

const FAILING = 'services_failing';

/** Whether the control page switched the A/B test list and the token service to failing. */
export const servicesFailing = (store: Store): boolean =>
  store.get('SELECT value FROM preview_switches WHERE name = ?', [FAILING])?.value === 'on';

/** Switches the failure mode. */
export const setServicesFailing = (store: Store, failing: boolean): void => {
  store.run('INSERT INTO preview_switches (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value', [
    FAILING,
    failing ? 'on' : 'off',
  ]);
};

/** A strict ISO 8601 instant with a zone (what the preview token body and gettestsat carry). */
export const parseIsoInstant = (value: unknown): number | undefined => {
  if (typeof value !== 'string' || value.length > 40) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
};
