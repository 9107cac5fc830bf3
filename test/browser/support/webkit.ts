import { writeFileSync } from 'node:fs';
import { expect, test as base, type TestInfo } from '@playwright/test';
import { startEmulator, type RunningEmulator } from '../../../emulator/server';
import type { OutboxMail } from './newsletter';
import { holdScripts, KEY, WebKitWindows, type ElementRef, type HeldScripts, type WebKitSession } from './webdriver';

export { expect } from '@playwright/test';

/**
 * The WebKit journeys' `test` (webkit*.journey.ts): WebKitGTK's MiniBrowser through WebKitWebDriver (./webdriver.ts),
 * which, like Safari before 26.2, has neither invoker commands nor `closedby`: the page's own polyfills
 * (adapters/browser/platform-polyfills.ts) answer for the platform, for the page's whole life. Each worker has one
 * emulator, one proxy in front of it that can hold the scripts back, and one browser window at a time; each test gets
 * that window reset (no cookies, no page, first size).
 */
export interface WebKitWorker {
  readonly windows: WebKitWindows;
  readonly emulator: RunningEmulator;
  readonly scripts: HeldScripts;
}

/** Every script of a page: the loader, the islands' code, the consent platform's script. */
export const EVERY_SCRIPT = /\.js$/;
/** The islands' code only (the runtime and the island chunks); the loader arrives at once. */
export const ISLAND_CODE = /^\/assets\/(?!index-)[^/]+\.js$/;

/** A failed test keeps what WebKit showed at its end (the report's attachment), as Playwright's engines do. */
const keepScreenshotOfFailure = async (session: WebKitSession, testInfo: TestInfo): Promise<void> => {
  if (testInfo.status === testInfo.expectedStatus) return;
  try {
    const path = testInfo.outputPath('webkit-screenshot.png');
    writeFileSync(path, await session.screenshot());
    await testInfo.attach('webkit-screenshot', { path, contentType: 'image/png' });
  } catch (error) {
    console.warn(`No WebKit screenshot of the failure: ${String(error)}`);
  }
};

export const test = base.extend<{ shopper: WebKitSession; scriptless: WebKitSession }, { webkit: WebKitWorker }>({
  webkit: [
    async ({}, use) => {
      const emulator = await startEmulator({
        port: 0,
        dbPath: null,
        distDir: process.env.STOREFRONT_DIST ?? 'dist',
        config: { previewMode: true },
        partnerPort: 0,
      });
      const scripts = await holdScripts(emulator.url, EVERY_SCRIPT);
      scripts.release();
      const windows = await WebKitWindows.start();
      await use({ windows, emulator, scripts });
      await windows.close();
      await scripts.close();
      await emulator.close();
    },
    { scope: 'worker' },
  ],
  // A browser whose pages run their scripts, behind the proxy (webkit.scripts.url).
  shopper: async ({ webkit }, use, testInfo) => {
    const session = await webkit.windows.open(true);
    await use(session);
    await keepScreenshotOfFailure(session, testInfo);
    webkit.scripts.release();
    webkit.scripts.rewrite(undefined);
    await webkit.windows.release(webkit.emulator.url);
  },
  // A browser whose pages run no script of their own.
  scriptless: async ({ webkit }, use, testInfo) => {
    const session = await webkit.windows.open(false);
    await use(session);
    await keepScreenshotOfFailure(session, testInfo);
    await webkit.windows.release(webkit.emulator.url);
  },
});

export const SIGN_IN = 'In Ihrem Kundenkonto anmelden';

export const loaderRan = (browser: WebKitSession) =>
  browser.execute<boolean>('return document.documentElement.hasAttribute("data-ready");');
export const whenReady = (browser: WebKitSession) =>
  browser.waitFor('the loader', 'return document.documentElement.hasAttribute("data-ready");');
export const hydrated = (browser: WebKitSession, island: string) =>
  browser.waitFor(`the ${island} island awake`, `return !!document.querySelector('[data-island="${island}"][data-hydrated]');`);
export const awake = (browser: WebKitSession, island: string) =>
  browser.execute<boolean>(`return !!document.querySelector('[data-island="${island}"][data-hydrated]');`);

/** The focused element's name as a shopper hears it (its label or text), or "body". */
export const focused = (browser: WebKitSession) =>
  browser.execute<string>(
    'const e = document.activeElement; return !e || e === document.body ? "body" : (e.getAttribute("aria-label") || e.textContent || e.tagName).trim();',
  );
/** Whether the focused element is this one. */
export const hasFocus = (browser: WebKitSession, element: ElementRef) =>
  browser.execute<boolean>('return document.activeElement === arguments[0];', element);
/** A field's accessible description: the text of what its aria-describedby names. */
export const description = (browser: WebKitSession, element: ElementRef) =>
  browser.execute<string>(
    `const ids = (arguments[0].getAttribute('aria-describedby') || '').split(/\\s+/).filter(Boolean);
     return ids.map((id) => document.getElementById(id)?.textContent || '').join(' ').replace(/\\s+/g, ' ').trim();`,
    element,
  );

/** Errors the page reports from now on (WebDriver has no console log: a listener records them). */
export const recordErrors = (browser: WebKitSession) =>
  browser.execute(
    'window.__errors = []; addEventListener("error", (e) => window.__errors.push(String(e.message))); addEventListener("unhandledrejection", (e) => window.__errors.push(String(e.reason)));',
  );
export const errors = (browser: WebKitSession) => browser.execute<string[]>('return window.__errors || [];');

/** The mails the emulator sent to one address. */
export const mailsTo = async (webkit: WebKitWorker, recipient: string): Promise<OutboxMail[]> =>
  (await (await fetch(`${webkit.emulator.url}/emulator/api/outbox?recipient=${encodeURIComponent(recipient)}`)).json()) as OutboxMail[];

