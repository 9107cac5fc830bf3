import type { TimeZone } from '../../core/preview/time-zone.port';

/** The browser's own time zone (the staff member's local time). */
export class LocalTimeZone implements TimeZone {
  offsetMinutesAt(utcMs: number): number {
    // getTimezoneOffset is minutes west of UTC; the port wants minutes east. `|| 0` turns -0 into 0.
    return -new Date(utcMs).getTimezoneOffset() || 0;
  }
}
