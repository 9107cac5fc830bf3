import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { baseUrl, newContext, type Session } from './support/browser';
import { confirmedPreferencesPage, freshAddress } from './support/newsletter';

/**
 * The keyboard as meant (issue 38 item 4), keyboard only: the country dropdown goes on Enter or its button, never on an
 * arrow key, with the island awake, before it woke and before any script ran; its button sends the country chosen;
 * the sign-up's further fields stay while focus is anywhere in the form, with and without JavaScript.
 */

/** Every script of the page, held back until the test lets it through. */
const EVERY_SCRIPT = /\.js(\?.*)?$/;

const context = async (javaScriptEnabled: boolean): Promise<Session> => {
  const created: BrowserContext = await newContext({ viewport: { width: 1440, height: 900 }, javaScriptEnabled });
  return { context: created, close: () => created.close() };
};

/** Holds every script until `release` (a slow phone: "before any script ran" is a fact of the test). */
const holdScripts = async (session: Session) => {
  let open = (): void => undefined;
  const gate = new Promise<void>((done) => {
    open = done;
  });
  await session.context.route(EVERY_SCRIPT, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return open;
};

/** Presses Tab until the focused element matches, and fails after too many presses. */
const tabTo = async (page: Page, matches: string, limit = 80): Promise<void> => {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, matches)) return;
  }
  throw new Error(`Tab never reached ${matches}`);
};

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element === document.body || !element ? 'body' : `${element.tagName.toLowerCase()}[name=${element.getAttribute('name') ?? ''}]`;
  });

/** The storefront one arrow key down from the current one in the dropdown. */
const nextCountry = (page: Page) =>
  page.locator('#footer-country').evaluate((select: HTMLSelectElement) => select.options[select.selectedIndex + 1]?.value ?? '');

/** Every request the page makes to the country route, in order. */
const countryRequests = (page: Page): string[] => {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/country-switch')) requests.push(url.searchParams.get('country') ?? '');
  });
  return requests;
};

/**
 * Chooses the next storefront with ArrowDown, proves the page stayed (the dropdown still shows the choice when focus
 * moves on), then sends it with the button ("Land wechseln") or Enter on the dropdown.
 */
const chooseAndSend = async (page: Page, send: 'button' | 'enter', settled: () => Promise<void>) => {
  const requests = countryRequests(page);
  const chosen = await nextCountry(page);
  const start = page.url();
  await tabTo(page, '#footer-country');
  await page.keyboard.press('ArrowDown');
  await settled();
  expect(requests).toEqual([]);
  expect(page.url()).toBe(start);
  if (send === 'button') {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Land wechseln');
    // The choice is still there when focus moved on to the button: the button sends it.
    expect(await page.locator('#footer-country').inputValue()).toBe(chosen);
  }
  await page.keyboard.press('Enter');
  await page.waitForURL(new RegExp(`/${chosen}/$`));
  expect(requests).toEqual([chosen]);
};

test.describe('the keyboard as meant', () => {
  let session: Session;
  test.afterEach(async () => {
    await session.close();
  });

  for (const send of ['button', 'enter'] as const) {
    test(`the country dropdown on a settled page: an arrow key chooses, ${send === 'button' ? 'its button' : 'Enter'} goes to the country chosen`, async () => {
      session = await context(true);
      const page = await session.context.newPage();
      await page.goto(`${baseUrl()}/`);
      await page.locator('html[data-ready]').waitFor();
      // The island wakes on the focus; the arrow key may come before or after it: either way it only chooses.
      await chooseAndSend(page, send, () => page.locator('[data-island="country-switch"][data-hydrated]').waitFor());
    });

    test(`the country dropdown before any script ran: an arrow key chooses, ${send === 'button' ? 'its button' : 'Enter'} goes there once the loader arrived`, async () => {
      session = await context(true);
      const release = await holdScripts(session);
      const page = await session.context.newPage();
      await page.goto(`${baseUrl()}/`, { waitUntil: 'commit' });
      await page.getByRole('contentinfo').waitFor();
      await chooseAndSend(page, send, async () => {
        // The loader arrives after the key: it hands the key over as the keyboard browsing it was.
        release();
        await page.locator('[data-island="country-switch"][data-hydrated]').waitFor();
      });
    });
  }

  test('the country dropdown without JavaScript: its button goes to the country chosen with the keyboard', async () => {
    session = await context(false);
    const page = await session.context.newPage();
    await page.goto(`${baseUrl()}/`);
    await chooseAndSend(page, 'button', async () => undefined);
  });

  for (const javaScript of ['without JavaScript', 'before the island woke'] as const) {
    test(`the sign-up ${javaScript}: Tab from the empty email field goes on into the further fields, which stay`, async () => {
      session = await context(javaScript === 'without JavaScript' ? false : true);
      if (javaScript === 'before the island woke') await holdScripts(session);
      const page = await session.context.newPage();
      await page.goto(`${baseUrl()}/subscribenewsletter`, { waitUntil: 'commit' });
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Newsletter' }).waitFor();
      await tabTo(page, 'main input[name="email"]');
      // Tab by Tab through the further fields: each is shown and has focus; none is lost to the page.
      for (let press = 0; press < 2; press += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('.newsletter__extension') !== null)).toBe(true);
        expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.checkVisibility() ?? false)).toBe(true);
      }
      expect(await main.getByRole('checkbox', { name: /persönliche/ }).isVisible()).toBe(true);
      // Back to the email field.
      for (let press = 0; press < 2; press += 1) await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toBe('input[name=email]');
    });
  }

  for (const from of ['the first-name field (Enter)', 'the save button']) {
    test(`the preferences saved from ${from}: focus stays on or next to the answer`, async () => {
      session = await context(true);
      const preferences = await confirmedPreferencesPage(freshAddress('keyboard-save'));
      const page = await session.context.newPage();
      await page.goto(`${baseUrl()}${preferences}`);
      await page.locator('html[data-ready]').waitFor();
      await tabTo(page, 'main input[name="firstName"]');
      await page.keyboard.type('Ida');
      if (from === 'the save button') await tabTo(page, 'main button[value="save"]');
      await page.keyboard.press('Enter');
      await page.getByText('Ihre Einstellungen wurden gespeichert.').waitFor();
      const where = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return 'body';
        if (element.textContent?.includes('Ihre Einstellungen wurden gespeichert.') && element.closest('main')) return 'the answer';
        return element.matches('button[value="save"]') ? 'the save button' : `${element.tagName} ${element.textContent ?? ''}`;
      });
      expect(['the answer', 'the save button']).toContain(where);
    });
  }
});
