import { freshAddress } from './support/newsletter';
import { KEY, type ElementRef, type WebKitSession } from './support/webdriver';
import {
  awake,
  confirmedPreferencesPage,
  description,
  errors,
  EVERY_SCRIPT,
  expect,
  hasFocus,
  hydrated,
  ISLAND_CODE,
  loaderRan,
  mailsTo,
  recordErrors,
  SIGN_IN,
  tabThroughFurtherFields,
  tabTo,
  test,
  whenReady,
  behindProxy,
} from './support/webkit';

/**
 * WebKit's first interactions (first-interaction, first-load-rules, keyboard and newsletter-signup journeys): taps,
 * keys and sends before any script ran, while the islands' code is held, and once awake; each must take the action it
 * takes awake, exactly once, and lose nothing typed. The proxy holds the scripts (support/webkit.ts).
 */

const INVALID = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
const SAVED = 'Ihre Einstellungen wurden gespeichert.';
const UNSUBSCRIBED = 'Sie haben den Newsletter abbestellt. Wir senden Ihnen keine Newsletter mehr.';
/** The storefront's code: the loader and the islands' (the consent platform's own script is not). */
const STOREFRONT_CODE = /^\/assets\/[^/]+\.js$/;

const footer = (browser: WebKitSession) => browser.getByRole('contentinfo', null);
const main = (browser: WebKitSession) => browser.getByRole('main', null);
const isOpen = (browser: WebKitSession, details: ElementRef) => browser.execute<boolean>('return arguments[0].open;', details);
const firstFooterGroup = (browser: WebKitSession) =>
  browser.waitFor<ElementRef>(
    'a footer group to open',
    'const summary = document.querySelector("footer details summary"); return summary && summary.checkVisibility() ? summary : null;',
  );

