/** One-shot timers, so the core schedules without touching setTimeout. */
export interface Timer {
  /** Runs the task once after the delay; the returned function cancels it. */
  after(delayMs: number, task: () => void): () => void;
}
