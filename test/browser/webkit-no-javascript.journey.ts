import { freshAddress } from './support/newsletter';
import { KEY, type WebKitSession } from './support/webdriver';
import { answerInView, expect, loaderRan, mailsTo, tabThroughFurtherFields, tabTo, test, waitForTextShown } from './support/webkit';

/**
 * WebKit without JavaScript (no-javascript, keyboard and partner-widget journeys): a MiniBrowser whose pages run no
 * script of their own (`--enable-javascript-markup=false`) and which has no invoker commands either. The server's HTML
 * must do: forms, `<details>` and links.
 */

const main = (browser: WebKitSession) => browser.getByRole('main', null);
const footer = (browser: WebKitSession) => browser.getByRole('contentinfo', null);
const SAVED = 'Ihre Einstellungen wurden gespeichert.';
const UNSUBSCRIBED = 'Sie haben den Newsletter abbestellt. Wir senden Ihnen keine Newsletter mehr.';

/** Sends a form with a click and waits for the page that answers it. */
const send = async (browser: WebKitSession, button: Parameters<WebKitSession['click']>[0]): Promise<void> => {
  await browser.markDocument();
  await browser.click(button);
  await browser.waitForNewDocument();
};

test.describe('WebKit: the storefront without JavaScript', () => {
  test('the sign-up: Tab from the empty e-mail field goes on into the further fields, which stay (keyboard)', async ({
    scriptless: browser,
    webkit,
  }) => {
    await browser.goto(`${webkit.emulator.url}/subscribenewsletter`);
    const form = await main(browser);
    await browser.getByRole('heading', 'Newsletter', form);
    await tabTo(browser, 'main input[name="email"]');
    await tabThroughFurtherFields(browser, form);
    expect(await loaderRan(browser)).toBe(false);
  });

  test('the country dropdown: its button goes to the country chosen with the keyboard (keyboard)', async ({
    scriptless: browser,
    webkit,
  }) => {
    await browser.goto(`${webkit.emulator.url}/`);
    const chosen = await browser.execute<string>(
      'const s = document.getElementById("footer-country"); return s.options[s.selectedIndex + 1].value;',
    );
    await tabTo(browser, '#footer-country');
    await browser.press(KEY.ArrowDown);
    expect(await browser.url()).toBe(`${webkit.emulator.url}/`);
    await browser.press(KEY.Tab);
    expect(await browser.execute<string>('return document.activeElement.textContent.trim();')).toBe('Land wechseln');
    expect(await browser.execute<string>('return document.getElementById("footer-country").value;')).toBe(chosen);
    await browser.press(KEY.Enter);
    await browser.waitForPage(new RegExp(`/${chosen}/$`));
  });

  test('signs in from the header through the sign-in page (a link: no script, no invoker commands), is told a wrong password, and signs out', async ({
    scriptless: browser,
    webkit,
  }) => {
    await browser.resize(390, 844);
    await browser.goto(`${webkit.emulator.url}/at/`);
    await browser.click(await browser.getByRole('button', 'Anmelden', await browser.getByRole('banner', null)));
    await browser.waitForPage(/\/at\/signin$/);
    let form = await main(browser);
    await browser.type(await browser.getByRole('textbox', 'E-Mail-Adresse', form), 'ben@example.com');
    await browser.type(await browser.getByLabel(/^Passwort\*?$/, form), 'falsch');
    await send(browser, await browser.getByRole('button', 'Anmelden', form));
    form = await main(browser);
    await waitForTextShown(browser, 'E-Mail-Adresse oder Passwort ist falsch.', form);
    expect(await browser.value(await browser.getByRole('textbox', 'E-Mail-Adresse', form))).toBe('ben@example.com');
    const password = await browser.getByLabel(/^Passwort\*?$/, form);
    await browser.clear(password);
    await browser.type(password, 'Bohne2024!');
    await browser.click(await browser.getByRole('button', 'Anmelden', form));
    await browser.waitForPage(/\/at\/$/);
    const banner = await browser.getByRole('banner', null);
    expect(await browser.queryByText('Angemeldet', banner)).not.toBeNull();
    // "Abmelden" is a form: it signs out without JavaScript too.
    await send(browser, await browser.getByRole('button', 'Abmelden', banner));
    const after = await browser.getByRole('banner', null);
    await browser.getByRole('button', 'Anmelden', after);
    expect(await browser.countText('Angemeldet', after)).toBe(0);
    expect((await browser.cookies()).map((cookie) => cookie.name)).not.toContain('LoginToken');
  });

  test('opens the DE preferences page filled by the server, saves name and topics and unsubscribes; the mail link confirms only with its button', async ({
    scriptless: browser,
    webkit,
  }) => {
    const address = freshAddress('webkit-nojs-prefs');
    await browser.goto(`${webkit.emulator.url}/`);
    const block = await footer(browser);
    await browser.type(await browser.getByRole('textbox', 'E-Mail-Adresse', block), address);
    await send(browser, await browser.getByRole('button', 'Abonnieren', block));
    await browser.getByRole('heading', 'Fast geschafft!');
    // The browser goes to the answer (the fragment) once it has parsed it, a moment after its text shows.
    await expect.poll(() => answerInView(browser, 'Fast geschafft!')).toBe('in view');
    const [mail] = await mailsTo(webkit, address);
    if (!mail) throw new Error('No confirmation mail.');
    await browser.goto(mail.link);
    await browser.getByRole('button', 'Anmeldung bestätigen');
    expect(await browser.queryByRole('heading', 'Vielen Dank – Ihre Anmeldung ist bestätigt!')).toBeNull();
    await send(browser, await browser.getByRole('button', 'Anmeldung bestätigen'));
    await browser.getByRole('heading', 'Vielen Dank – Ihre Anmeldung ist bestätigt!');
    await browser.markDocument();
    await browser.click(await browser.getByRole('link', 'Themen auswählen'));
    await browser.waitForNewDocument();

    // Loaded by the server: the subscriber's address and the form.
    let form = await main(browser);
    await waitForTextShown(browser, address, form);
    await browser.type(await browser.getByRole('textbox', 'Vorname', form), 'Ida');
    await browser.click(await browser.getByRole('checkbox', 'Kaffee', await browser.getByRole('group', 'Themen', form)));
    await send(browser, await browser.getByRole('button', 'Einstellungen speichern', form));
    await browser.getByText(SAVED);
    await expect.poll(() => answerInView(browser, SAVED)).toBe('in view');
    // Saved at the service: the page opened again shows the values.
    const page = (await browser.url()).split('#')[0] ?? '';
    await browser.goto(page);
    form = await main(browser);
    expect(await browser.value(await browser.getByRole('textbox', 'Vorname', form))).toBe('Ida');
    const coffee = await browser.getByRole('checkbox', 'Kaffee', await browser.getByRole('group', 'Themen', form));
    expect(await browser.execute<boolean>('return arguments[0].checked;', coffee)).toBe(true);

    await send(browser, await browser.getByRole('button', 'Newsletter abbestellen', form));
    await browser.getByText(UNSUBSCRIBED);
    expect(await browser.queryByRole('button', 'Einstellungen speichern')).toBeNull();
    // The link opened again later confirms the unsubscribe.
    await browser.goto(page);
    await browser.getByText(UNSUBSCRIBED);
    expect(await browser.queryByRole('button', 'Einstellungen speichern')).toBeNull();
  });

  test('answers an invalid DE address with the message, keeping what was typed', async ({ scriptless: browser, webkit }) => {
    await browser.goto(`${webkit.emulator.url}/subscribenewsletter`);
    await browser.type(await browser.getByRole('textbox', 'E-Mail-Adresse', await main(browser)), 'anna@beispiel');
    await send(browser, await browser.getByRole('button', 'Abonnieren', await main(browser)));
    await browser.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    expect(await browser.value(await browser.getByRole('textbox', 'E-Mail-Adresse', await main(browser)))).toBe('anna@beispiel');
  });

  test('switches to the desktop view and back with the footer’s view switch (a form the server answers)', async ({
    scriptless: browser,
    webkit,
  }) => {
    const platform = () => browser.execute<string | null>('return document.documentElement.getAttribute("data-platform");');
    await browser.resize(390, 844);
    await browser.goto(`${webkit.emulator.url}/at/contact`);
    await send(browser, await browser.getByRole('button', 'Zur Desktop-Ansicht', await footer(browser)));
    expect(await platform()).toBe('classic');
    expect(await browser.url()).toBe(`${webkit.emulator.url}/at/contact`);
    await send(browser, await browser.getByRole('button', 'Zur mobilen Ansicht', await footer(browser)));
    expect(await platform()).toBe('smartphone');
    expect((await browser.cookies()).find((cookie) => cookie.name === 'platform')?.value).toBe('smartphone');
  });

  test('shows every footer link on a wide screen, and follows one to its content page', async ({ scriptless: browser, webkit }) => {
    await browser.goto(`${webkit.emulator.url}/`);
    const block = await footer(browser);
    expect(await browser.queryByRole('link', 'Impressum', block)).not.toBeNull();
    expect(await browser.queryByRole('link', 'Instagram', block)).not.toBeNull();
    await browser.click(await browser.getByRole('link', 'Kaffeebohnen', block));
    await browser.waitForPage(/kaffeebohnen-c400000101\.html$/);
    expect(await browser.execute<string>('return document.querySelector("h1").textContent;')).toBe('Inhaltsseite');
  });

  test('the partner page’s fallback form signs up through the shop’s sign-up page, legal texts first (partner-widget)', async ({
    scriptless: browser,
    webkit,
  }) => {
    const address = freshAddress('webkit-partner-nojs');
    await browser.goto(`${webkit.emulator.partnerUrl ?? ''}/`);
    // The widget's own tree (its declarative shadow root): found as the shopper sees it, inside it.
    const widget = await browser.waitFor<Parameters<WebKitSession['click']>[0]>(
      'the Hungarian widget',
      'const root = document.querySelector(\'storefront-newsletter[country="hu"]\')?.shadowRoot; return root?.querySelector("form") ?? null;',
    );
    await browser.type(await browser.getByRole('textbox', 'E-mail-cím', widget), address);
    await browser.click(await browser.getByRole('button', 'Feliratkozás a hírlevélre', widget));
    // On the shop's Hungarian sign-up page, at the answer (focused, so a screen reader starts there).
    await browser.waitForPage(/\/hu\/subscribenewsletter#newsletter-answer$/);
    await waitForTextShown(browser, 'Kérjük, olvassa el az alábbi tájékoztatást');
    expect(await browser.execute<string>('return document.activeElement?.id;')).toBe('newsletter-answer');
    const form = await main(browser);
    await browser.chooseValue(await browser.getByRole('combobox', 'Megszólítás', form), 'MRS');
    await browser.type(await browser.getByRole('textbox', 'Vezetéknév', form), 'Nagy');
    await browser.type(await browser.getByRole('textbox', 'Keresztnév', form), 'Zsófia');
    expect(await browser.value(await browser.getByRole('textbox', 'E-mail-cím', form))).toBe(address);
    await send(browser, await browser.getByRole('button', 'Feliratkozás', form));
    await browser.getByRole('heading', 'Már majdnem kész!');
    expect(await mailsTo(webkit, address)).toHaveLength(1);
  });
});
