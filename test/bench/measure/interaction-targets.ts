import type { BrowserContext, Page } from 'playwright-core';
import type { FirstResponseTarget } from './first-response';
import type { InteractionTarget } from './interaction';

/** The three interactions issue 8 names, found by role and accessible name as a user finds them. */
export const INTERACTIONS: readonly InteractionTarget[] = [
  {
    name: 'footer group, a native disclosure (375 px)',
    path: '/?country=de',
    width: 375,
    event: 'click',
    locate: (page) => page.getByRole('contentinfo').locator('summary').first(),
  },
  {
    name: 'country dropdown (1440 px)',
    path: '/?country=de',
    width: 1440,
    event: 'pointerdown',
    locate: (page) => page.getByRole('combobox', { name: 'Land wählen' }),
    reset: async (page) => {
      await page.keyboard.press('Escape');
    },
  },
  {
    name: 'newsletter email field (1440 px)',
    path: '/?country=de',
    width: 1440,
    event: 'click',
    locate: (page) => page.getByRole('textbox', { name: /E-Mail/i }).first(),
    reset: async (page) => {
      await page.getByRole('heading', { level: 1 }).click();
    },
  },
];

/** A response is shown once some element matching `selector` is rendered (its box visible). */
const shown = (selector: string) =>
  `return [...document.querySelectorAll(${JSON.stringify(selector)})].some((element) => element.checkVisibility());`;

/**
 * A pressed submit shows its busy state (the form's `data-sending`, or the island's own), or its answer has begun (the
 * page's heading changed from the one the first check saw, right after the press).
 */
const BUSY = `const heading = document.querySelector('main h1')?.textContent ?? '';
  window.__benchHeading ??= heading;
  return !!document.querySelector('main form[data-sending], main [aria-busy="true"], main button[type="submit"]:disabled') ||
    heading !== window.__benchHeading;`;

/** Types an address into a field without any input event: the page is set up, the shopper's first input is the press. */
const setValue = (selector: string, value: string) => async (page: Page) => {
  await page
    .locator(selector)
    .first()
    .evaluate((field, text) => {
      (field as HTMLInputElement).value = text;
    }, value);
};

/**
 * A fresh sign-up's confirmation page, or (`confirmed`) its preferences page once confirmed: set up in a page of its
 * own, unthrottled, as a shopper's mail would bring them there.
 */
const subscription =
  (confirmed: boolean) =>
  async (context: BrowserContext, baseUrl: string): Promise<string> => {
    const page = await context.newPage();
    try {
      const address = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
      await page.goto(`${baseUrl}/subscribenewsletter`);
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(address);
      await main.getByRole('button', { name: 'Abonnieren' }).click();
      await page.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
      const outbox = await page.request.get(`${baseUrl}/emulator/api/outbox?recipient=${encodeURIComponent(address)}`);
      const [mail] = (await outbox.json()) as Array<{ link: string }>;
      if (!mail) throw new Error(`No confirmation mail to ${address}.`);
      const confirm = new URL(mail.link, baseUrl);
      if (!confirmed) return `${confirm.pathname}${confirm.search}`;
      await page.goto(`${baseUrl}${confirm.pathname}${confirm.search}`);
      await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
      const link = page.getByRole('link', { name: 'Themen auswählen' });
      await link.waitFor();
      const preferences = new URL((await link.getAttribute('href')) ?? '', baseUrl);
      return `${preferences.pathname}${preferences.search}`;
    } finally {
      await page.close();
    }
  };

/** The first interaction with every control of issue 31's item 2, each held against its kind's native reference. */
export const FIRST_RESPONSES: readonly FirstResponseTarget[] = [
  {
    name: 'header sign-in -> dialog shown (1440 px)',
    path: '/?country=de',
    width: 1440,
    kind: 'modal dialog',
    act: (page) => page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click(),
    answered: shown('dialog#sign-in-dialog[open], [role="banner"] dialog[open], header dialog[open]'),
  },
  {
    name: 'newsletter email field tap -> further fields shown (375 px)',
    path: '/?country=de',
    width: 375,
    kind: 'revealed form',
    act: (page) =>
      page
        .getByRole('contentinfo')
        .getByRole('textbox', { name: /E-Mail/i })
        .first()
        .click(),
    answered: shown('footer [data-island="newsletter"] input[type="checkbox"]'),
  },
  {
    name: 'country choice -> navigation started (1440 px)',
    path: '/?country=de',
    width: 1440,
    kind: 'navigation',
    // A choice in the open list; Playwright picks the option and dispatches input and change as the browser does.
    act: async (page) => {
      await page.getByRole('combobox', { name: 'Land wählen' }).selectOption('pl', { noWaitAfter: true });
    },
    answered: 'navigation',
    untrustedInput: true,
  },
  {
    name: 'cookie settings -> consent dialog shown (1440 px)',
    path: '/?country=de',
    width: 1440,
    kind: 'modal dialog',
    act: (page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click(),
    answered: shown('dialog.consent-dialog[open]'),
  },
  {
    name: 'footer group -> open (375 px)',
    path: '/?country=de',
    width: 375,
    kind: 'details',
    act: (page) => page.getByRole('contentinfo').locator('details:not(#bench-details) > summary').first().click(),
    answered: `return !!document.querySelector('footer details[open]:not(#bench-details)');`,
  },
  {
    name: 'newsletter submit -> busy state shown (375 px)',
    path: '/subscribenewsletter',
    width: 375,
    kind: 'popover',
    prepare: async (page) => {
      await setValue('main input[type="email"]', `bench-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`)(page);
    },
    act: (page) => page.getByRole('main').getByRole('button', { name: 'Abonnieren' }).click({ noWaitAfter: true }),
    answered: BUSY,
  },
  {
    name: 'confirmation button -> form sent, the answer started (375 px)',
    path: subscription(false),
    width: 375,
    // The server answers this form (data-native-submit): the press sends it, as without JavaScript.
    kind: 'navigation',
    act: (page) => page.getByRole('main').getByRole('button', { name: 'Anmeldung bestätigen' }).click({ noWaitAfter: true }),
    answered: 'navigation',
  },
  {
    name: 'preferences save -> busy state or answer (375 px)',
    path: subscription(true),
    width: 375,
    kind: 'popover',
    act: (page) => page.getByRole('main').getByRole('button', { name: 'Einstellungen speichern' }).click({ noWaitAfter: true }),
    answered: BUSY,
  },
];
