/**
 * The performance budgets (docs/performance.md explains each). A ceiling may be lowered, never raised: when the code
 * grows past one, the code changes. Byte budgets are asserted in npm test too (test/browser/budgets.journey.ts).
 */
export const BUDGETS = {
  /** Script a shopper downloads without interacting (load plus 3 s idle), gz bytes, on every route but /components. */
  idleScriptGz: 20_000,
  /**
   * Goal: every island of a page awake, JS gz bytes: the floor as it was when the goal was set (the required runtime
   * packages alone, 113.4 kB gz). Stated in bytes since the floor lost axios (docs/decisions/005): a ratio to a floor
   * that shrank would have to rise to allow the same bytes.
   */
  awakeJsGz: 113_400,
  /**
   * Ceiling asserted in npm test while that goal is missed (docs/performance.md says by how much and why), gz bytes:
   * lowered from the 164,976 B (1.455 × 113.4 kB) it was as a ratio to about what the heaviest page wakes with: 150 kB,
   * then 126 kB once the container left inversify (docs/decisions/006; the heaviest page 125.7 kB). Only ever lowered.
   */
  awakeJsGzCeiling: 126_000,
  /**
   * The newsletter widget on another site's page that has nothing of the shop's, awake (after the first interaction):
   * its JS gz bytes (entry, React part and copy). Goal: 0.767 × the 113.4 kB floor it was set against.
   */
  embedJsGz: 86_978,
  /**
   * Ceiling asserted in npm test while that goal is missed (docs/performance.md says by how much and why; React alone is
   * about 60 kB gz), gz bytes: below the 0.825 × 113.4 kB it was as a ratio. Only ever lowered.
   */
  embedJsGzCeiling: 93_505,
  /**
   * The runtime chunk every React island wakes with (`shop-runtime`: React, the container, the page state and what most
   * first-tap islands share), gz bytes. Goal 90 kB; this ceiling is what the build reaches (docs/performance.md says
   * what each remaining kB is). Only ever lowered.
   */
  shopRuntimeGz: 89_600,
  /**
   * Script a first tap on any island fetches before it answers (the runtime's entry, the island's chunk and every chunk
   * they import, the copy aside), gz bytes. Only ever lowered.
   */
  firstTapScriptGz: 101_500,
  /** Script the newsletter widget costs a partner page before anyone interacts with it, gz bytes (no React). */
  embedIdleScriptGz: 20_000,
  /** Main-thread time the widget adds to a partner page's load at 4x CPU, ms (a tenth of Klaviyo's average embed). */
  embedMainThreadMs: 100,
  /** Shopper first-load CSS, gz bytes. */
  cssGz: 15_000,
  /** Lighthouse total blocking time, mobile preset, ms. */
  tbtMs: 50,
  /**
   * A shopper's first interaction with each control, cold, nothing prefetched, 4x CPU and slow 4G: from the input event
   * to the frame that shows the response, at most this multiple of the same kind of response drawn by the platform
   * alone on the same page in the same run, and at most `firstResponseMs`.
   */
  firstResponseToReference: 1.25,
  firstResponseMs: 200,
  /** The same input's Event Timing duration, at most the native reference's plus this, ms. */
  eventTimingOverReferenceMs: 16,
  /** Every later interaction, click to next paint under 4x CPU throttling, ms. */
  interactionMs: 50,
  /**
   * An answer that needs a rule (an invalid e-mail's message on leaving the field), island asleep or awake, cold, 4x
   * CPU and slow 4G: at most this multiple of the browser's own `:user-invalid` with a server-rendered message on the
   * same page in the same run, and at most `ruleAnswerMs` (issue 40).
   */
  ruleAnswerToReference: 1.25,
  ruleAnswerMs: 200,
  /** The same answer on the slow phone's profile (6x CPU, slow 4G, cold): at most this (issue 40). */
  ruleAnswerSlowPhoneMs: 300,
  /** Typing awake, p90 of keydown to the next frame at 4x CPU: at most this multiple of the same field with every script blocked. */
  typingP90ToBlocked: 1.1,
} as const;
