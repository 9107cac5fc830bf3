/**
 * The index focus moves to for a navigation key in a list of `count` items (accordion headers: ArrowDown/ArrowUp
 * wrap around, Home first, End last); undefined for any other key, which the widget then leaves alone.
 * `enabled` says which items can take focus; disabled ones are skipped.
 */
export const nextFocusIndex = (key: string, current: number, enabled: readonly boolean[]): number | undefined => {
  const count = enabled.length;
  if (count === 0 || !enabled.some(Boolean)) return undefined;
  const step = (from: number, delta: 1 | -1): number => {
    let index = from;
    for (let i = 0; i < count; i += 1) {
      index = (index + delta + count) % count;
      if (enabled[index]) return index;
    }
    return from;
  };
  switch (key) {
    case 'ArrowDown':
      return step(current, 1);
    case 'ArrowUp':
      return step(current, -1);
    case 'Home':
      return step(count - 1, 1);
    case 'End':
      return step(0, -1);
    default:
      return undefined;
  }
};