test.describe('WebKit: the platform answers first, every script held back (the loader too)', () => {
  test('the header sign-in opens its dialog at once with focus in the e-mail field, and signs in before any script ran', async ({
    shopper: browser,
    webkit,
  }) => {
    webkit.scripts.hold();
    await browser.goto(`${webkit.scripts.url}/`);
    const banner = await browser.getByRole('banner', null);
    await browser.click(await browser.getByRole('button', 'Anmelden', banner));
    const dialog = await browser.getByRole('dialog', SIGN_IN, undefined, 2_000);
    expect(await loaderRan(browser)).toBe(false);
    // Typed where the focus is: the dialog's e-mail field.
    await browser.press(...'anna@example.com');
    expect(await browser.value(await browser.getByRole('textbox', /E-Mail-Adresse/, dialog))).toBe('anna@example.com');
    await browser.type(await browser.getByLabel(/^Passwort/, dialog), 'Kaffee123!');
    await browser.markDocument();
    await browser.click(await browser.getByRole('button', 'Anmelden', dialog));
    await browser.waitForNewDocument();
    // Posted the way it goes without script: the home page comes back signed in.
    const signedIn = await browser.getByRole('banner', null);
    await browser.getByRole('button', 'Abmelden', signedIn);
    expect(await browser.queryByText('Angemeldet', signedIn)).not.toBeNull();
  });

  test('keeps what was typed in the open sign-in dialog when its code arrives, and React adopts the open dialog', async ({
    shopper: browser,
    webkit,
  }) => {
    webkit.scripts.hold();
    await browser.goto(`${webkit.scripts.url}/`);
    await recordErrors(browser);
    await browser.click(await browser.getByRole('button', 'Anmelden', await browser.getByRole('banner', null)));
    const dialog = await browser.getByRole('dialog', SIGN_IN, undefined, 2_000);
    await browser.press(...'anna@');
    webkit.scripts.release();
    await hydrated(browser, 'customer-session');
    expect(await browser.queryByRole('dialog', SIGN_IN)).not.toBeNull();
    expect(await browser.value(await browser.getByRole('textbox', /E-Mail-Adresse/, dialog))).toBe('anna@');
    // The island's validation runs on what was typed before it arrived.
    await browser.click(await browser.getByRole('button', 'Anmelden', dialog));
    await browser.getByText(INVALID, dialog);
    await browser.press(KEY.Escape);
    await browser.waitFor('the dialog closed', 'return !document.querySelector("dialog[open]");');
    expect(await errors(browser)).toEqual([]);
  });

  test('reveals the sign-up form at once when the e-mail field is tapped, and keeps the typed address when code arrives', async ({
    shopper: browser,
    webkit,
  }) => {
    webkit.scripts.hold();
    await browser.goto(`${webkit.scripts.url}/`);
    await recordErrors(browser);
    const email = await browser.getByRole('textbox', /E-Mail-Adresse/, await footer(browser));
    await browser.click(email);
    // Drawn by CSS: no script has run.
    expect(await browser.queryByRole('checkbox', /persönliche/)).not.toBeNull();
    expect(await browser.queryByText(/mindestens 16 Jahre/)).not.toBeNull();
    expect(await loaderRan(browser)).toBe(false);
    await browser.press(...'kein-at-zeichen');
    await browser.press(KEY.Tab);
    webkit.scripts.release();
    await hydrated(browser, 'newsletter');
    expect(await browser.value(email)).toBe('kein-at-zeichen');
    await browser.getByText(INVALID);
    expect(await browser.queryByRole('checkbox', /persönliche/)).not.toBeNull();
    expect(await errors(browser)).toEqual([]);
  });

  test('sends a sign-up submitted before any script ran once, the way it goes without script', async ({ shopper: browser, webkit }) => {
    const address = freshAddress('webkit-early-native');
    webkit.scripts.hold();
    await browser.goto(`${webkit.scripts.url}/subscribenewsletter`);
    const email = await browser.getByRole('textbox', /E-Mail-Adresse/, await main(browser));
    await browser.type(email, address);
    await browser.markDocument();
    await browser.press(KEY.Enter);
    await browser.waitForNewDocument();
    await browser.getByRole('heading', 'Fast geschafft!');
    expect(await mailsTo(webkit, address)).toHaveLength(1);
  });

  test('opens a footer group at once on a phone', async ({ shopper: browser, webkit }) => {
    webkit.scripts.hold();
    await browser.resize(390, 844);
    await browser.goto(`${webkit.scripts.url}/`);
    const summary = await firstFooterGroup(browser);
    await browser.click(summary);
    expect(await browser.execute<boolean>('return document.querySelector("footer details").open;')).toBe(true);
    expect(await loaderRan(browser)).toBe(false);
  });

  test('opens the cookie settings once for two taps before any script ran, busy until the consent platform is there', async ({
    shopper: browser,
    webkit,
  }) => {
    webkit.scripts.hold();
    await browser.goto(`${webkit.scripts.url}/`);
    const settings = await browser.getByRole('button', 'Cookie-Einstellungen', await footer(browser));
    await browser.click(settings);
    await browser.click(settings);
    expect(await loaderRan(browser)).toBe(false);
    expect(await browser.execute<string | null>('return arguments[0].getAttribute("aria-busy");', settings)).toBe('true');
    webkit.scripts.release();
    await browser.getByRole('dialog', 'Cookie-Einstellungen');
    await whenReady(browser);
    expect(await browser.countByRole('dialog', 'Cookie-Einstellungen')).toBe(1);
    expect(await browser.execute<string | null>('return arguments[0].getAttribute("aria-busy");', settings)).toBeNull();
  });

  test('confirms a subscription and saves preferences pressed before any script ran, the way they go without script', async ({
    shopper: browser,
    webkit,
  }) => {
    const address = freshAddress('webkit-early-confirm');
    webkit.scripts.hold();
    await browser.goto(`${webkit.scripts.url}/subscribenewsletter`);
    await browser.type(await browser.getByRole('textbox', /E-Mail-Adresse/, await main(browser)), address);
    await browser.markDocument();
    await browser.click(await browser.getByRole('button', 'Abonnieren', await main(browser)));
    await browser.waitForNewDocument();
    await browser.getByRole('heading', 'Fast geschafft!');
    const [mail] = await mailsTo(webkit, address);
    if (!mail) throw new Error('No confirmation mail.');
    await browser.goto(behindProxy(webkit, mail.link));
    await browser.markDocument();
    await browser.click(await browser.getByRole('button', 'Anmeldung bestätigen'));
    await browser.waitForNewDocument();
    await browser.getByRole('heading', 'Vielen Dank – Ihre Anmeldung ist bestätigt!');
    await browser.markDocument();
    await browser.click(await browser.getByRole('link', 'Themen auswählen'));
    await browser.waitForNewDocument();
    await browser.type(await browser.getByRole('textbox', 'Vorname', await main(browser)), 'Ida');
    await browser.markDocument();
    await browser.click(await browser.getByRole('button', 'Einstellungen speichern', await main(browser)));
    await browser.waitForNewDocument();
    await browser.getByText(SAVED);
    expect(await loaderRan(browser)).toBe(false);
  });
});

