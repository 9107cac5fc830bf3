import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * A value that is controlled when `value` is given and uncontrolled (own state from `defaultValue`) otherwise;
 * `onChange` is told about every change either way (react-spectrum's useControlledState).
 */
export const useControllableState = <T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T | ((current: T) => T)) => void] => {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const latest = useRef(current);
  // Committed values only: a render React throws away must not leak into the next change.
  useLayoutEffect(() => {
    latest.current = current;
  }, [current]);
  const set = useCallback(
    (next: T | ((current: T) => T)) => {
      // Cast: T is never a function here (a value or an updater), so a function is the updater.
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(latest.current) : next;
      if (Object.is(resolved, latest.current)) return;
      latest.current = resolved;
      if (!controlled) setOwn(resolved);
      onChange?.(resolved);
    },
    [controlled, onChange],
  );
  return [current, set];
};
