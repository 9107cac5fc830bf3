import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { baseUrl, launch, whenReady, type Session } from './support/browser';
import { freshAddress } from './support/newsletter';

/**
 * Text typed at any moment is all there afterwards: keys typed before the island's code arrives, while each of its
 * scripts evaluates, while React hydrates it and right after. Each phase is a fact of the test, not a race with the
 * clock: the island's code is held at the network until the test lets it through, and each script, once there, stops
 * at its first statement (an `await` on a gate the test opens) until the test has typed its keys. Keys are typed as a
 * shopper types them (the browser's own key input, through Playwright), one phase after the other; only inside React's
 * hydration, which runs in one task and lets no outside key in, the page itself types a key (a trusted `insertText`
 * in the focused field, as an input method does) the moment React takes the island's element as its root.
 */

/** The islands' code (the runtime, its copy and the island chunks); the loader (index-*) arrives at once. */
const ISLAND_CODE = /\/assets\/(?!index-)[^/]+\.js$/;

/** In the page: a gate per script (the test opens it), and the key typed inside React's hydration. */
const GATES = () => {
  const waiting: string[] = [];
  const gates = new Map<string, () => void>();
  Reflect.set(window, '__waiting', waiting);
  let allOpen = false;
  Reflect.set(window, '__gate', (name: string) => {
    if (allOpen) return Promise.resolve();
    waiting.push(name);
    return new Promise<void>((open) => gates.set(name, open));
  });
  // Once the island is awake, the code it fetches later (the HTTP client at the send) goes through.
  Reflect.set(window, '__openAll', () => {
    allOpen = true;
    gates.forEach((open) => open());
    gates.clear();
  });
  Reflect.set(window, '__open', (name: string) => {
    gates.get(name)?.();
    gates.delete(name);
  });
  const typed: string[] = [];
  Reflect.set(window, '__typedInHydration', typed);
  // React makes the island's element a root (marking it) and then listens on it, inside the hydration's task.
  const listen = EventTarget.prototype.addEventListener;
  let hydrating = false;
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof listen>) {
    listen.apply(this, args);
    if (hydrating || !(this instanceof HTMLElement) || this.dataset.island !== 'newsletter') return;
    if (!Object.keys(this).some((key) => key.startsWith('__reactContainer$'))) return;
    hydrating = true;
    if (!(document.activeElement instanceof HTMLInputElement)) return;
    document.execCommand('insertText', false, 'h');
    typed.push('h');
  };
};

/** The scripts stopped at their gate now, in the order they got there. */
const waiting = (page: Page): Promise<string[]> => page.evaluate(() => [...(Reflect.get(window, '__waiting') as string[])]);

test.describe('text typed in every phase of an island waking is all there', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  test('types before the code, while each script evaluates, while React hydrates and after: every key is in the field and in the sign-up', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript(GATES);
    let arrive = (): void => undefined;
    const network = new Promise<void>((open) => {
      arrive = open;
    });
    // Each script of the island's code, once let through the network, stops at its first statement at its own gate.
    await page.route(ISLAND_CODE, async (route: Route) => {
      await network;
      const response = await route.fetch().catch(() => undefined);
      if (!response) return;
      const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      const body = `await window.__gate(${JSON.stringify(name)});\n${await response.text()}`;
      await route.fulfill({ response, body }).catch(() => undefined);
    });
    await page.goto(`${baseUrl()}/subscribenewsletter`);
    await whenReady(page);
    const main = page.getByRole('main');
    const email = main.getByRole('textbox', { name: /E-Mail-Adresse/ });
    await email.click();
    // Before the code: typed while the island's scripts are held on the network (it asked for them at the focus).
    const [local = '', domain = ''] = freshAddress('typing').split('@');
    await page.keyboard.type(local);
    expect(await waiting(page)).toEqual([]);
    arrive();
    // While each script evaluates: it has arrived and stopped at its first statement; keys, then the gate opens.
    const phases: string[] = [];
    let keys = 0;
    const letter = () => String.fromCharCode(97 + (keys++ % 26));
    const hydrated = () => page.evaluate(() => document.querySelector('[data-island="newsletter"][data-hydrated]') !== null);
    while (!(await hydrated())) {
      const stopped = (await waiting(page)).slice(phases.length);
      for (const name of stopped) {
        const key = letter();
        await page.keyboard.type(key);
        phases.push(`${key} while ${name} evaluates`);
        await page.evaluate((gate) => (Reflect.get(window, '__open') as (name: string) => void)(gate), name);
      }
    }
    // The runtime and the island's chunk each had keys typed while evaluating.
    expect(phases.some((phase) => phase.includes('island-runtime'))).toBe(true);
    expect(phases.some((phase) => phase.includes('newsletter.island'))).toBe(true);
    test.info().annotations.push({ type: 'phases', description: phases.join('; ') });
    const inHydration = await page.evaluate(() => (Reflect.get(window, '__typedInHydration') as string[]).join(''));
    expect(inHydration).toBe('h');
    await page.evaluate(() => (Reflect.get(window, '__openAll') as () => void)());
    // Awake: the rest of the address.
    await page.keyboard.type(`-after@${domain}`);
    const letters = phases.map((phase) => phase.charAt(0)).join('');
    const address = `${local}${letters}h-after@${domain}`;
    expect(await email.inputValue()).toBe(address);
    // The island holds every key too: the sign-up goes to exactly that address.
    await main.getByRole('button', { name: 'Abonnieren' }).click();
    await page.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    expect(await main.getByText(address).count()).toBe(1);
    await page.close();
  });
});
