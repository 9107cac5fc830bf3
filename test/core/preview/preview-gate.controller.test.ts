// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkStaffSession } from '../../../core/preview/check-staff-session.use-case';
import { createPreviewGate } from '../../../core/preview/preview-gate.controller';
import type { PreviewMode } from '../../../core/preview/preview-state';
import type { StaffSessionCheck } from '../../../core/preview/staff-session.codec';
import { deferred, FAILED, FakeStaffSessionGateway, type Scripted } from '../../fakes/fake-preview-ports';
import { MemoryCookieJar } from '../../fakes/memory-cookie-jar';
import { RecordingLogger } from '../../fakes/recording-logger';

const PANEL = 'the panel chunk';

/** The gate over the real check-staff-session use case, a scripted checkauth and a counting panel loader. */
const aGate = (
  options: {
    previewMode?: PreviewMode;
    cookies?: Record<string, string>;
    check?: Scripted<StaffSessionCheck>;
    panel?: () => Promise<string>;
  } = {},
) => {
  const gateway = new FakeStaffSessionGateway();
  if (options.check !== undefined) gateway.checkAuthAnswer = options.check;
  const logger = new RecordingLogger();
  const loads = { count: 0 };
  const gate = createPreviewGate({
    checkSession: checkStaffSession({
      previewMode: options.previewMode ?? 'on',
      cookies: new MemoryCookieJar(options.cookies ?? { StaffAuthPresent: '1' }),
      gateway,
    }),
    loadPanel: () => {
      loads.count += 1;
      return options.panel ? options.panel() : Promise.resolve(PANEL);
    },
    logger,
  });
  return { gate, gateway, logger, loads };
};

describe('staff preview gate controller (spec 6)', () => {
  it('hides itself from a shopper without a staff cookie and asks nothing', async () => {
    const { gate, gateway, loads } = aGate({ cookies: { LoginToken: 'x' } });
    expect(gate.getSnapshot()).toEqual({ phase: 'CHECKING' });
    await gate.start();
    expect(gate.getSnapshot()).toEqual({ phase: 'HIDDEN' });
    expect(gateway.calls).toEqual([]);
    expect(loads.count).toBe(0);
  });

  it('asks nothing when preview mode is off, even for staff', async () => {
    const { gate, gateway } = aGate({ previewMode: 'off', cookies: { StaffAuthToken: 'real' } });
    await gate.start();
    expect(gate.getSnapshot()).toEqual({ phase: 'HIDDEN' });
    expect(gateway.calls).toEqual([]);
  });

  it.each([
    ['a forged cookie that checkauth refuses', { status: 'UNAUTHORIZED' } as const],
    ['a failed checkauth', FAILED],
  ])('hides itself for %s, never loads the panel and only logs why', async (_, check) => {
    const { gate, gateway, loads, logger } = aGate({ check });
    await gate.start();
    expect(gate.getSnapshot()).toEqual({ phase: 'HIDDEN' });
    expect(gateway.calls).toEqual(['checkauth']);
    expect(loads.count).toBe(0);
    expect(logger.lines.map((line) => [line.level, line.message])).toEqual([['debug', 'Staff preview not offered.']]);
  });

  it('shows the panel for the session checkauth confirmed, loading it once', async () => {
    const { gate, loads } = aGate({
      check: { status: 'SUCCESS', dateTime: '2026-12-24T09:00:00.000Z', abTestName: 'christmas-teaser', abTestGroup: 'snow' },
    });
    await gate.start();
    expect(gate.getSnapshot()).toEqual({
      phase: 'SHOWN',
      panel: PANEL,
      session: { dateTime: '2026-12-24T09:00:00.000Z', selection: { testName: 'christmas-teaser', groupName: 'snow' } },
    });
    expect(loads.count).toBe(1);
  });

  it('shows nothing and logs an error when the panel cannot be downloaded', async () => {
    const { gate, logger } = aGate({ panel: () => Promise.reject(new Error('offline')) });
    await gate.start();
    expect(gate.getSnapshot()).toEqual({ phase: 'HIDDEN' });
    expect(logger.lines.map((line) => [line.level, line.message])).toEqual([['error', 'The staff preview panel could not be loaded.']]);
  });

  it('ignores an answer that arrives after the view went away', async () => {
    const answer = deferred<StaffSessionCheck>();
    const { gate } = aGate({ check: answer.promise });
    const going = gate.start();
    gate.stop();
    answer.resolve({ status: 'SUCCESS', dateTime: null, abTestName: null, abTestGroup: null });
    await going;
    expect(gate.getSnapshot()).toEqual({ phase: 'CHECKING' });
  });

  it('after logout removes the panel and sends focus to the main content, once', async () => {
    const { gate } = aGate();
    await gate.start();
    gate.signedOut();
    expect(gate.getSnapshot()).toEqual({ phase: 'SIGNED_OUT', focus: 'MAIN_CONTENT' });
    gate.focusMoved();
    gate.signedOut();
    expect(gate.getSnapshot()).toEqual({ phase: 'SIGNED_OUT', focus: null });
  });
});
