import type { Scheduler } from '../../core/preview/scheduler.port';
import type { Timer } from '../../core/session/timer.port';

/** The window's timers, for every context that needs one: one-shot (session Timer) and repeating (preview Scheduler). */
export class BrowserTimer implements Timer, Scheduler {
  constructor(private readonly win: Pick<Window, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>) {}
  after(delayMs: number, task: () => void): () => void {
    const handle = this.win.setTimeout(task, delayMs);
    return () => this.win.clearTimeout(handle);
  }
  every(intervalMs: number, task: () => void): () => void {
    const handle = this.win.setInterval(task, intervalMs);
    return () => this.win.clearInterval(handle);
  }
}
