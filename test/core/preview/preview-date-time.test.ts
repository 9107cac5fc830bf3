import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import {
  isPreviewDate,
  isPreviewTime,
  previewFields,
  previewInstant,
  validatePreviewFields,
} from '../../../core/preview/preview-date-time';
import { FakeClock } from '../../fakes/fake-clock';
import { FixedTimeZone } from '../../fakes/fake-preview-ports';
import { RecordingLogger } from '../../fakes/recording-logger';

const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);
const deps = (offsetMinutes = 60) => ({
  clock: new FakeClock(NOW),
  timeZone: new FixedTimeZone(offsetMinutes),
  logger: new RecordingLogger(),
});

describe('preview date rule', () => {
  it('turns a local date and time into an ISO instant', () => {
    expect(previewInstant(deps(60))({ date: '2026-12-24', time: '10:30' })).toBe('2026-12-24T09:30:00.000Z');
    expect(previewInstant(deps(0))({ date: '2031-03-01', time: '00:00' })).toBe('2031-03-01T00:00:00.000Z');
    expect(previewInstant(deps(-300))({ date: '2026-01-01', time: '23:59' })).toBe('2026-01-02T04:59:00.000Z');
  });

  it.each(['24.12.2026', '2026-12-4', '2026/12/24', '', '2026-12-24T10:00', ' 2026-12-24'])(
    'logs an error and uses the current time for the date "%s"',
    (date) => {
      const d = deps();
      expect(previewInstant(d)({ date, time: '10:00' })).toBe(new Date(NOW).toISOString());
      expect(d.logger.lines).toEqual([
        { level: 'error', message: `Preview date "${date}" does not match YYYY-MM-DD; using the current time.`, detail: undefined },
      ]);
    },
  );

  it('treats a date that is not in the calendar like a malformed one', () => {
    const d = deps();
    expect(previewInstant(d)({ date: '2026-02-30', time: '10:00' })).toBe(new Date(NOW).toISOString());
    expect(d.logger.lines[0]?.level).toBe('error');
  });

  it('refuses an impossible or malformed date and a malformed time inline, before anything is submitted', PROPERTY, () => {
    expect(validatePreviewFields({ date: '2026-02-30', time: '10:00' })).toEqual({ date: 'DATE_INVALID' });
    expect(validatePreviewFields({ date: '2026-2-3', time: '24:00' })).toEqual({ date: 'DATE_INVALID', time: 'TIME_INVALID' });
    expect(validatePreviewFields({ date: '2028-02-29', time: '23:59' })).toEqual({});
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 6 }), (date, time) => {
        const errors = validatePreviewFields({ date, time });
        expect(errors.date === undefined).toBe(isPreviewDate(date));
        expect(errors.time === undefined).toBe(isPreviewTime(time));
      }),
    );
  });

  it('uses midnight for a time that is not HH:MM, without logging', () => {
    const d = deps(0);
    expect(previewInstant(d)({ date: '2026-12-24', time: '25:00' })).toBe('2026-12-24T00:00:00.000Z');
    expect(d.logger.lines).toEqual([]);
  });

  it('applies the offset in force at the instant across a daylight-saving change', () => {
    // CET (+60) until 2026-03-29 01:00 UTC, then CEST (+120).
    const timeZone = new FixedTimeZone(60, [{ fromMs: Date.UTC(2026, 2, 29, 1, 0), offsetMinutes: 120 }]);
    const d = { ...deps(), timeZone };
    expect(previewInstant(d)({ date: '2026-03-28', time: '12:00' })).toBe('2026-03-28T11:00:00.000Z');
    expect(previewInstant(d)({ date: '2026-03-29', time: '12:00' })).toBe('2026-03-29T10:00:00.000Z');
  });

  it('recognises dates and times', () => {
    expect(isPreviewDate('2028-02-29')).toBe(true);
    expect(isPreviewDate('2027-02-29')).toBe(false);
    expect(isPreviewDate('2026-13-01')).toBe(false);
    expect(isPreviewTime('23:59')).toBe(true);
    expect(isPreviewTime('24:00')).toBe(false);
    expect(isPreviewTime('9:00')).toBe(false);
  });

  it('shows an instant as local date and time fields', () => {
    expect(previewFields(new FixedTimeZone(60), Date.parse('2026-12-31T23:30:00Z'))).toEqual({ date: '2027-01-01', time: '00:30' });
  });

  it('reads back the fields it was given, for any day and minute and offset', PROPERTY, () => {
    const day = fc.date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 1439 }), fc.integer({ min: -12, max: 14 }), (date, minute, hours) => {
        const timeZone = new FixedTimeZone(hours * 60);
        const fields = {
          date: date.toISOString().slice(0, 10),
          time: `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
        };
        const iso = previewInstant({ ...deps(), timeZone })(fields);
        expect(previewFields(timeZone, Date.parse(iso))).toEqual(fields);
      }),
    );
  });
});