test.describe('WebKit: the first interaction is never lost, the islands’ code held back (the loader ran)', () => {
  test('opens the cookie settings at the first tap with the storefront’s code held back (the consent platform’s own script is there)', async ({
    shopper: browser,
    webkit,
  }) => {
    webkit.scripts.hold(STOREFRONT_CODE);
    await browser.goto(`${webkit.scripts.url}/`);
    await browser.click(await browser.getByRole('button', 'Cookie-Einstellungen', await footer(browser)));
    await browser.getByRole('dialog', 'Cookie-Einstellungen');
    expect(await loaderRan(browser)).toBe(false);
  });

  test('sends a sign-up submitted before its island ran exactly once, through the island', async ({ shopper: browser, webkit }) => {
    const address = freshAddress('webkit-early');
    webkit.scripts.hold(ISLAND_CODE);
    await browser.goto(`${webkit.scripts.url}/subscribenewsletter`);
    await whenReady(browser);
    await recordErrors(browser);
    await browser.type(await browser.getByRole('textbox', /E-Mail-Adresse/, await main(browser)), address);
    await browser.press(KEY.Enter);
    webkit.scripts.release();
    await browser.getByRole('heading', 'Fast geschafft!');
    // Answered in place by the island (no page load of the no-JavaScript answer), and sent once.
    expect(new URL(await browser.url()).pathname).toBe('/subscribenewsletter');
    expect(await mailsTo(webkit, address)).toHaveLength(1);
    expect(await errors(browser)).toEqual([]);
  });

  test('keeps the country dropdown where it is when its code arrives', async ({ shopper: browser, webkit }) => {
    webkit.scripts.hold(ISLAND_CODE);
    await browser.goto(`${webkit.scripts.url}/`);
    await whenReady(browser);
    const select = await browser.getByRole('combobox', 'Land wählen', await footer(browser));
    const place = () =>
      browser.execute<string>(
        'const box = arguments[0].getBoundingClientRect(); return [box.x + scrollX, box.y + scrollY, box.width, box.height].map((v) => Math.round(v * 10) / 10).join();',
        select,
      );
    const before = await place();
    await browser.execute('arguments[0].focus();', select);
    webkit.scripts.release();
    await hydrated(browser, 'country-switch');
    expect(await place()).toBe(before);
    expect(await browser.queryByRole('button', 'Land wechseln', await footer(browser))).not.toBeNull();
  });

  test('keeps a footer group the shopper opened open: the footer is never re-rendered', async ({ shopper: browser, webkit }) => {
    webkit.scripts.hold(ISLAND_CODE);
    await browser.resize(390, 844);
    await browser.goto(`${webkit.scripts.url}/`);
    await whenReady(browser);
    const summary = await firstFooterGroup(browser);
    await browser.click(summary);
    const details = await browser.execute<ElementRef>('return arguments[0].parentElement;', summary);
    // Waking another island (the sign-up) leaves the footer's markup alone.
    await browser.click(await browser.getByRole('textbox', /E-Mail-Adresse/, await footer(browser)));
    webkit.scripts.release();
    await hydrated(browser, 'newsletter');
    expect(await isOpen(browser, details)).toBe(true);
    expect(await browser.execute<number>('return document.querySelectorAll(\'[data-island="newsletter"]\').length;')).toBe(1);
  });
});

