import { test as base, firefox, type Browser, type FullProject, type Locator } from '@playwright/test';
import { startEmulator } from '../../../emulator/server';
import { startCdnStack, type CdnStack } from './behind-cdn';
import { FIREFOX_NO_PAGE_SCRIPT_ENV } from './ensure-engines';

export { expect } from '@playwright/test';

/** Where a worker's journeys go: the storefront, the emulator's control endpoints and outbox, the partner page. */
export interface WorkerAddresses {
  readonly storefront: string;
  readonly emulator: string;
  readonly partner: string;
}

/** What a worker gives the helpers journeys call in their hooks (see launch() in ./browser). */
interface Worker {
  readonly browser: Browser;
  readonly project: FullProject;
  readonly addresses: WorkerAddresses;
  /** The `behind-cdn` project's Varnish, entry and services. */
  readonly cdn?: CdnStack;
  /**
   * A browser of the project's engine that runs no page script, for contexts without JavaScript: the worker's own in
   * Chromium (a context's `javaScriptEnabled`) and in Firefox's project without JavaScript, else a second Firefox whose
   * tabs run no page script (./firefox-bidi.ts): its WebDriver BiDi has no per-context switch (Playwright leaves the
   * option unsent there).
   */
  scriptless(): Promise<Browser>;
}
let worker: Worker | undefined;
let scriptlessFirefox: Promise<Browser> | undefined;

/**
 * Firefox: `fill` as typed keys. Playwright's WebDriver BiDi `fill` sets the field's `value` from the page's own world
 * and fires an `input` event; a React field's value tracker sees that set, so React finds nothing changed and its
 * next render puts its own value back. Chromium's `fill` is the browser's text input (CDP `Input.insertText`), which
 * reaches every listener as typing does; in Firefox the same comes from real keys (`pressSequentially`, BiDi input
 * actions). Text fields only: dates, times and the like keep Playwright's own `fill`.
 */
let fillTypes = false;
const typeInFirefox = async (browser: Browser): Promise<void> => {
  if (fillTypes || browser.browserType().name() !== 'firefox') return;
  fillTypes = true;
  const context = await browser.newContext();
  const page = await context.newPage();
  const prototype = Object.getPrototypeOf(page.locator('body')) as Locator;
  await context.close();
  const fill = prototype.fill;
  prototype.fill = async function (this: Locator, value: string, options?: Parameters<Locator['fill']>[1]): Promise<void> {
    const typed = await this.evaluate(
      (field) =>
        field instanceof HTMLTextAreaElement ||
        (field instanceof HTMLInputElement && ['text', 'email', 'password', 'search', 'tel', 'url'].includes(field.type)),
      undefined,
      options,
    );
    if (!typed) return fill.call(this, value, options);
    // Cleared by keys too: Playwright's own clearing is the same value set (and runs no script where pages run none).
    if ((await this.inputValue(options)) !== '') {
      await this.press('ControlOrMeta+a', options);
      await this.press('Backspace', options);
    }
    if (value) await this.pressSequentially(value, options);
  };
};

const scriptlessOf = (browser: Browser, project: FullProject) => (): Promise<Browser> => {
  if (browser.browserType().name() !== 'firefox' || project.use.javaScriptEnabled === false) return Promise.resolve(browser);
  scriptlessFirefox ??= firefox.launch({
    ...project.use.launchOptions,
    channel: project.use.channel,
    env: { ...process.env, ...FIREFOX_NO_PAGE_SCRIPT_ENV },
  });
  return scriptlessFirefox;
};

const fromEnvironment = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: run the journeys with \`npm run test:browser\` (its global setup sets it).`);
  return value;
};

/**
 * The journeys' `test`: Playwright Test's, with the worker's Chromium and addresses registered. Each worker of the
 * `js-on` and `js-off` projects has an emulator of its own (in-memory store, free ports, the production build), so
 * journeys that flip the emulator's switches (outages, footer modes, login lifetimes, its clock) never reach another
 * worker's. The `second-runtime` project visits the built entry on Deno and the emulator behind it (global setup); each
 * worker of `behind-cdn` starts Varnish in front of the built entry on Node, with an emulator for the services
 * (./behind-cdn).
 */
export const test = base.extend<object, { registerWorker: void }>({
  registerWorker: [
    async ({ browser }, use, workerInfo) => {
      const { project } = workerInfo;
      await typeInFirefox(browser);
      if (project.metadata?.storefront === 'deno') {
        const emulator = fromEnvironment('JOURNEY_EMULATOR_URL');
        worker = {
          browser,
          project,
          scriptless: scriptlessOf(browser, project),
          addresses: { storefront: fromEnvironment('JOURNEY_SECOND_RUNTIME_URL'), emulator, partner: '' },
        };
        await use();
      } else if (project.metadata?.storefront === 'cdn') {
        const cdn = await startCdnStack(process.env.STOREFRONT_DIST ?? 'dist');
        worker = {
          browser,
          project,
          cdn,
          scriptless: scriptlessOf(browser, project),
          addresses: { storefront: cdn.url, emulator: cdn.emulator.url, partner: '' },
        };
        await use();
        await cdn.close();
      } else {
        const distDir = process.env.STOREFRONT_DIST ?? 'dist';
        const emulator = await startEmulator({ port: 0, dbPath: null, distDir, config: { previewMode: true }, partnerPort: 0 });
        worker = {
          browser,
          project,
          scriptless: scriptlessOf(browser, project),
          addresses: { storefront: emulator.url, emulator: emulator.url, partner: emulator.partnerUrl ?? '' },
        };
        await use();
        await emulator.close();
      }
      worker = undefined;
      await (await scriptlessFirefox)?.close();
      scriptlessFirefox = undefined;
    },
    { scope: 'worker', auto: true },
  ],
});

/** The worker's Chromium, project and addresses; throws outside a Playwright Test worker. */
export const currentWorker = (): Worker => {
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
