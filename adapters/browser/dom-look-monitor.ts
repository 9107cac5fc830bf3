import type { LookMonitor } from '../../core/session/look-monitor.port';

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

// Capture phase, so a click a control stops still counts; passive, so nothing waits on us.
const OPTIONS: AddEventListenerOptions = { passive: true, capture: true };

/** Looks from the DOM: the document turning visible, the window's focus, a click anywhere in it. */
export class DomLookMonitor implements LookMonitor {
  constructor(
    private readonly win: Target,
    private readonly doc: Target & Pick<Document, 'visibilityState'>,
  ) {}
  onLook(listener: () => void): () => void {
    const look = () => listener();
    const shown = () => {
      if (this.doc.visibilityState !== 'hidden') listener();
    };
    this.doc.addEventListener('visibilitychange', shown);
    this.win.addEventListener('focus', look);
    this.win.addEventListener('click', look, OPTIONS);
    return () => {
      this.doc.removeEventListener('visibilitychange', shown);
      this.win.removeEventListener('focus', look);
      this.win.removeEventListener('click', look, OPTIONS);
    };
  }
}
