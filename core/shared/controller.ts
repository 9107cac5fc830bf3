/**
 * A feature controller: a feature's state, the events it accepts and its effects (through ports), framework-free.
 * React binds it with useSyncExternalStore (ui/app/use-controller.ts), the server's no-JavaScript path sends the
 * posted form as events and renders `getSnapshot()`, and a custom element can drive the same object.
 * Shape as XState's actors: `subscribe` / `getSnapshot` / `send`.
 */
export interface Controller<State, Event> {
  /** The current state; the same object until an event changes it (useSyncExternalStore compares by identity). */
  getSnapshot(): State;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Feeds an event through the reducer; effects the feature runs for it feed their results back as events. */
  send(event: Event): void;
}

/** A store over a pure reducer: the part of every controller that holds state and tells listeners. */
export interface ReducerStore<State, Event> extends Controller<State, Event> {
  /** The state after the events sent so far (for effects that read it between renders). */
  readonly state: () => State;
}

/** Holds a reducer's state and tells subscribers when it changes (an event that changes nothing tells nobody). */
export const reducerStore = <State, Event>(initial: State, reducer: (state: State, event: Event) => State): ReducerStore<State, Event> => {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    state: () => state,
    getSnapshot: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    send: (event) => {
      const next = reducer(state, event);
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
};
