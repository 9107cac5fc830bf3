/** Runs a task repeatedly; the only way the core asks for timers. */
export interface Scheduler {
  /** Runs `task` every `intervalMs` until the returned function is called. */
  every(intervalMs: number, task: () => void): () => void;
}
