/** Differences under this are noise of the Date header's one-second resolution and the round trip. */
const NOISE_MS = 2000;

/**
 * Estimates server time minus client time from an HTTP Date header (whole seconds) and when the request was sent and
 * answered by the client clock. Token times are server times, so a client clock that is minutes off still decides right.
 */
export const estimateSkew = (serverDateMs: number, sentAtMs: number, receivedAtMs: number): number => {
  // The header floors to the second; its middle is the best guess, compared with the middle of the round trip.
  const skew = serverDateMs + 500 - (sentAtMs + receivedAtMs) / 2;
  return Math.abs(skew) < NOISE_MS ? 0 : Math.round(skew);
};

/** Keeps the latest skew estimate of the login service's replies. */
export class SkewTracker {
  private current = 0;
  /** Estimated server time minus client time, in milliseconds (0 until a reply says otherwise). */
  skewMs(): number {
    return this.current;
  }
  /** Records a reply's server time; replies without one leave the estimate as it is. */
  record(serverDateMs: number | undefined, sentAtMs: number, receivedAtMs: number): void {
    if (serverDateMs !== undefined && Number.isFinite(serverDateMs)) this.current = estimateSkew(serverDateMs, sentAtMs, receivedAtMs);
  }
}
