import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { baseUrl, launch, whenReady, type Session } from './support/browser';
import { freshAddress, setNewsletterOutage } from './support/newsletter';

/**
 * What a shopper does while an island hydrates is all answered, once. Hydration yields between its slices (React's
 * scheduler posts itself a message per slice), so a shopper's input can land between any two of them. The test makes
 * that moment a fact rather than a race with the clock: from the moment React takes the island's element as its root,
 * the page holds every message React's scheduler posts (its slices, its effects) until the test lets them go, and the
 * shopper fills the whole form and sends it in that gap.
 */

/** In the page: React's scheduler messages held from the moment React takes the island's element as its root. */
const HOLD_SLICES = (island: string) => {
  const Native = MessageChannel;
  let holding = false;
  const held: Array<() => void> = [];
  Reflect.set(window, '__slices', {
    held: () => held.length,
    release: () => {
      holding = false;
      held.splice(0).forEach((post) => post());
    },
  });
  // React's scheduler makes its channel once, as its module evaluates: every later slice is a message on it.
  window.MessageChannel = class extends Native {
    constructor() {
      super();
      const port = this.port2;
      const post = port.postMessage.bind(port);
      port.postMessage = (message: unknown) => {
        if (holding) held.push(() => post(message));
        else post(message);
      };
    }
  };
  // React makes the island's element a root (marking it) and then listens on it, as hydration starts.
  const listen = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof listen>) {
    listen.apply(this, args);
    if (holding || !(this instanceof HTMLElement) || this.dataset.island !== island) return;
    if (Object.keys(this).some((key) => key.startsWith('__reactContainer$'))) holding = true;
  };
};

const heldSlices = (page: Page) => page.evaluate(() => (Reflect.get(window, '__slices') as { held: () => number }).held());
const releaseSlices = (page: Page) => page.evaluate(() => (Reflect.get(window, '__slices') as { release: () => void }).release());

test.describe('a form filled and sent while its island hydrates', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });
  test.afterEach(async () => {
    const page = await session.context.newPage();
    await setNewsletterOutage(page, false);
    await page.close();
  });

  test('every field chosen and typed between two slices is sent, once, and kept (HU, service failing)', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.addInitScript(HOLD_SLICES, 'newsletter');
    await page.goto(`${baseUrl()}/subscribenewsletter?country=hu`);
    await whenReady(page);
    await setNewsletterOutage(page, true);
    const email = page.getByRole('textbox', { name: 'E-mail-cím' });
    // The focus wakes the island; the shopper goes on once its hydration has started (or, in one task, ended).
    await email.click();
    await expect
      .poll(async () => (await heldSlices(page)) > 0 || (await page.locator('[data-island="newsletter"][data-hydrated]').count()) > 0, {
        timeout: 30_000,
      })
      .toBe(true);
    const address = freshAddress('between-slices');
    await email.fill(address);
    await page.getByRole('combobox', { name: 'Megszólítás' }).selectOption('MR');
    await page.getByRole('textbox', { name: 'Vezetéknév' }).fill('Kovács');
    await page.getByRole('textbox', { name: 'Keresztnév' }).fill('Péter');
    await page.getByRole('button', { name: 'Feliratkozás' }).click();
    await releaseSlices(page);

    await page
      .getByRole('alert')
      .filter({ hasText: 'Technikai okokból a hírlevélre való feliratkozás jelenleg nem lehetséges.' })
      .waitFor();
    expect(await email.inputValue()).toBe(address);
    expect(await page.getByRole('combobox', { name: 'Megszólítás' }).inputValue()).toBe('MR');
    expect(await page.getByRole('textbox', { name: 'Vezetéknév' }).inputValue()).toBe('Kovács');
    expect(await page.getByRole('textbox', { name: 'Keresztnév' }).inputValue()).toBe('Péter');
    await page.close();
  });
});