/** An address of the emulator (a mail's link) as the same path behind the proxy. */
export const behindProxy = (webkit: WebKitWorker, link: string): string => {
  const url = new URL(link);
  return `${webkit.scripts.url}${url.pathname}${url.search}`;
};

/** Turns the emulated newsletter service's outage switch on or off. */
export const setNewsletterOutage = async (webkit: WebKitWorker, enabled: boolean): Promise<void> => {
  const response = await fetch(`${webkit.emulator.url}/emulator/api/newsletter/outage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ enabled }),
  });
  if (!response.ok) throw new Error(`Outage switch: ${response.status}`);
};

/** Presses Tab until the focused element matches the selector; fails after too many presses. */
export const tabTo = async (browser: WebKitSession, selector: string, limit = 80): Promise<void> => {
  for (let presses = 0; presses < limit; presses += 1) {
    await browser.press(KEY.Tab);
    if (await browser.execute<boolean>('return document.activeElement?.matches(arguments[0]) ?? false;', selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
};

/**
 * From the sign-up's empty e-mail field (focused), Tab by Tab through its further fields: each is shown and has focus,
 * none is lost to the page; the consent box is there; Shift+Tab goes back to the e-mail field.
 */
export const tabThroughFurtherFields = async (browser: WebKitSession, form: ElementRef): Promise<void> => {
  for (let press = 0; press < 2; press += 1) {
    await browser.press(KEY.Tab);
    expect(
      await browser.execute<boolean>(
        'const e = document.activeElement; return !!e && e.closest(".newsletter__extension") !== null && e.checkVisibility();',
      ),
    ).toBe(true);
  }
  expect(await browser.queryByRole('checkbox', /persönliche/, form)).not.toBeNull();
  for (let press = 0; press < 2; press += 1) await browser.pressWith(KEY.Shift, KEY.Tab);
  expect(await browser.execute<boolean>('return document.activeElement?.matches(\'main input[name="email"]\') ?? false;')).toBe(true);
};

/**
 * Signs an address up on /subscribenewsletter, confirms it from its mail, and answers its preferences page's address
 * behind the proxy, in the window at hand (the shopper is a subscriber from then on).
 */
export const confirmedPreferencesPage = async (browser: WebKitSession, webkit: WebKitWorker, address: string): Promise<string> => {
  await browser.goto(`${webkit.scripts.url}/subscribenewsletter`);
  const main = await browser.getByRole('main', null);
  await browser.type(await browser.getByRole('textbox', /E-Mail-Adresse/, main), address);
  await browser.click(await browser.getByRole('button', 'Abonnieren', main));
  await browser.getByRole('heading', 'Fast geschafft!');
  const [mail] = await mailsTo(webkit, address);
  if (!mail) throw new Error('No confirmation mail.');
  await browser.goto(behindProxy(webkit, mail.link));
  // The confirmation is a form the server answers.
  await browser.markDocument();
  await browser.click(await browser.getByRole('button', 'Anmeldung bestätigen'));
  await browser.waitForNewDocument();
  await browser.getByRole('heading', 'Vielen Dank – Ihre Anmeldung ist bestätigt!');
  const link = await browser.execute<string>('return arguments[0].href;', await browser.getByRole('link', 'Themen auswählen'));
  const url = new URL(link);
  return `${webkit.scripts.url}${url.pathname}${url.search}`;
};

/** Whether some text the shopper can see contains this (within `scope`): a sentence that runs on into a link counts. */
export const TEXT_SHOWN = `return [...(arguments[1] || document.body).querySelectorAll('*')].some((element) =>
  [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim()) &&
  element.textContent.replace(/\\s+/g, ' ').includes(arguments[0]) && element.checkVisibility());`;
export const textShown = (browser: WebKitSession, text: string, scope?: ElementRef) =>
  browser.execute<boolean>(TEXT_SHOWN, text, scope ?? null);
/** Waits until such text is shown. */
export const waitForTextShown = (browser: WebKitSession, text: string, scope?: ElementRef) =>
  browser.waitFor<boolean>(`"${text}" shown`, TEXT_SHOWN, text, scope ?? null);

/** The legal texts of a sign-up form the shopper can see now, worded as on the screen, in page order. */
export const legalTextsOnScreen = (browser: WebKitSession, scope: ElementRef) =>
  browser.execute<string[]>(
    'return [...arguments[0].querySelectorAll("[data-legal-text]")].filter((text) => text.checkVisibility()).map((text) => text.innerText.trim());',
    scope,
  );

/** The proof of consent the emulated service recorded for each sign-up of an address, newest first. */
export const proofOf = async (webkit: WebKitWorker, recipient: string): Promise<Array<{ legalTexts: string[] }>> =>
  (await (await fetch(`${webkit.emulator.url}/emulator/api/newsletter/proof?recipient=${encodeURIComponent(recipient)}`)).json()) as Array<{
    legalTexts: string[];
  }>;

/**
 * Where a page answering a posted form starts: "in view" when the focus is on the answer (an element whose text holds
 * `text`) and the answer is in the viewport.
 */
export const answerInView = (browser: WebKitSession, text: string) =>
  browser.execute<string>(
    `const focused = document.activeElement;
     if (!focused || focused === document.body) return 'the focus is on the page, not the answer';
     if (!focused.textContent?.includes(arguments[0])) return 'the focus is on ' + focused.outerHTML.slice(0, 120);
     const box = focused.getBoundingClientRect();
     return box.top > -2 && box.top < innerHeight ? 'in view' : 'out of view (top ' + Math.round(box.top) + ' px)';`,
    text,
  );
