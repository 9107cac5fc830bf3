import type { EmulatorClock } from './module';

/** Listeners per clock, told after the emulator's time moved forward. */
const listeners = new WeakMap<EmulatorClock, Array<(ms: number) => void>>();

/** Subscribes to the clock's advances (e.g. to delete data that just aged out); returns the unsubscribe function. */
export const onClockAdvance = (clock: EmulatorClock, listener: (ms: number) => void): (() => void) => {
  const list = listeners.get(clock) ?? [];
  list.push(listener);
  listeners.set(clock, list);
  return () => {
    list.splice(list.indexOf(listener), 1);
  };
};

/** Moves the clock forward, then tells every subscriber. The clock object itself is never patched. */
export const advanceClock = (clock: EmulatorClock, ms: number): void => {
  clock.advance(ms);
  for (const listener of [...(listeners.get(clock) ?? [])]) listener(ms);
};
