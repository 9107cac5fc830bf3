/** The performance budgets of issue 8 (README "Performance" explains each). Byte budgets are asserted in npm test too. */
export const BUDGETS = {
  /** Shopper first-load JS, gz, as a multiple of the floor (the required runtime packages alone). */
  jsToFloor: 1.15,
  /** Shopper first-load CSS, gz bytes. */
  cssGz: 15_000,
  /** Lighthouse total blocking time, mobile preset, ms. */
  tbtMs: 50,
  /** Click-to-next-paint under 4x CPU throttling, ms. */
  interactionMs: 50,
} as const;
