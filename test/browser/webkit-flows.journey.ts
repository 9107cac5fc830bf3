import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freshAddress } from './support/newsletter';
import { KEY, type ElementRef, type WebKitSession } from './support/webdriver';
import {
  behindProxy,
  errors,
  expect,
  legalTextsOnScreen,
  mailsTo,
  proofOf,
  recordErrors,
  setNewsletterOutage,
  SIGN_IN,
  tabTo,
  test,
  textShown,
  waitForTextShown,
  whenReady,
} from './support/webkit';

/**
 * WebKit's core flows with JavaScript (session, newsletter-signup, newsletter-keyboard, newsletter-failure,
 * newsletter-prefill, no-code-controls and footer journeys): what a shopper does on a settled page, asserted as those
 * journeys assert it.
 */

const banner = (browser: WebKitSession) => browser.getByRole('banner', null);
const footer = (browser: WebKitSession) => browser.getByRole('contentinfo', null);
const main = (browser: WebKitSession) => browser.getByRole('main', null);
const loginCookie = async (browser: WebKitSession) => (await browser.cookies()).find((cookie) => cookie.name === 'LoginToken')?.value;
const checked = (browser: WebKitSession, element: ElementRef) => browser.execute<boolean>('return arguments[0].checked;', element);
const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** Opens the header's sign-in dialog, fills it and sends it. */
const signIn = async (browser: WebKitSession, email: string, password: string): Promise<ElementRef> => {
  await browser.click(await browser.getByRole('button', 'Anmelden', await banner(browser)));
  const dialog = await browser.getByRole('dialog', SIGN_IN);
  await browser.type(await browser.getByRole('textbox', /E-Mail-Adresse/, dialog), email);
  await browser.type(await browser.getByLabel(/^Passwort\*?$/, dialog), password);
  await browser.click(await browser.getByRole('button', 'Anmelden', dialog));
  return dialog;
};

test.describe('WebKit: customer sign-in (session journey)', () => {
  test('signs in from the header, shows the state, and signs out', async ({ shopper: browser, webkit }) => {
    await browser.goto(`${webkit.scripts.url}/`);
    await whenReady(browser);
    await recordErrors(browser);
    await signIn(browser, 'anna@example.com', 'Kaffee123!');
    // The dialog closes by itself; the header announces the sign-in and focuses its account control.
    const header = await banner(browser);
    const signOut = await browser.getByRole('button', 'Abmelden', header);
    await browser.waitFor('focus on "Abmelden"', 'return document.activeElement === arguments[0];', signOut);
    const status = await browser.getByRole('status', null, header);
    await browser.waitFor(
      'the sign-in announced',
      'return arguments[0].textContent.trim() === "Willkommen zurück! Sie sind jetzt angemeldet.";',
      status,
    );
    expect(await browser.countByRole('dialog', null)).toBe(0);
    expect(await browser.countText('Angemeldet', header)).toBe(1);
    expect(await loginCookie(browser)).toMatch(/\S/);
    await browser.click(signOut);
    await browser.getByRole('button', 'Anmelden', header);
    expect(await loginCookie(browser)).toBeUndefined();
    expect(await errors(browser)).toEqual([]);
  });

  test('shows the UNAUTHORIZED message for a wrong password', async ({ shopper: browser, webkit }) => {
    await browser.goto(`${webkit.scripts.url}/`);
    await whenReady(browser);
    const dialog = await signIn(browser, 'anna@example.com', 'falsches-Passwort');
    const alert = await browser.getByRole('alert', null, dialog);
    expect(await browser.execute<string>('return arguments[0].textContent;', alert)).toContain('E-Mail-Adresse oder Passwort ist falsch.');
    expect(await loginCookie(browser)).toBeUndefined();
  });
});

