/**
 * The performance budgets (docs/performance.md explains each). A ceiling may be lowered, never raised: when the code
 * grows past one, the code changes. Byte budgets are asserted in npm test too (test/browser/budgets.journey.ts).
 */
export const BUDGETS = {
  /** Script a shopper downloads without interacting (load plus 3 s idle), gz bytes, on every route but /components (its demos on screen wake at once). */
  idleScriptGz: 20_000,
  /** Goal: every island of a page awake, JS gz as a multiple of the floor (the required runtime packages alone). */
  awakeJsToFloor: 1.0,
  /**
   * Ceiling asserted in npm test while that goal is missed (docs/performance.md says by how much and why): the
   * measured 1.430 (preferences) – 1.451 (confirmation) plus about 0.5 kB gz for a different chunk split. Only ever
   * lowered. (1.467 before the floor took in web-vitals, issue 31: in bytes the same allowance plus the field
   * metrics' 5.4 kB gz, web-vitals' attribution build and the storefront's 0.8 kB around it.)
   */
  awakeJsToFloorCeiling: 1.455,
  /**
   * The newsletter widget on another site's page that has nothing of the shop's, awake (after the first interaction):
   * its JS gz (entry, React part and copy) as a multiple of the floor. Goal: 0.8 before the floor took in web-vitals (issue 31), the same bytes now.
   */
  embedJsToFloor: 0.767,
  /**
   * Ceiling asserted in npm test while that goal is missed (docs/performance.md says by how much and why): the
   * measured 0.825 (93.6 kB: React alone is 0.6). Only ever lowered (0.86 before the floor took in web-vitals: the
   * same bytes; the widget measures no field metrics).
   */
  embedJsToFloorCeiling: 0.825,
  /** Script the newsletter widget costs a partner page before anyone interacts with it, gz bytes (no React). */
  embedIdleScriptGz: 20_000,
  /** Main-thread time the widget adds to a partner page's load at 4x CPU, ms (a tenth of Klaviyo's average embed). */
  embedMainThreadMs: 100,
  /** Shopper first-load CSS, gz bytes. */
  cssGz: 15_000,
  /** Lighthouse total blocking time, mobile preset, ms. */
  tbtMs: 50,
  /** The first interaction that wakes an island, to next paint, 4x CPU: its code prefetched / not prefetched, ms. */
  wakePrefetchedMs: 200,
  wakeColdMs: 500,
  /** Every later interaction, click to next paint under 4x CPU throttling, ms. */
  interactionMs: 50,
} as const;
