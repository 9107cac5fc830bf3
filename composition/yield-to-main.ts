/**
 * Gives the main thread back between the pieces of a wake (preloads, the page state, the container, the copy,
 * hydration), so a shopper's next input is answered between them instead of after all of them: `scheduler.yield()`
 * where the browser has it (the continuation keeps its place ahead of other tasks), else a message posted to itself,
 * which runs as a task of its own without a timer's clamping.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler');
  if (typeof scheduler === 'object' && scheduler !== null && 'yield' in scheduler && typeof scheduler.yield === 'function')
    return Promise.resolve(Reflect.apply(scheduler.yield, scheduler, [])).then(() => undefined);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
};
