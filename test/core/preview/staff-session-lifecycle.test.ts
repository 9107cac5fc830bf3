import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import { keepStaffSessionAlive, RENEW_INTERVAL_MS } from '../../../core/preview/keep-staff-session-alive.use-case';
import { logOutStaff } from '../../../core/preview/log-out-staff.use-case';
import { FAILED, FakeScheduler, FakeStaffSessionGateway } from '../../fakes/fake-preview-ports';
import { RecordingLogger } from '../../fakes/recording-logger';

describe('staff session renewal', () => {
  it('renews at start and every 5 minutes until stopped', () => {
    const gateway = new FakeStaffSessionGateway();
    const scheduler = new FakeScheduler();
    const stop = keepStaffSessionAlive({ gateway, scheduler, logger: new RecordingLogger() })();
    expect(gateway.calls).toEqual(['renew']);
    expect([...scheduler.tasks].map((task) => task.intervalMs)).toEqual([RENEW_INTERVAL_MS]);
    expect(RENEW_INTERVAL_MS).toBe(300_000);
    scheduler.tick();
    scheduler.tick();
    expect(gateway.calls).toEqual(['renew', 'renew', 'renew']);
    stop();
    scheduler.tick();
    expect(gateway.calls).toHaveLength(3);
  });

  it('ignores a failed renewal apart from a debug line', async () => {
    const gateway = new FakeStaffSessionGateway();
    gateway.renewAnswer = FAILED;
    const logger = new RecordingLogger();
    keepStaffSessionAlive({ gateway, scheduler: new FakeScheduler(), logger })();
    await vi.waitFor(() =>
      expect(logger.lines.map((line) => [line.level, line.message])).toEqual([['debug', 'Staff session renewal failed.']]),
    );
  });
});

describe('staff logout', () => {
  it('calls logout and logs nothing when it works', async () => {
    const gateway = new FakeStaffSessionGateway();
    const logger = new RecordingLogger();
    await logOutStaff({ gateway, logger })()();
    expect(gateway.calls).toEqual(['logout']);
    expect(logger.lines).toEqual([]);
  });

  it('only logs a failed logout', async () => {
    const gateway = new FakeStaffSessionGateway();
    gateway.logoutAnswer = FAILED;
    const logger = new RecordingLogger();
    await expect(logOutStaff({ gateway, logger })()()).resolves.toEqual(E.right(undefined));
    expect(logger.lines).toEqual([{ level: 'error', message: 'Staff logout failed.', detail: FAILED }]);
  });
});
