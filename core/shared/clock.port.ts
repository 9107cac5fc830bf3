/** The current time, as a port so that rules and tests never read the real clock. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}
