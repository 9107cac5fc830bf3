/** The performance budgets of issue 8 (README "Performance" explains each). Byte budgets are asserted in npm test too. */
export const BUDGETS = {
  /** Goal: shopper first-load JS, gz, as a multiple of the floor (the required runtime packages alone). Reported by the bench. */
  jsToFloor: 1.15,
  /**
   * Ceiling asserted in npm test while the goal above is missed (README "Performance" says by how much and why):
   * the measured ratio (1.418 DE – 1.420 CH) plus a margin of about 0.5 kB gz: enough for the ±100 B a different chunk
   * split or content hash moves it, not for a feature's worth of growth.
   */
  jsToFloorCeiling: 1.425,
  /** Shopper first-load CSS, gz bytes. */
  cssGz: 15_000,
  /** Lighthouse total blocking time, mobile preset, ms. */
  tbtMs: 50,
  /** Click-to-next-paint under 4x CPU throttling, ms. */
  interactionMs: 50,
} as const;