test.describe('WebKit: the preferences page, a first tap and a save', () => {
  for (const phase of ['before any script ran', 'before its island ran', 'once its island woke'] as const)
    test(`a first tap on "Newsletter abbestellen" ${phase} unsubscribes and saves nothing`, async ({ shopper: browser, webkit }) => {
      const preferences = await confirmedPreferencesPage(browser, webkit, freshAddress('webkit-unsubscribe'));
      if (phase === 'before any script ran') webkit.scripts.hold(EVERY_SCRIPT);
      if (phase === 'before its island ran') webkit.scripts.hold(ISLAND_CODE);
      await browser.goto(preferences);
      await recordErrors(browser);
      const form = await main(browser);
      if (phase !== 'before any script ran') await whenReady(browser);
      if (phase === 'once its island woke') {
        await browser.click(await browser.getByRole('textbox', 'Vorname', form));
        await hydrated(browser, 'preferences-page');
      }
      expect(await loaderRan(browser)).toBe(phase !== 'before any script ran');
      expect(await awake(browser, 'preferences-page')).toBe(phase === 'once its island woke');
      await browser.click(await browser.getByRole('button', 'Newsletter abbestellen', form));
      webkit.scripts.release();
      await browser.getByText(UNSUBSCRIBED);
      expect(await browser.countText(SAVED)).toBe(0);
      expect(await browser.queryByRole('button', 'Einstellungen speichern')).toBeNull();
      expect(await errors(browser)).toEqual([]);
      // The service unsubscribed: the link opened again says so.
      await browser.goto(preferences);
      await browser.getByText(UNSUBSCRIBED);
      expect(await browser.queryByRole('button', 'Einstellungen speichern')).toBeNull();
    });

  for (const from of ['the first-name field (Enter)', 'the save button'] as const)
    test(`the preferences saved from ${from} with the keyboard: focus stays on or next to the answer`, async ({
      shopper: browser,
      webkit,
    }) => {
      const preferences = await confirmedPreferencesPage(browser, webkit, freshAddress('webkit-keyboard-save'));
      await browser.goto(preferences);
      await whenReady(browser);
      await tabTo(browser, 'main input[name="firstName"]');
      await browser.press(...'Ida');
      if (from === 'the save button') await tabTo(browser, 'main button[value="save"]');
      await browser.press(KEY.Enter);
      await browser.getByText(SAVED);
      const where = await browser.execute<string>(
        `const element = document.activeElement;
         if (!element || element === document.body) return 'body';
         if (element.textContent?.includes(arguments[0]) && element.closest('main')) return 'the answer';
         return element.matches('button[value="save"]') ? 'the save button' : element.tagName + ' ' + (element.textContent || '');`,
        SAVED,
      );
      expect(['the answer', 'the save button']).toContain(where);
    });
});

