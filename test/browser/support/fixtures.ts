import { test as base, type Browser, type FullProject } from '@playwright/test';

export { expect } from '@playwright/test';

/** The worker's browser and project, for helpers that journeys call in their hooks (see launch() in ./browser). */
let worker: { readonly browser: Browser; readonly project: FullProject } | undefined;

/** The journeys' `test`: Playwright Test's, with the worker's Chromium registered for `launch()`. */
export const test = base.extend<object, { registerWorker: void }>({
  registerWorker: [
    async ({ browser }, use, workerInfo) => {
      worker = { browser, project: workerInfo.project };
      await use();
      worker = undefined;
    },
    { scope: 'worker', auto: true },
  ],
});

/** The worker's Chromium and project; throws outside a Playwright Test worker. */
export const currentWorker = (): { readonly browser: Browser; readonly project: FullProject } => {
  if (!worker) throw new Error('No Playwright Test worker: run the journeys with `npm run test:browser`.');
  return worker;
};

const format = (title: string, args: readonly unknown[]): string => {
  let next = 0;
  const [first] = args;
  const named = (key: string): string =>
    typeof first === 'object' && first !== null && key in first ? String((first as Record<string, unknown>)[key]) : `$${key}`;
  return title
    .replace(/\$(\w+)/g, (_, key: string) => named(key))
    .replace(/%[sidj]/g, (token) => {
      const value = args[next++];
      if (token === '%i') return String(Math.trunc(Number(value)));
      if (token === '%d') return String(Number(value));
      if (token === '%j') return JSON.stringify(value);
      return String(value);
    });
};

/** A tuple's element types without `readonly`, so a case's values spread into a body's parameters. */
type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * One test per case, its title formatted with the case's values (%s, %i, %d, %j, or $name of an object case): a case that is an array is spread
 * into the body's arguments, any other value is its one argument.
 */
export function each<const C extends readonly unknown[]>(
  cases: readonly C[],
): (title: string, body: (...args: Writable<C>) => Promise<void>) => void;
export function each<const C>(cases: readonly C[]): (title: string, body: (value: C) => Promise<void>) => void;
export function each(cases: readonly unknown[]) {
  return (title: string, body: (...args: unknown[]) => Promise<void>): void => {
    for (const value of cases) {
      const args: readonly unknown[] = Array.isArray(value) ? value : [value];
      test(format(title, args), async () => body(...args));
    }
  };
}
