import type { ActivityMonitor } from '../../core/session/activity-monitor.port';

/** The DOM events that count as activity (spec 4.3: touch, key, scroll, click). */
export const ACTIVITY_EVENTS = ['touchstart', 'keydown', 'scroll', 'click'] as const;

// Capture phase, so scrolls of inner elements (which do not bubble) count too; passive, so scrolling never waits on us.
const OPTIONS: AddEventListenerOptions = { passive: true, capture: true };

/** Activity from passive DOM listeners on the window; removing the listener removes every DOM listener. */
export class DomActivityMonitor implements ActivityMonitor {
  constructor(private readonly target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>) {}
  onActivity(listener: () => void): () => void {
    const handler = () => listener();
    ACTIVITY_EVENTS.forEach((type) => this.target.addEventListener(type, handler, OPTIONS));
    return () => ACTIVITY_EVENTS.forEach((type) => this.target.removeEventListener(type, handler, OPTIONS));
  }
}
