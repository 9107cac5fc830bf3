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
  /**
   * Feeds an event through the reducer without telling listeners: for a change nothing shown depends on (typed text
   * the field itself shows). The next snapshot read has it.
   */
  keep(event: Event): void;
}

/** Holds a reducer's state and tells subscribers when it changes (an event that changes nothing tells nobody). */
export const reducerStore = <State, Event>(initial: State, reducer: (state: State, event: Event) => State): ReducerStore<State, Event> => {
  let state = initial;
  const { subscribe, notify } = listenerSet();
  return {
    state: () => state,
    getSnapshot: () => state,
    subscribe,
    send: (event) => {
      const next = reducer(state, event);
      if (next === state) return;
      state = next;
      notify();
    },
    keep: (event) => {
      state = reducer(state, event);
    },
  };
};

/** The listeners of a store: add one (returns its removal) and tell them all. */
export const listenerSet = (): { readonly subscribe: (listener: () => void) => () => void; readonly notify: () => void } => {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: () => listeners.forEach((listener) => listener()),
  };
};

/** The snapshots of several stores, by name. */
type SnapshotsOf<P extends Record<string, Pick<Controller<unknown, never>, 'getSnapshot'>>> = {
  readonly [K in keyof P]: ReturnType<P[K]['getSnapshot']>;
};

/**
 * One snapshot over several stores (a feature's form and its state machine): a new object when any part changed,
 * the same object otherwise, so useSyncExternalStore re-renders once per change.
 */
export const combineStores = <P extends Record<string, Pick<Controller<unknown, never>, 'getSnapshot' | 'subscribe'>>>(
  parts: P,
): Pick<Controller<SnapshotsOf<P>, never>, 'getSnapshot' | 'subscribe'> => {
  // Cast: Object.fromEntries types its keys as string; they are the parts' own names, one snapshot each.
  const read = () => Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, part.getSnapshot()])) as SnapshotsOf<P>;
  let snapshot = read();
  const { subscribe, notify } = listenerSet();
  // A part changed without telling (ReducerStore.keep): the next read has it, as a new object.
  const current = () => {
    if (Object.entries(parts).some(([name, part]) => part.getSnapshot() !== snapshot[name])) snapshot = read();
    return snapshot;
  };
  Object.values(parts).forEach((part) =>
    part.subscribe(() => {
      snapshot = read();
      notify();
    }),
  );
  return { getSnapshot: current, subscribe };
};
