// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { reducerStore } from '../../../core/shared/controller';

type Event = { readonly type: 'add'; readonly by: number } | { readonly type: 'noop' };
const counter = (state: number, event: Event): number => (event.type === 'add' ? state + event.by : state);

describe('reducer store', () => {
  it('applies events and tells subscribers about changes', () => {
    const store = reducerStore(0, counter);
    const listener = vi.fn();
    store.subscribe(listener);
    store.send({ type: 'add', by: 2 });
    expect(store.getSnapshot()).toBe(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps the same snapshot and tells nobody when an event changes nothing', () => {
    const store = reducerStore({ n: 0 }, (state: { n: number }, event: Event) => (event.type === 'noop' ? state : { n: state.n + 1 }));
    const before = store.getSnapshot();
    const listener = vi.fn();
    store.subscribe(listener);
    store.send({ type: 'noop' });
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a listener once it unsubscribed', () => {
    const store = reducerStore(0, counter);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.send({ type: 'add', by: 1 });
    expect(listener).not.toHaveBeenCalled();
  });
});
