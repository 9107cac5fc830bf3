/** Spec 9: the button's ripple effect stays visible at least this long. */
export const RIPPLE_MIN_VISIBLE_MS = 250;

/** How much longer a ripple that started at `startedAt` must stay visible at `now` (0 when it may go). */
export const rippleRemainingMs = (startedAt: number, now: number): number =>
  Math.max(0, RIPPLE_MIN_VISIBLE_MS - Math.max(0, now - startedAt));
