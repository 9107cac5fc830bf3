import type { Timer } from '../../core/session/timer.port';

/** Timer over the window's setTimeout. */
export class BrowserTimer implements Timer {
  constructor(private readonly win: Pick<Window, 'setTimeout' | 'clearTimeout'>) {}
  after(delayMs: number, task: () => void): () => void {
    const handle = this.win.setTimeout(task, delayMs);
    return () => this.win.clearTimeout(handle);
  }
}
