import type { Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { baseUrl, launch, type Session } from './support/browser';

/**
 * Text typed at any moment is all there afterwards: keys typed before the island's code arrives, while each of its
 * scripts evaluates and while React hydrates it. Each phase is a fact of the test, not a race with the clock: the code
 * is held until the test lets it through, each script types a key as its first statement when it evaluates, and a key
 * is typed the moment React takes the island's element as its root (and in each task after that until it has
 * hydrated). Keys are typed as the browser types them (`insertText`: trusted input events in the focused field).
 */

/** The islands' code (the runtime and the island chunks); the loader arrives at once. */
const ISLAND_CODE = /\/assets\/(?!index-)[^/]+\.js$/;

/** Types the keys of each phase in the page: as a script evaluates, and while React hydrates the island. */
const TYPIST = () => {
  const typed: Array<{ readonly key: string; readonly phase: string }> = [];
  Reflect.set(window, '__typed', typed);
  const type = (key: string, phase: string) => {
    if (!(document.activeElement instanceof HTMLInputElement)) return;
    document.execCommand('insertText', false, key);
    typed.push({ key, phase });
  };
  Reflect.set(window, '__type', type);
  // React makes the island's element a root (marking it) and then listens on it: from that moment until the island
  // says it has hydrated, a key in that task and one in every task after it.
  const listen = EventTarget.prototype.addEventListener;
  let hydrating = false;
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof listen>) {
    listen.apply(this, args);
    if (hydrating || !(this instanceof HTMLElement) || this.dataset.island !== 'newsletter') return;
    if (!Object.keys(this).some((key) => key.startsWith('__reactContainer$'))) return;
    hydrating = true;
    const island = this;
    let count = 0;
    type('h', 'hydrating');
    const next = () => {
      if (island.hasAttribute('data-hydrated') || count >= 40) return;
      count += 1;
      type(String(count % 10), 'hydrating');
      setTimeout(next, 0);
    };
    queueMicrotask(() => type('m', 'hydrating'));
    setTimeout(next, 0);
  };
};

test.describe('text typed in every phase of an island waking is all there', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  test('types before the code, as each script evaluates and while React hydrates: every key is in the field and in the form', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript(TYPIST);
    let open = (): void => undefined;
    const gate = new Promise<void>((done) => {
      open = done;
    });
    // Each script of the island's code types a key as it evaluates (its first statement), once let through.
    await page.route(ISLAND_CODE, async (route: Route) => {
      await gate;
      const response = await route.fetch().catch(() => undefined);
      if (!response) return;
      const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      const body = `window.__type?.('e', ${JSON.stringify(`evaluating ${name}`)});\n${await response.text()}`;
      await route.fulfill({ response, body }).catch(() => undefined);
    });
    await page.goto(`${baseUrl()}/subscribenewsletter`);
    await page.locator('html[data-ready]').waitFor();
    const email = page.getByRole('main').getByRole('textbox', { name: /E-Mail-Adresse/ });
    await email.focus();
    await page.keyboard.type('before-');
    open();
    await page.locator('[data-island="newsletter"][data-hydrated]').waitFor();
    await page.keyboard.type('-after');
    const typed = await page.evaluate(() => Reflect.get(window, '__typed') as Array<{ key: string; phase: string }>);
    const phases = new Set(typed.map((entry) => entry.phase.split(' ')[0]));
    // Every phase had its keys.
    expect([...phases].sort()).toEqual(['evaluating', 'hydrating']);
    const expected = `before-${typed.map((entry) => entry.key).join('')}-after`;
    expect(await email.inputValue()).toBe(expected);
    // The island holds it too: leaving the field validates and renders it again, from the island's state.
    await page.keyboard.press('Tab');
    await page.getByRole('main').getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').waitFor();
    expect(await email.inputValue()).toBe(expected);
    await page.close();
  });
});
