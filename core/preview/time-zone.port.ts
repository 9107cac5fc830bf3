/** The staff member's local time zone: preview dates and times are entered and shown in local time. */
export interface TimeZone {
  /** Minutes east of UTC at the given instant (e.g. 60 for CET, 120 for CEST). */
  offsetMinutesAt(utcMs: number): number;
}
