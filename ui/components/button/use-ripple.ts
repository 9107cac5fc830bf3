import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { rippleRemainingMs } from '../../../core/components/ripple';

/** One ripple: where it starts inside the button, and whether it is fading out. */
export interface Ripple {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly fading: boolean;
}

/** How long the fade-out runs before a ripple is removed (the CSS transition of .button__ripple--fading). */
const FADE_MS = 200;

/**
 * The button's ripple behaviour: a ripple starts on press (pointer, Enter or Space) and, once released, stays until
 * it has been visible at least RIPPLE_MIN_VISIBLE_MS (spec 9), then fades out and is removed.
 */
export const useRipple = (enabled: boolean) => {
  const [ripples, setRipples] = useState<readonly Ripple[]>([]);
  const started = useRef(new Map<number, number>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);

  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  };

  const start = useCallback(
    (element: HTMLElement, clientX?: number, clientY?: number) => {
      if (!enabled) return;
      const box = element.getBoundingClientRect();
      const size = Math.max(box.width, box.height) * 2;
      const x = clientX === undefined ? box.width / 2 : clientX - box.left;
      const y = clientY === undefined ? box.height / 2 : clientY - box.top;
      const id = nextId.current++;
      started.current.set(id, Date.now());
      setRipples((current) => [...current, { id, x, y, size, fading: false }]);
    },
    [enabled],
  );

  const release = useCallback(() => {
    for (const [id, startedAt] of started.current) {
      started.current.delete(id);
      later(rippleRemainingMs(startedAt, Date.now()), () => {
        setRipples((current) => current.map((r) => (r.id === id ? { ...r, fading: true } : r)));
        later(FADE_MS, () => setRipples((current) => current.filter((r) => r.id !== id)));
      });
    }
  }, []);

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button === 0) start(event.currentTarget, event.clientX, event.clientY);
    },
    onPointerUp: release,
    onPointerLeave: release,
    onPointerCancel: release,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if ((event.key === 'Enter' || event.key === ' ') && !event.repeat) start(event.currentTarget);
    },
    onKeyUp: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' || event.key === ' ') release();
    },
    onBlur: release,
  };
  return { ripples, handlers };
};
