import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { baseUrl, launch, whenReady, type Session } from './support/browser';
import { confirmedPreferencesPage, freshAddress, mailsTo } from './support/newsletter';

/**
 * A slow phone: the matching requests are held back until the test lets them through (`release`), so "before any
 * script ran" is a fact of the test, not a race with the clock. Re-armed for the next test by `holdAgain`.
 */
const holdBack = async (context: BrowserContext, pattern: RegExp) => {
  let open = (): void => undefined;
  let gate = Promise.resolve();
  const holdAgain = () => {
    gate = new Promise<void>((done) => {
      open = done;
    });
  };
  holdAgain();
  await context.route(pattern, async (route) => {
    await gate;
    // The page may have been closed meanwhile: its held request has nowhere to go.
    await route.continue().catch(() => undefined);
  });
  return { release: () => open(), holdAgain };
};
type HeldBack = Awaited<ReturnType<typeof holdBack>>;

/** Every script of the page: the island loader, the islands' code and the consent platform's script. */
const EVERY_SCRIPT = /\.js(\?.*)?$/;
/** The islands' code only (the runtime and the island chunks); the loader arrives at once. */
const ISLAND_CODE = /\/assets\/(?!index-)[^/]+\.js$/;

/** Opens a page as soon as its HTML is there (the scripts are late), recording problems. */
const openEarly = async (session: Session, path: string, width = 375) => {
  const page = await session.context.newPage();
  await page.setViewportSize({ width, height: 800 });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'commit' });
  await page.getByRole('contentinfo').waitFor();
  return { page, problems };
};

/** Whether the island loader has run yet (it marks the document). */
const loaderRan = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-ready'));

const hydrated = (page: Page, name: string) => page.locator(`[data-island="${name}"][data-hydrated]`).first().waitFor();

/** The consent platform's settings dialogs open on the page (the emulator's stand-in draws one per request). */
const consentDialogs = (page: Page) => page.getByRole('dialog', { name: 'Cookie-Einstellungen' });