test.describe('WebKit: the newsletter sign-up and its outcomes', () => {
  test('signs up in de from the footer, confirms from the mail, and the footer block goes (newsletter-signup)', async ({
    shopper: browser,
    webkit,
  }) => {
    const address = freshAddress('webkit-de');
    await browser.goto(`${webkit.scripts.url}/`);
    await whenReady(browser);
    await recordErrors(browser);
    const block = await footer(browser);
    await browser.type(await browser.getByRole('textbox', 'E-Mail-Adresse', block), address);
    await browser.getByRole('button', 'Rechtliche Hinweise zum Newsletter', block);
    await browser.click(await browser.getByRole('button', 'Abonnieren', block));
    await browser.getByRole('heading', 'Fast geschafft!', block);
    expect(await browser.countText(escape(address), block)).toBe(1);
    expect(await browser.execute<unknown[]>('return JSON.parse(JSON.stringify(window.dataLayer || []));')).toContainEqual({
      event: 'sign_up',
      subject: 'newsletter',
      origin: 'onsite:footer',
      type: 'ga4',
    });
    expect(await errors(browser)).toEqual([]);
    const [mail] = await mailsTo(webkit, address);
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    await browser.goto(behindProxy(webkit, mail?.link ?? ''));
    await whenReady(browser);
    // Opening the link confirms nothing: the button posts, the server answers.
    expect(await browser.queryByRole('heading', 'Vielen Dank – Ihre Anmeldung ist bestätigt!')).toBeNull();
    await browser.markDocument();
    await browser.click(await browser.getByRole('button', 'Anmeldung bestätigen'));
    await browser.waitForNewDocument();
    await browser.getByRole('heading', 'Vielen Dank – Ihre Anmeldung ist bestätigt!');
    await browser.goto(`${webkit.scripts.url}/`);
    await footer(browser);
    expect(await browser.execute<boolean>('return document.querySelector(\'[data-testid="footer-newsletter"]\') === null;')).toBe(true);
  });

  test('shows the cz required texts once the e-mail field has focus, and the proof lists exactly the texts on the screen', async ({
    shopper: browser,
    webkit,
  }) => {
    const address = freshAddress('webkit-proof-cz');
    await browser.goto(`${webkit.scripts.url}/cz/`);
    await whenReady(browser);
    const block = await footer(browser);
    const email = await browser.getByRole('textbox', 'E-mailová adresa', block);
    await browser.execute('arguments[0].focus();', email);
    for (const text of ['Přihlášením potvrzujete, že je vám alespoň 18 let.', 'Jak zpracováváme vaše údaje, se dozvíte v našich'])
      await waitForTextShown(browser, text, block);
    await browser.type(email, address);
    const onScreen = await legalTextsOnScreen(browser, block);
    await browser.click(await browser.getByRole('button', 'Odebírat', block));
    await browser.getByRole('heading', 'Téměř hotovo!', block);
    const [proof] = await proofOf(webkit, address);
    expect(proof?.legalTexts).toEqual(onScreen);
    expect(onScreen.some((shown) => shown.startsWith('Přihlášením potvrzujete, že je vám alespoň 18 let.'))).toBe(true);
  });

  test('fills and sends the AT form with the keyboard only, then lands focus on the success notice (newsletter-keyboard)', async ({
    shopper: browser,
    webkit,
  }) => {
    const address = freshAddress('webkit-keyboard');
    await browser.goto(`${webkit.scripts.url}/at/subscribenewsletter`);
    await whenReady(browser);
    await recordErrors(browser);
    const form = await main(browser);
    await browser.getByRole('heading', 'Newsletter', form);
    await tabTo(browser, 'main input[name="email"]');
    await browser.press(...address);
    await tabTo(browser, 'main select[name="salutation"]', 3);
    await browser.press(KEY.ArrowDown);
    await browser.press(KEY.Tab);
    await browser.press(...'Ida');
    await browser.press(KEY.Tab);
    await browser.press(...'Huber');
    await browser.press(KEY.Tab);
    await browser.press(KEY.Space);
    expect(await checked(browser, await browser.getByRole('checkbox', /persönliche/, form))).toBe(true);
    // The legal notice is open from the start: its button (the island's, awake by now at a shopper's pace) says so, and
    // the age text is there to read before the send.
    await browser.waitFor('the sign-up awake', 'return !!document.querySelector(\'main [data-island="newsletter"][data-hydrated]\');');
    await browser.press(KEY.Tab);
    expect(await browser.execute<string | null>('return document.activeElement?.getAttribute("aria-expanded");')).toBe('true');
    await browser.getByText('Mit der Anmeldung bestätigen Sie, dass Sie mindestens 16 Jahre alt sind.', form);
    await tabTo(browser, 'main button[type="submit"]', 6);
    // Every key typed while the form's parts arrived is there.
    expect(await browser.value(await browser.getByRole('textbox', /E-Mail-Adresse/, form))).toBe(address);
    await browser.press(KEY.Enter);
    await browser.getByRole('heading', 'Fast geschafft!');
    await browser.waitFor('focus on the success notice', 'return document.activeElement?.textContent === "Fast geschafft!";');
    const [mail] = await mailsTo(webkit, address);
    expect(mail?.link).toContain('/newsletter/confirm?token=');
    expect(await errors(browser)).toEqual([]);
  });

  test('shows the translated banner while the service fails and keeps what was typed, then signs up (HU, newsletter-failure)', async ({
    shopper: browser,
    webkit,
  }) => {
    const address = freshAddress('webkit-outage');
    await browser.goto(`${webkit.scripts.url}/hu/subscribenewsletter`);
    await whenReady(browser);
    await setNewsletterOutage(webkit, true);
    try {
      const form = await main(browser);
      const email = await browser.getByRole('textbox', 'E-mail-cím', form);
      await browser.type(email, address);
      const salutation = await browser.getByRole('combobox', 'Megszólítás', form);
      await browser.chooseValue(salutation, 'MR');
      await browser.type(await browser.getByRole('textbox', 'Vezetéknév', form), 'Kovács');
      const firstName = await browser.getByRole('textbox', 'Keresztnév', form);
      await browser.type(firstName, 'Péter');
      await browser.click(await browser.getByRole('button', 'Feliratkozás', form));
      const banner = await browser.getByText(/Technikai okokból a hírlevélre való feliratkozás jelenleg nem lehetséges\./);
      expect(await browser.execute<boolean>('return arguments[0].closest("[role=alert]") !== null;', banner)).toBe(true);
      expect(await browser.value(email)).toBe(address);
      expect(await browser.value(firstName)).toBe('Péter');
      expect(await browser.value(salutation)).toBe('MR');
      expect(await mailsTo(webkit, address)).toEqual([]);
      await setNewsletterOutage(webkit, false);
      await browser.click(await browser.getByRole('button', 'Feliratkozás', form));
      await browser.getByRole('heading', 'Már majdnem kész!');
      expect(await mailsTo(webkit, address)).toHaveLength(1);
    } finally {
      await setNewsletterOutage(webkit, false);
    }
  });

  test('fills the e-mail and hides DNE once Anna signs in through the header, and is anonymous again after she signs out (newsletter-prefill)', async ({
    shopper: browser,
    webkit,
  }) => {
    await browser.goto(`${webkit.scripts.url}/`);
    await whenReady(browser);
    await recordErrors(browser);
    const block = await footer(browser);
    const email = await browser.getByRole('textbox', 'E-Mail-Adresse', block);
    const dne = /persönliche, auf meine Interessen/;
    expect(await browser.value(email)).toBe('');
    // A mark on this document: still there at the end, so nothing was reloaded.
    await browser.execute('window.journeyMark = true;');
    await signIn(browser, 'anna@example.com', 'Kaffee123!');
    await browser.getByRole('button', 'Abmelden', await banner(browser));
    await browser.waitFor('the e-mail prefilled', 'return arguments[0].value === "anna@example.com";', email);
    expect(await browser.countByRole('checkbox', dne, block)).toBe(0);
    await browser.click(await browser.getByRole('button', 'Abmelden', await banner(browser)));
    await browser.getByRole('button', 'Anmelden', await banner(browser));
    await browser.waitFor('the e-mail empty again', 'return arguments[0].value === "";', email);
    await browser.click(email);
    expect(await checked(browser, await browser.getByRole('checkbox', dne, block))).toBe(false);
    expect(await browser.execute<boolean>('return window.journeyMark === true;')).toBe(true);
    expect(await errors(browser)).toEqual([]);
  });
});

