/**
 * Spec 9: a check every 3 minutes, or every 10 seconds while waiting for a login cookie. Its own module (no codec, no
 * scheduler), so the first-load script reads the wait without loading the refresh machinery.
 */
export const REFRESH_TIMING = { checkIntervalMs: 180_000, waitingIntervalMs: 10_000 } as const;
