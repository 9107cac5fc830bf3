import { describe, expect, it, vi } from 'vitest';
import { BrowserTimer } from '../../../adapters/browser/browser-timer';
import { ACTIVITY_EVENTS, DomActivityMonitor } from '../../../adapters/browser/dom-activity-monitor';
import { DocumentPageVisibility } from '../../../adapters/browser/document-page-visibility';
import { DomLookMonitor } from '../../../adapters/browser/dom-look-monitor';

describe('DOM activity monitor', () => {
  it.each(ACTIVITY_EVENTS)('counts %s as activity until the listener is removed', (type) => {
    const target = new EventTarget();
    let seen = 0;
    const remove = new DomActivityMonitor(target).onActivity(() => {
      seen += 1;
    });
    target.dispatchEvent(new Event(type));
    remove();
    target.dispatchEvent(new Event(type));
    expect(seen).toBe(1);
  });

  it('listens passively in the capture phase, and removes exactly what it added', () => {
    const added: Array<[string, unknown]> = [];
    const removed: Array<[string, unknown]> = [];
    const target = {
      addEventListener: (type: string, _h: unknown, options: unknown) => added.push([type, options]),
      removeEventListener: (type: string, _h: unknown, options: unknown) => removed.push([type, options]),
    };
    new DomActivityMonitor(target as never).onActivity(() => undefined)();
    expect(added.map(([type]) => type)).toEqual(['touchstart', 'keydown', 'scroll', 'click']);
    expect(added.every(([, options]) => (options as AddEventListenerOptions).passive === true)).toBe(true);
    expect(removed).toEqual(added);
  });
});

describe('document visibility', () => {
  it('reads the state and reports changes until removed', () => {
    let state: DocumentVisibilityState = 'visible';
    const target = new EventTarget();
    const doc = {
      get visibilityState() {
        return state;
      },
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    };
    const visibility = new DocumentPageVisibility(doc as never);
    const seen: boolean[] = [];
    const remove = visibility.onChange((visible) => seen.push(visible));
    state = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
    expect(visibility.isVisible()).toBe(false);
    remove();
    state = 'visible';
    target.dispatchEvent(new Event('visibilitychange'));
    expect(seen).toEqual([false]);
  });
});

describe('DOM looks', () => {
  it('counts the document turning visible, the window’s focus and a click as looks, until removed', () => {
    let state: DocumentVisibilityState = 'hidden';
    const doc = Object.defineProperty(new EventTarget(), 'visibilityState', { get: () => state }) as EventTarget & {
      readonly visibilityState: DocumentVisibilityState;
    };
    const win = new EventTarget();
    let looks = 0;
    const remove = new DomLookMonitor(win, doc).onLook(() => {
      looks += 1;
    });
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(looks).toBe(0);
    state = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('focus'));
    win.dispatchEvent(new Event('click'));
    expect(looks).toBe(3);
    remove();
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('focus'));
    win.dispatchEvent(new Event('click'));
    expect(looks).toBe(3);
  });
});

describe('browser timer', () => {
  it('runs a task once after the delay, or never when cancelled', () => {
    vi.useFakeTimers();
    const timer = new BrowserTimer(window);
    const ran: string[] = [];
    timer.after(1_000, () => ran.push('kept'));
    timer.after(1_000, () => ran.push('cancelled'))();
    vi.advanceTimersByTime(999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['kept']);
    vi.advanceTimersByTime(60_000);
    expect(ran).toEqual(['kept']);
  });
});
