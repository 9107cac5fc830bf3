import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_EVENTS_GLOBAL, EARLY_EVENTS_SCRIPT, LOADER_META } from '../../../adapters/browser/early-events';

const loaderScripts = () => [...document.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute('src'));

const namesLoader = (src: string) => {
  const meta = document.createElement('meta');
  meta.name = LOADER_META;
  meta.content = src;
  document.head.append(meta);
};

afterEach(() => {
  Reflect.deleteProperty(window, EARLY_EVENTS_GLOBAL);
  document.head.replaceChildren();
  vi.useRealTimers();
});

describe('the early event contract asks for the island loader once the page has painted', () => {
  it('asks for the file the page names, once, in the task after the first frame, never before', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    namesLoader('/assets/index-abc.js');
    new Function(EARLY_EVENTS_SCRIPT)();
    expect(loaderScripts()).toEqual([]);

    // The frame's rAF callbacks run before its paint: the request still waits for the task after it.
    vi.advanceTimersToNextFrame();
    expect(loaderScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(loaderScripts()).toEqual(['/assets/index-abc.js']);
    const script = document.querySelector('script[type="module"]');
    expect(script?.getAttribute('crossorigin')).toBe('');

    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(loaderScripts()).toHaveLength(1);
  });

  it('asks for nothing when the page names no loader, or names one on another origin', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    namesLoader('https://elsewhere.example/loader.js');
    new Function(EARLY_EVENTS_SCRIPT)();
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(loaderScripts()).toEqual([]);
  });

  it('in a hidden tab, which paints no frame, asks at once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    namesLoader('/assets/index-abc.js');
    new Function(EARLY_EVENTS_SCRIPT)();
    expect(loaderScripts()).toEqual(['/assets/index-abc.js']);
  });
});