test.describe('WebKit: the footer and its controls', () => {
  test('de on desktop: German copy, four columns, the country dropdown with every storefront (footer)', async ({
    shopper: browser,
    webkit,
  }) => {
    await browser.goto(`${webkit.scripts.url}/`);
    await recordErrors(browser);
    const block = await footer(browser);
    expect(await browser.execute<string>('return document.documentElement.lang;')).toBe('de-DE');
    const teasers = await browser.getByRole('navigation', null, block);
    const tops = await browser.execute<number[]>(
      'return [...arguments[0].querySelectorAll("h2")].filter((h) => h.checkVisibility()).map((h) => Math.round(h.getBoundingClientRect().y));',
      teasers,
    );
    expect(tops).toHaveLength(4);
    expect(new Set(tops).size).toBe(1);
    expect(await browser.queryByRole('heading', 'Service & Hilfe', teasers)).not.toBeNull();
    expect(await textShown(browser, '30 Tage Rückgaberecht', block)).toBe(true);
    const dropdown = await browser.getByRole('combobox', 'Land wählen', block);
    expect(await browser.value(dropdown)).toBe('de');
    expect(await browser.execute<string[]>('return [...arguments[0].options].map((o) => o.value);', dropdown)).toEqual([
      'cz',
      'de',
      'hu',
      'at',
      'pl',
      'ch',
      'sk',
      'ch_fr',
      'tr',
    ]);
    expect(await errors(browser)).toEqual([]);
  });

  test('on a phone: closed disclosures whose links show once opened, no country dropdown (footer)', async ({
    shopper: browser,
    webkit,
  }) => {
    await browser.resize(390, 844);
    await browser.goto(`${webkit.scripts.url}/`);
    const block = await footer(browser);
    const groups = await browser.getByRole('navigation', null, block);
    const summaries = await browser.waitFor<ElementRef[]>(
      'the footer groups as disclosures',
      'const s = [...arguments[0].querySelectorAll("summary")].filter((e) => e.checkVisibility()); return s.length ? s : null;',
      groups,
    );
    expect(summaries).toHaveLength(4);
    const [first] = summaries;
    if (!first) throw new Error('No footer group.');
    expect(await browser.execute<string>('return arguments[0].textContent;', first)).toBe('Service & Hilfe');
    expect(await browser.queryByRole('combobox', null, block)).toBeNull();
    const links = () =>
      browser.execute<number>(
        'return [...arguments[0].parentElement.querySelectorAll("a")].filter((a) => a.checkVisibility()).length;',
        first,
      );
    expect(await links()).toBe(0);
    await browser.click(first);
    expect(await browser.execute<boolean>('return arguments[0].parentElement.open;', first)).toBe(true);
    expect(await links()).toBeGreaterThan(0);
  });

  test('opens the consent platform’s settings from "Cookie-Einstellungen" and stores the choice in a cookie (footer)', async ({
    shopper: browser,
    webkit,
  }) => {
    await browser.goto(`${webkit.scripts.url}/`);
    await whenReady(browser);
    await browser.click(await browser.getByRole('button', 'Cookie-Einstellungen', await footer(browser)));
    const dialog = await browser.getByRole('dialog', 'Cookie-Einstellungen');
    expect(
      await browser.execute<boolean>(
        'return arguments[0].disabled;',
        await browser.getByRole('checkbox', 'Notwendig (immer aktiv)', dialog),
      ),
    ).toBe(true);
    await browser.click(await browser.getByRole('checkbox', 'Statistik', dialog));
    await browser.click(await browser.getByRole('button', 'Auswahl speichern', dialog));
    const status = await browser.getByText('Ihre Auswahl wurde gespeichert.');
    expect(await browser.execute<boolean>('return arguments[0].closest("[role=status]") !== null;', status)).toBe(true);
    expect((await browser.cookies()).find((cookie) => cookie.name === 'cookieConsent')?.value).toBe(
      encodeURIComponent('necessary,statistics'),
    );
  });

  test('the view changer is its form: the server sets the view and answers the same page; no runtime is fetched (no-code-controls)', async ({
    shopper: browser,
    webkit,
  }) => {
    const scriptsFetched = () =>
      browser.execute<string[]>(
        'return performance.getEntriesByType("resource").filter((e) => e.initiatorType === "script" || /\\.js$/.test(e.name)).map((e) => new URL(e.name).pathname);',
      );
    const platform = () => browser.execute<string | null>('return document.documentElement.getAttribute("data-platform");');
    await browser.resize(390, 844);
    await browser.goto(`${webkit.scripts.url}/at/contact`);
    await whenReady(browser);
    await browser.markDocument();
    await browser.click(await browser.getByRole('button', 'Zur Desktop-Ansicht', await footer(browser)));
    await browser.waitForNewDocument();
    expect(await platform()).toBe('classic');
    expect(await browser.url()).toBe(`${webkit.scripts.url}/at/contact`);
    await whenReady(browser);
    const first = await scriptsFetched();
    await browser.execute('arguments[0].focus();', await browser.getByRole('button', 'Zur mobilen Ansicht', await footer(browser)));
    await browser.markDocument();
    await browser.press(KEY.Enter);
    await browser.waitForNewDocument();
    expect(await platform()).toBe('smartphone');
    await whenReady(browser);
    expect([...first, ...(await scriptsFetched())].filter((path) => /runtime|view-changer/.test(path))).toEqual([]);
    expect(first.length).toBeGreaterThan(0);
  });
});

