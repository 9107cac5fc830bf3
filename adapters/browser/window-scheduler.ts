import type { Scheduler } from '../../core/preview/scheduler.port';

/** Scheduler over window.setInterval. */
export class WindowScheduler implements Scheduler {
  constructor(private readonly win: Pick<Window, 'setInterval' | 'clearInterval'>) {}
  every(intervalMs: number, task: () => void): () => void {
    const id = this.win.setInterval(task, intervalMs);
    return () => this.win.clearInterval(id);
  }
}
