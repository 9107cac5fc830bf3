import type { Clock } from '../shared/clock.port';
import type { Logger } from '../shared/logger.port';
import type { TimeZone } from './time-zone.port';

/** The preview date as staff enter it (spec 3.3, 5.3). */
export const PREVIEW_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** The preview time as staff enter it (spec 3.3). */
export const PREVIEW_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The local date and time fields of the preview form. */
export interface PreviewFields {
  /** YYYY-MM-DD */
  readonly date: string;
  /** HH:MM */
  readonly time: string;
}

/** True for YYYY-MM-DD naming a real calendar day (2026-02-30 is not one). */
export const isPreviewDate = (date: string): boolean => {
  if (!PREVIEW_DATE_PATTERN.test(date)) return false;
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
};

/** True for HH:MM from 00:00 to 23:59. */
export const isPreviewTime = (time: string): boolean => PREVIEW_TIME_PATTERN.test(time);

/** Why a preview field cannot be applied as entered. */
export type PreviewFieldError = 'DATE_INVALID' | 'TIME_INVALID';
/** The error of each field that cannot be applied; empty when the form may be sent. */
export type PreviewFieldErrors = Partial<Record<keyof PreviewFields, PreviewFieldError>>;

/** Checks one field before submitting: the date a real calendar day (YYYY-MM-DD), the time HH:MM from 00:00 to 23:59. */
export const validatePreviewField = (name: keyof PreviewFields, fields: PreviewFields): PreviewFieldError | undefined =>
  name === 'date' ? (isPreviewDate(fields.date) ? undefined : 'DATE_INVALID') : isPreviewTime(fields.time) ? undefined : 'TIME_INVALID';

/** The inline errors of the whole form (2026-02-30 is refused here, so the panel never applies what staff did not mean). */
export const validatePreviewFields = (fields: PreviewFields): PreviewFieldErrors => {
  const date = validatePreviewField('date', fields);
  const time = validatePreviewField('time', fields);
  return { ...(date ? { date } : {}), ...(time ? { time } : {}) };
};

/** What the date rule needs. */
export interface PreviewInstantDeps {
  readonly clock: Clock;
  readonly timeZone: TimeZone;
  readonly logger: Logger;
}

/**
 * The date rule (spec 5.3): local date and time as an ISO instant. A date that does not match YYYY-MM-DD is logged as
 * an error and the current time is used. A time that is not HH:MM means midnight (spec: not shown; README says so).
 */
export const previewInstant =
  (deps: PreviewInstantDeps) =>
  (fields: PreviewFields): string =>
    resolvePreviewInstant(deps)(fields).instant;

/** The instant the date rule gives, and whether it fell back to the current time (so nobody reports the date as applied). */
export const resolvePreviewInstant =
  (deps: PreviewInstantDeps) =>
  (fields: PreviewFields): { readonly instant: string; readonly usedCurrentTime: boolean } => {
    if (!isPreviewDate(fields.date)) {
      deps.logger.error(`Preview date "${fields.date}" does not match YYYY-MM-DD; using the current time.`);
      return { instant: new Date(deps.clock.now()).toISOString(), usedCurrentTime: true };
    }
    const [year = 0, month = 0, day = 0] = fields.date.split('-').map(Number);
    const [hours = 0, minutes = 0] = (isPreviewTime(fields.time) ? fields.time : '00:00').split(':').map(Number);
    const asIfUtc = Date.UTC(year, month - 1, day, hours, minutes);
    // Two passes, because the offset depends on the instant (daylight saving time).
    const first = asIfUtc - deps.timeZone.offsetMinutesAt(asIfUtc) * 60_000;
    const second = asIfUtc - deps.timeZone.offsetMinutesAt(first) * 60_000;
    return { instant: new Date(second).toISOString(), usedCurrentTime: false };
  };

/** The local date and time fields of an instant (to prefill the form from checkauth's dateTime or the clock). */
export const previewFields = (timeZone: TimeZone, utcMs: number): PreviewFields => {
  const local = new Date(utcMs + timeZone.offsetMinutesAt(utcMs) * 60_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${String(local.getUTCFullYear()).padStart(4, '0')}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}`,
    time: `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`,
  };
};