test.describe('WebKit: the newsletter widget on a partner page (partner-widget)', () => {
  /** The widget's own tree (a shadow root): its first element, where the shopper's controls are. */
  const widgetOf = (browser: WebKitSession, country: string) =>
    browser.waitFor<ElementRef>(
      `the ${country} widget`,
      'const root = document.querySelector(`storefront-newsletter[country="${arguments[0]}"]`)?.shadowRoot; return root?.querySelector("form")?.parentElement ?? null;',
      country,
    );

  test('keeps what was typed when the page moves the widget, and starts again when the page puts it back later', async ({
    shopper: browser,
    webkit,
  }) => {
    await browser.goto(`${webkit.emulator.partnerUrl ?? ''}/?country=de`);
    await recordErrors(browser);
    await browser.type(await browser.getByRole('textbox', 'E-Mail-Adresse', await widgetOf(browser, 'de')), 'moved@example.org');
    // A single-page host moves the element: the same widget, with what the visitor typed.
    await browser.execute('document.querySelector("main").append(document.querySelector(\'storefront-newsletter[country="de"]\'));');
    expect(await browser.value(await browser.getByRole('textbox', 'E-Mail-Adresse', await widgetOf(browser, 'de')))).toBe(
      'moved@example.org',
    );
    // Taken out of the page and put back once it has let go (its data-hydrated mark gone): it renders afresh.
    await browser.waitFor(
      'the widget awake',
      'return document.querySelector(\'storefront-newsletter[country="de"]\').hasAttribute("data-hydrated");',
    );
    await browser.execute('window.__widget = document.querySelector(\'storefront-newsletter[country="de"]\'); window.__widget.remove();');
    await browser.waitFor('the widget let go', 'return !window.__widget.hasAttribute("data-hydrated");');
    await browser.execute('document.querySelector("main").prepend(window.__widget);');
    const widget = await widgetOf(browser, 'de');
    await browser.getByRole('button', 'Abonnieren', widget);
    expect(await browser.value(await browser.getByRole('textbox', 'E-Mail-Adresse', widget))).toBe('');
    expect(await errors(browser)).toEqual([]);
  });

  test('says at once, in its language, that a site the shop does not list cannot sign up', async ({ shopper: browser, webkit }) => {
    // The partner page, copied to an origin that is not on the shop's list of embedding origins (another port).
    const partnerHtml = await (await fetch(`${webkit.emulator.partnerUrl ?? ''}/`)).text();
    const server = createServer((request, response) => {
      if (request.url === '/') response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(partnerHtml);
      else response.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      await browser.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const said = (country: string, text: string) =>
        browser.waitFor(
          `the ${country} widget's refusal`,
          'const root = document.querySelector(`storefront-newsletter[country="${arguments[0]}"]`)?.shadowRoot; return !!root && root.textContent.includes(arguments[1]) && root.querySelectorAll("input:not([type=hidden])").length === 0;',
          country,
          text,
        );
      await said('de', 'Auf dieser Seite ist die Anmeldung zum Newsletter von Bohne & Haus leider nicht möglich.');
      await said('hu', 'Ezen az oldalon sajnos nem lehet feliratkozni a Bohne & Haus hírlevelére.');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
