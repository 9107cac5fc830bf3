import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { applyPreviewSettings } from '../../../core/preview/apply-preview-settings.use-case';
import type { ApplyError } from '../../../core/preview/preview-errors';
import type { AbSelection } from '../../../core/preview/preview-state';
import { FakeClock } from '../../fakes/fake-clock';
import { FAILED, FakePreviewTokenGateway, FixedTimeZone } from '../../fakes/fake-preview-ports';
import { RecordingLogger } from '../../fakes/recording-logger';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const setup = () => {
  const gateway = new FakePreviewTokenGateway();
  const logger = new RecordingLogger();
  const apply = applyPreviewSettings({ gateway, clock: new FakeClock(NOW), timeZone: new FixedTimeZone(60), logger });
  return { gateway, logger, apply };
};
const CHRISTMAS_SNOW: AbSelection = { testName: 'christmas-teaser', groupName: 'snow' };
const form = (selection: E.Either<ApplyError, AbSelection> = E.right(CHRISTMAS_SNOW), date = '2026-12-24') => ({
  date,
  time: '10:00',
  selection,
});

describe('applying preview settings', () => {
  it('asks for a token with the A/B selection and the simulated instant, and returns the session in force', async () => {
    const { gateway, apply } = setup();
    expect(await apply(form())()).toEqual(
      E.right({ dateTime: '2026-12-24T09:00:00.000Z', selection: CHRISTMAS_SNOW, usedCurrentTime: false }),
    );
    expect(gateway.requests).toEqual([{ selection: CHRISTMAS_SNOW, previewDateTime: '2026-12-24T09:00:00.000Z' }]);
  });

  it('sends an empty selection when no test is chosen', async () => {
    const { gateway, apply } = setup();
    await apply(form(E.right({ testName: '', groupName: '' })))();
    expect(gateway.requests[0]?.selection).toEqual({ testName: '', groupName: '' });
  });

  it('blocks a test without a group before any call', async () => {
    const { gateway, apply } = setup();
    expect(await apply(form(E.left({ kind: 'GROUP_MISSING' })))()).toEqual(E.left({ kind: 'GROUP_MISSING' }));
    expect(gateway.requests).toEqual([]);
  });

  it.each(['BAD_REQUEST', 'INTERNAL_ERROR', 'UNAUTHORIZED'] as const)('fails on status %s', async (status) => {
    const { gateway, apply } = setup();
    gateway.status = status;
    expect(await apply(form())()).toEqual(E.left({ kind: 'REJECTED', status }));
  });

  it('fails when the call fails', async () => {
    const { gateway, apply } = setup();
    gateway.status = FAILED;
    expect(await apply(form())()).toEqual(E.left({ kind: 'CALL_FAILED', cause: FAILED }));
  });

  it('logs an error and sends the current time for a date that is not YYYY-MM-DD', async () => {
    const { gateway, logger, apply } = setup();
    await apply(form(E.right(CHRISTMAS_SNOW), '24.12.2026'))();
    expect(gateway.requests[0]?.previewDateTime).toBe(new Date(NOW).toISOString());
    expect(logger.lines.map((line) => line.level)).toEqual(['error']);
  });

  it('says when the current time was applied instead of an impossible date (2026-02-30), so nobody reports it as applied', async () => {
    const { gateway, logger, apply } = setup();
    const result = await apply(form(E.right(CHRISTMAS_SNOW), '2026-02-30'))();
    expect(result).toEqual(E.right({ dateTime: new Date(NOW).toISOString(), selection: CHRISTMAS_SNOW, usedCurrentTime: true }));
    expect(gateway.requests[0]?.previewDateTime).toBe(new Date(NOW).toISOString());
    expect(logger.lines.map((line) => line.level)).toEqual(['error']);
  });
});
