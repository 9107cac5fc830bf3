import { test as base, expect } from '@playwright/test';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { freshAddress } from './support/newsletter';
import { holdScripts, KEY, startWebKitDriver, WebKitSession, type HeldScripts, type WebKitDriver } from './support/webdriver';

/**
 * WebKit (the engine of every browser on an iPhone): WebKitGTK's MiniBrowser through WebKitWebDriver (support/webdriver.ts),
 * which, like Safari before 26.2, has neither invoker commands nor `closedby`: the page's own polyfills
 * (composition/platform-polyfills.ts) answer for the platform, for the page's whole life. Each test is a new browser
 * window with its own cookies, against a worker's own emulator, behind a proxy that can hold the scripts back.
 */
interface WebKitWorker {
  readonly driver: WebKitDriver;
  readonly emulator: RunningEmulator;
  readonly scripts: HeldScripts;
}
const test = base.extend<{ shopper: WebKitSession }, { webkit: WebKitWorker }>({
  webkit: [
    async ({}, use) => {
      const emulator = await startEmulator({
        port: 0,
        dbPath: null,
        distDir: process.env.STOREFRONT_DIST ?? 'dist',
        config: { previewMode: true },
      });
      const scripts = await holdScripts(emulator.url, /\.js$/);
      scripts.release();
      const driver = await startWebKitDriver();
      await use({ driver, emulator, scripts });
      await driver.close();
      await scripts.close();
      await emulator.close();
    },
    { scope: 'worker' },
  ],
  shopper: async ({ webkit }, use) => {
    const session = await WebKitSession.start(webkit.driver);
    await use(session);
    webkit.scripts.release();
    await session.close();
  },
});

const SIGN_IN = 'In Ihrem Kundenkonto anmelden';
const loaderRan = (browser: WebKitSession) => browser.execute<boolean>('return document.documentElement.hasAttribute("data-ready");');
const hydrated = (browser: WebKitSession, island: string) =>
  browser.waitFor(`the ${island} island awake`, `return !!document.querySelector('[data-island="${island}"][data-hydrated]');`);
const focused = (browser: WebKitSession) =>
  browser.execute<string>(
    'const e = document.activeElement; return e ? (e.getAttribute("aria-label") || e.textContent || e.tagName).trim() : "";',
  );
/** Errors the page reports from now on (WebDriver has no console log: a listener records them). */
const recordErrors = (browser: WebKitSession) =>
  browser.execute(
    'window.__errors = []; addEventListener("error", (e) => window.__errors.push(String(e.message))); addEventListener("unhandledrejection", (e) => window.__errors.push(String(e.reason)));',
  );
const errors = (browser: WebKitSession) => browser.execute<string[]>('return window.__errors || [];');

test.describe('WebKit: the sign-in dialog without invoker commands or closedby', () => {
  test('opens at once, before any script arrived; Escape closes it and focus returns to "Anmelden"', async ({
    shopper: browser,
    webkit,
  }) => {
    webkit.scripts.hold();
    await browser.goto(`${webkit.scripts.url}/`);
    expect(await loaderRan(browser)).toBe(false);
    const banner = await browser.getByRole('banner', null);
    await browser.click(await browser.getByRole('button', 'Anmelden', banner));
    const dialog = await browser.getByRole('dialog', SIGN_IN, undefined, 2_000);
    expect(await browser.queryByRole('textbox', /E-Mail-Adresse/, dialog)).not.toBeNull();
    await browser.press(KEY.Escape);
    await browser.waitFor('the dialog closed', 'return !document.querySelector("dialog[open]");');
    expect(await focused(browser)).toBe('Anmelden');
  });

  test('opens after the page settled and its island woke; the backdrop and Escape close it, focus returns each time', async ({
    shopper: browser,
    webkit,
  }) => {
    await browser.goto(`${webkit.scripts.url}/`);
    await recordErrors(browser);
    await browser.waitFor('the loader', 'return document.documentElement.hasAttribute("data-ready");');
    const banner = await browser.getByRole('banner', null);
    const opener = await browser.getByRole('button', 'Anmelden', banner);
    await browser.click(opener);
    await browser.getByRole('dialog', SIGN_IN, undefined, 2_000);
    // The click woke the island: it adopts the open dialog.
    await hydrated(browser, 'customer-session');
    await browser.getByRole('dialog', SIGN_IN);
    // A tap on the backdrop, beside the dialog.
    await browser.clickAt(10, 450);
    await browser.waitFor('the dialog closed by the backdrop', 'return !document.querySelector("dialog[open]");');
    expect(await focused(browser)).toBe('Anmelden');
    await browser.click(await browser.getByRole('button', 'Anmelden', banner));
    await browser.getByRole('dialog', SIGN_IN, undefined, 2_000);
    await browser.press(KEY.Escape);
    await browser.waitFor('the dialog closed by Escape', 'return !document.querySelector("dialog[open]");');
    expect(await focused(browser)).toBe('Anmelden');
    // And once more, long after the early contract stopped.
    await browser.click(await browser.getByRole('button', 'Anmelden', banner));
    await browser.getByRole('dialog', SIGN_IN, undefined, 2_000);
    expect(await errors(browser)).toEqual([]);
  });
});

test.describe('WebKit: the storefront with JavaScript', () => {
  test('acknowledges a sign-up', async ({ shopper: browser, webkit }) => {
    await browser.goto(`${webkit.scripts.url}/subscribenewsletter`);
    await recordErrors(browser);
    const main = await browser.getByRole('main', null);
    await browser.type(await browser.getByRole('textbox', /E-Mail-Adresse/, main), freshAddress('webkit'));
    await browser.click(await browser.getByRole('button', 'Abonnieren', main));
    await browser.getByRole('heading', 'Fast geschafft!');
    expect(await errors(browser)).toEqual([]);
  });

  test('goes to the country chosen in the dropdown', async ({ shopper: browser, webkit }) => {
    await browser.goto(`${webkit.scripts.url}/`);
    await browser.waitFor('the loader', 'return document.documentElement.hasAttribute("data-ready");');
    const footer = await browser.getByRole('contentinfo', null);
    const select = await browser.getByRole('combobox', 'Land wählen', footer);
    await browser.choose(select, 'Polen');
    await browser.click(await browser.getByRole('button', 'Land wechseln', footer));
    await browser.waitForPage(/\/pl\/$/);
    expect(await browser.execute<string>('return document.documentElement.lang;')).toBe('pl-PL');
  });

  test('opens a footer group on a phone', async ({ shopper: browser, webkit }) => {
    await browser.resize(390, 844);
    await browser.goto(`${webkit.scripts.url}/`);
    await browser.waitFor('the loader', 'return document.documentElement.hasAttribute("data-ready");');
    const summary = await browser.execute<ElementRefLike>('return document.querySelector("footer details summary");');
    await browser.click(summary);
    expect(await browser.execute<boolean>('return document.querySelector("footer details").open;')).toBe(true);
  });

  test('opens the cookie settings', async ({ shopper: browser, webkit }) => {
    await browser.goto(`${webkit.scripts.url}/`);
    await recordErrors(browser);
    await browser.waitFor('the loader', 'return document.documentElement.hasAttribute("data-ready");');
    const footer = await browser.getByRole('contentinfo', null);
    await browser.click(await browser.getByRole('button', 'Cookie-Einstellungen', footer));
    await browser.getByRole('dialog', 'Cookie-Einstellungen');
    expect(await errors(browser)).toEqual([]);
  });
});

type ElementRefLike = Parameters<WebKitSession['click']>[0];