test.describe('the platform answers first: every script held back, the loader included', () => {
  let session: Session;
  let scripts: HeldBack;
  test.beforeAll(async () => {
    session = await launch();
    scripts = await holdBack(session.context, EVERY_SCRIPT);
  });
  test.afterAll(async () => {
    await session.close();
  });
  test.afterEach(async () => {
    await Promise.all(session.context.pages().map((page) => page.close()));
    scripts.release();
    scripts.holdAgain();
    await session.context.clearCookies();
  });

  test('the header sign-in opens its dialog at once, with focus in the email field, and signs in before any script ran', async () => {
    const { page } = await openEarly(session, '/', 1440);
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
    const dialog = page.getByRole('dialog', { name: 'In Ihrem Kundenkonto anmelden' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await loaderRan(page)).toBe(false);
    await page.keyboard.type('anna@example.com');
    await dialog
      .getByLabel(/^Passwort/, { exact: false })
      .first()
      .fill('Kaffee123!');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    // Posted the way it goes without script, once: the home page comes back signed in.
    await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).waitFor();
    expect(await page.getByRole('banner').getByText('Angemeldet').isVisible()).toBe(true);
  });

  test('keeps what was typed in the open sign-in dialog when its code arrives, and React adopts the open dialog', async () => {
    const { page, problems } = await openEarly(session, '/', 1440);
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
    await page.keyboard.type('anna@');
    scripts.release();
    await hydrated(page, 'customer-session');
    const dialog = page.getByRole('dialog', { name: 'In Ihrem Kundenkonto anmelden' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: /E-Mail-Adresse/ }).inputValue()).toBe('anna@');
    // The island's validation runs on what was typed before it arrived.
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await dialog.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').waitFor();
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });

  test('reveals the sign-up form at once when the email field is tapped, and keeps the typed address when code arrives', async () => {
    const { page, problems } = await openEarly(session, '/');
    const email = page.getByRole('textbox', { name: /E-Mail-Adresse/ }).first();
    await email.click();
    // Drawn by CSS in the same frame: no script has run.
    expect(await page.getByRole('checkbox', { name: /persönliche/ }).isVisible()).toBe(true);
    expect(await page.getByText(/mindestens 16 Jahre/).isVisible()).toBe(true);
    expect(await loaderRan(page)).toBe(false);
    await page.keyboard.type('kein-at-zeichen');
    await page.keyboard.press('Tab');
    scripts.release();
    await hydrated(page, 'newsletter');
    expect(await email.inputValue()).toBe('kein-at-zeichen');
    await page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').waitFor();
    expect(await page.getByRole('checkbox', { name: /persönliche/ }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  test('sends a sign-up submitted before any script ran once, the way it goes without script', async () => {
    const address = freshAddress('early-native');
    const { page } = await openEarly(session, '/subscribenewsletter');
    const email = page.getByRole('main').getByRole('textbox', { name: /E-Mail-Adresse/ });
    await email.fill(address);
    await email.press('Enter');
    // A second press while the first is on its way sends nothing more.
    await page.keyboard.press('Enter');
    // The answer page comes once the service has stored what was sent: counting the mails then is final.
    await page.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    expect(await mailsTo(page, address)).toHaveLength(1);
  });

  test('opens a footer group at once', async () => {
    const { page } = await openEarly(session, '/');
    const group = page.getByRole('contentinfo').locator('details').first();
    await group.locator('summary').click();
    expect(await group.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    expect(await loaderRan(page)).toBe(false);
  });

  test('goes to the country chosen in the dropdown before any script ran, once the loader arrives', async () => {
    const { page } = await openEarly(session, '/', 1440);
    await page.getByRole('combobox', { name: 'Land wählen' }).selectOption('pl');
    expect(await loaderRan(page)).toBe(false);
    scripts.release();
    await page.waitForURL(/\/pl\/$/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl-PL');
  });

  test('opens the cookie settings once for two taps before any script ran, busy until the consent platform is there', async () => {
    const { page } = await openEarly(session, '/', 1440);
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
    await settings.click();
    await settings.click();
    expect(await loaderRan(page)).toBe(false);
    expect(await settings.getAttribute('aria-busy')).toBe('true');
    scripts.release();
    await consentDialogs(page).first().waitFor();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    expect(await consentDialogs(page).count()).toBe(1);
    expect(await settings.getAttribute('aria-busy')).toBeNull();
  });

  test('moves nothing under the thumb: no layout shift from the first paint through tapping, typing and sending', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    // Every layout shift the page makes, counted as CLS counts it (a shift right after an input is the answer to it).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Reflect.set(window, '__shifts', shifts);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
          if (!shift.hadRecentInput) shifts.push(shift.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${baseUrl()}/`, { waitUntil: 'commit' });
    const email = page.getByRole('textbox', { name: /E-Mail-Adresse/ }).first();
    await email.click();
    // The code arrives while the shopper types.
    scripts.release();
    await page.keyboard.type(freshAddress('no-shift'));
    // The submit button is where it was when the fields appeared: the tap lands on it.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Abonnieren' }).click();
    await page.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    expect(await page.evaluate(() => Reflect.get(window, '__shifts'))).toEqual([]);
  });

  test('confirms a subscription and saves preferences pressed before any script ran, the way they go without script', async () => {
    const address = freshAddress('early-confirm');
    const { page } = await openEarly(session, '/subscribenewsletter');
    await page
      .getByRole('main')
      .getByRole('textbox', { name: /E-Mail-Adresse/ })
      .fill(address);
    await page.getByRole('main').getByRole('button', { name: 'Abonnieren' }).click();
    await page.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    const [mail] = await mailsTo(page, address);
    if (!mail) throw new Error('No confirmation mail.');
    await page.goto(mail.link, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vielen Dank – Ihre Anmeldung ist bestätigt!' }).waitFor();
    await page.getByRole('link', { name: 'Themen auswählen' }).click();
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Vorname' }).fill('Ida');
    await main.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await page.getByText('Ihre Einstellungen wurden gespeichert.').waitFor();
  });
});

test.describe('the first interaction is never lost: the loader ran, the islands’ code held back', () => {
  let session: Session;
  let scripts: HeldBack;
  test.beforeAll(async () => {
    session = await launch();
    scripts = await holdBack(session.context, ISLAND_CODE);
  });
  test.afterAll(async () => {
    await session.close();
  });
  test.afterEach(async () => {
    await Promise.all(session.context.pages().map((page) => page.close()));
    scripts.release();
    scripts.holdAgain();
    // A sign-up makes the visitor a returning subscriber, whose footer has no newsletter block.
    await session.context.clearCookies();
  });

  test('opens the cookie settings at the first tap with the storefront’s code still held back (the consent platform’s own script is there)', async () => {
    // The loader too never arrives on this page: nothing of the storefront's code runs.
    const loader = /\/assets\/index-[^/]+\.js$/;
    const never = () => undefined;
    await session.context.route(loader, never);
    try {
      const { page } = await openEarly(session, '/', 1440);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
      await consentDialogs(page).waitFor();
      expect(await loaderRan(page)).toBe(false);
    } finally {
      await session.context.unroute(loader, never);
    }
  });

  test('sends a sign-up submitted before its island ran exactly once, through the island', async () => {
    const address = freshAddress('early');
    const { page, problems } = await openEarly(session, '/subscribenewsletter');
    await whenReady(page);
    const email = page.getByRole('main').getByRole('textbox', { name: /E-Mail-Adresse/ });
    await email.fill(address);
    await email.press('Enter');
    scripts.release();
    await page.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    // Answered in place by the island (no page load of the no-JavaScript answer) once the service stored it, and sent once.
    expect(new URL(page.url()).pathname).toBe('/subscribenewsletter');
    expect(await mailsTo(page, address)).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  test('unsubscribes on a first tap of "Newsletter abbestellen" before its island ran, and saves nothing', async () => {
    const preferences = await confirmedPreferencesPage(freshAddress('early-unsubscribe'));
    const { page, problems } = await openEarly(session, preferences, 1440);
    await whenReady(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Newsletter abbestellen' }).click();
    scripts.release();
    await page.getByText('Sie haben den Newsletter abbestellt. Wir senden Ihnen keine Newsletter mehr.').waitFor();
    expect(await page.getByText('Ihre Einstellungen wurden gespeichert.').count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Einstellungen speichern' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('keeps the country dropdown where it is when its code arrives', async () => {
    const { page } = await openEarly(session, '/', 1440);
    await whenReady(page);
    const select = page.getByRole('combobox', { name: 'Land wählen' });
    // Where it is in the page (a focus may scroll the window), to a tenth of a pixel (Firefox's fractional scroll
    // position and box add up to a different last float digit for the same place).
    const place = () =>
      select.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const tenth = (value: number) => Math.round(value * 10) / 10;
        return { x: tenth(box.x + window.scrollX), y: tenth(box.y + window.scrollY), width: tenth(box.width), height: tenth(box.height) };
      });
    const before = await place();
    await select.focus();
    scripts.release();
    await hydrated(page, 'country-switch');
    expect(await place()).toEqual(before);
    expect(await page.getByRole('contentinfo').getByRole('button', { name: 'Land wechseln' }).isVisible()).toBe(true);
  });

  test('keeps a footer group the shopper opened open: the footer is never re-rendered', async () => {
    const { page } = await openEarly(session, '/');
    await whenReady(page);
    const group = page.getByRole('contentinfo').locator('details').first();
    await group.locator('summary').click();
    // Waking another island (the sign-up) leaves the footer's markup alone.
    await page
      .getByRole('textbox', { name: /E-Mail-Adresse/ })
      .first()
      .click();
    scripts.release();
    await hydrated(page, 'newsletter');
    expect(await group.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    expect(await page.locator('[data-island="newsletter"]').count()).toBe(1);
  });
});

test.describe('the loader waits for the first paint', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  test('the island loader is asked for only once the HTML and the stylesheets are in and the page parsed, then it wakes the page', async () => {
    const page = await session.context.newPage();
    await page.goto(`${baseUrl()}/`);
    await whenReady(page);
    const times = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        html: navigation?.responseEnd,
        parsed: navigation?.domContentLoadedEventEnd,
        stylesheets: Math.max(...resources.filter((entry) => /\.css(\?.*)?$/.test(entry.name)).map((entry) => entry.responseEnd)),
        loader: resources.find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime,
      };
    });
    expect(times.loader, 'the loader was asked for').toBeDefined();
    // What draws the page never shares the network with the loader: it is asked for after the page's first frame.
    for (const before of ['html', 'parsed', 'stylesheets'] as const)
      expect(times.loader ?? 0, `the loader's request starts after ${before}`).toBeGreaterThanOrEqual(
        times[before] ?? Number.POSITIVE_INFINITY,
      );
    // Awake: a tap takes its island's action.
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('dialog', { name: 'In Ihrem Kundenkonto anmelden' })).toBeVisible();
  });
});