test.describe('WebKit: the sign-up with the keyboard and its rules, before the island woke', () => {
  test('Tab from the empty e-mail field goes on into the further fields, which stay; Shift+Tab goes back', async ({
    shopper: browser,
    webkit,
  }) => {
    webkit.scripts.hold();
    await browser.goto(`${webkit.scripts.url}/subscribenewsletter`);
    const form = await main(browser);
    await browser.getByRole('heading', 'Newsletter', form);
    await tabTo(browser, 'main input[name="email"]');
    await tabThroughFurtherFields(browser, form);
    expect(await loaderRan(browser)).toBe(false);
  });

  test('an invalid address shows its message on leaving the field, asleep, and once when the island wakes', async ({
    shopper: browser,
    webkit,
  }) => {
    webkit.scripts.hold(ISLAND_CODE);
    await browser.goto(`${webkit.scripts.url}/subscribenewsletter`);
    await whenReady(browser);
    await recordErrors(browser);
    const form = await main(browser);
    const email = await browser.getByRole('textbox', /E-Mail-Adresse/, form);
    await browser.type(email, 'anna@');
    await browser.press(KEY.Tab);
    await browser.getByText(INVALID, form);
    expect(await description(browser, email)).toBe(INVALID);
    expect(await browser.execute<string | null>('return arguments[0].getAttribute("aria-invalid");', email)).toBe('true');
    expect(await awake(browser, 'newsletter')).toBe(false);
    // Back in the field, the message goes (spec 5.2: focus clears an error); leaving again brings it back.
    await browser.execute('arguments[0].focus();', email);
    await browser.waitFor(
      'the message gone',
      'return window.TestingLibraryDom.queryAllByText(arguments[0], arguments[1]).length === 0;',
      form,
      INVALID,
    );
    await browser.press(KEY.Tab);
    await browser.getByText(INVALID, form);
    webkit.scripts.release();
    await browser.waitFor('the sign-up awake', 'return !!document.querySelector(\'main [data-island="newsletter"][data-hydrated]\');');
    // Adopted: the same message, once; typing clears it as the island does.
    expect(await browser.countText(INVALID, form)).toBe(1);
    expect(await description(browser, email)).toBe(INVALID);
    await browser.type(email, 'example.com');
    expect(await browser.value(email)).toBe('anna@example.com');
    await browser.waitFor(
      'the message gone',
      'return window.TestingLibraryDom.queryAllByText(arguments[0], arguments[1]).length === 0;',
      form,
      INVALID,
    );
    expect(await errors(browser)).toEqual([]);
  });

  test('a send of the empty sign-in shows each field’s first error and puts focus on the first, asleep, sending nothing', async ({
    shopper: browser,
    webkit,
  }) => {
    webkit.scripts.hold(ISLAND_CODE);
    await browser.goto(`${webkit.scripts.url}/`);
    await whenReady(browser);
    await recordErrors(browser);
    await browser.click(await browser.getByRole('button', 'Anmelden', await browser.getByRole('banner', null)));
    const dialog = await browser.getByRole('dialog', SIGN_IN);
    await browser.click(await browser.getByRole('button', 'Anmelden', dialog));
    await browser.getByText('Die E-Mail-Adresse ist ein Pflichtfeld.', dialog);
    await browser.getByText('Bitte geben Sie Ihr Passwort ein.', dialog);
    const email = await browser.getByRole('textbox', /E-Mail-Adresse/, dialog);
    expect(await hasFocus(browser, email)).toBe(true);
    expect(await description(browser, email)).toBe('Die E-Mail-Adresse ist ein Pflichtfeld.');
    // Nothing was sent: still this page, the dialog open, its island asleep.
    expect(new URL(await browser.url()).pathname).toBe('/');
    expect(await browser.queryByRole('dialog', SIGN_IN)).not.toBeNull();
    expect(await awake(browser, 'customer-session')).toBe(false);
    expect(await errors(browser)).toEqual([]);
  });

  test('the sign-in page (no island) answers its rules in the browser', async ({ shopper: browser, webkit }) => {
    await browser.goto(`${webkit.scripts.url}/signin`);
    await whenReady(browser);
    const form = await main(browser);
    const email = await browser.getByRole('textbox', /E-Mail-Adresse/, form);
    await browser.type(email, 'anna@example');
    await browser.press(KEY.Tab);
    await browser.getByText(INVALID, form);
    expect(await description(browser, email)).toBe(INVALID);
  });
});
