import type { BrowserContext, Locator, Page } from '@playwright/test';
import { each, expect, test } from './support/fixtures';
import { baseUrl, launch, type Session } from './support/browser';
import { freshAddress, legalTextsOnScreen, mailsTo, proofOf } from './support/newsletter';

/** A shopper whose browser runs no script (blocked, failed download, or a crawler): the server's HTML must do. */
test.describe('the storefront without JavaScript', () => {
  let session: Session;
  let context: BrowserContext;

  test.beforeAll(async () => {
    // The project (js-off, second-runtime) turns JavaScript off for the whole context.
    session = await launch();
    context = session.context;
  });
  test.afterAll(async () => {
    await session.close();
  });

  const open = async (path: string, width: number): Promise<Page> => {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${baseUrl()}${path}`);
    return page;
  };

  /**
   * Without JavaScript the sign-up form shows its further fields, the legal notice, the age and privacy texts as soon as
   * the email field has focus (CSS), so one press sends what the shopper could read.
   */
  const press = async (page: Page, scope: 'contentinfo' | 'main', submit: string): Promise<void> => {
    await page.getByRole(scope).getByRole('button', { name: submit }).click();
  };

  /** A page answering a posted form starts at the answer: focused and in view, not at the top of the page. */
  const answerInView = (page: Page, text: string): Promise<string> =>
    page.evaluate((text) => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return 'the focus is on the page, not the answer';
      if (!focused.textContent?.includes(text)) return `the focus is on ${focused.outerHTML.slice(0, 120)}`;
      const box = focused.getBoundingClientRect();
      return box.top > -2 && box.top < window.innerHeight ? 'in view' : `out of view (top ${Math.round(box.top)} px)`;
    }, text);

  // (That <noscript> renders as markup here: the staff notice below.)
  test('is a browser that runs none of the page’s scripts: the loader never wakes, and `scripting: none` matches', async () => {
    const page = await open('/', 1440);
    const seen = await page.evaluate(() => ({
      scripting: matchMedia('(scripting: none)').matches ? 'none' : 'enabled',
      ready: document.documentElement.hasAttribute('data-ready'),
    }));
    expect(seen).toEqual({ scripting: 'none', ready: false });
    // The cookie-settings entry (a script's button) is left out by `@media (scripting: none)`.
    expect(await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).isVisible()).toBe(false);
  });

  each([1440, 1024])('shows the footer groups as headings with their links at %i px, with no disclosure to tab through', async (width) => {
    const page = await open('/', width);
    const footer = page.getByRole('contentinfo');
    for (const name of ['Service & Hilfe', 'Zahlungsarten', 'Versand & Rückgabe', 'Beliebte Kategorien'])
      await expect(footer.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(footer.locator('summary:visible')).toHaveCount(0);
    // At phone width the same groups are disclosures again.
    await page.setViewportSize({ width: 375, height: 900 });
    await expect(footer.locator('summary:visible')).toHaveCount(5);
  });

  test('shows every footer link on a wide screen, and follows one to its content page', async () => {
    const page = await open('/', 1440);
    const footer = page.getByRole('contentinfo');
    const link = footer.getByRole('link', { name: 'Kaffeebohnen' });
    expect(await link.isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: 'Impressum' }).isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: 'Instagram' }).isVisible()).toBe(true);
    await link.click();
    await page.waitForURL(/kaffeebohnen-c400000101\.html$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Inhaltsseite');
  });

  test('lets a phone user open a collapsed footer group and follow its links', async () => {
    const page = await open('/at/', 375);
    const footer = page.getByRole('contentinfo');
    const contact = footer.getByRole('link', { name: /Kontaktformular/ });
    expect(await contact.isVisible()).toBe(false);
    await footer.locator('summary', { hasText: 'Service & Hilfe' }).click();
    expect(await contact.isVisible()).toBe(true);
    await contact.click();
    // The storefront's address keeps the storefront: the Austrian shop's content page.
    await page.waitForURL(`${baseUrl()}/at/contact`);
    expect(await page.locator('html').getAttribute('lang')).toBe('de-AT');
  });

  test('lets a phone user with the mobile-view cookie (platform=smartphone) open a footer group too', async () => {
    await context.addCookies([{ name: 'platform', value: 'smartphone', url: baseUrl() }]);
    try {
      const page = await open('/at/', 375);
      const footer = page.getByRole('contentinfo');
      const contact = footer.getByRole('link', { name: /Kontaktformular/ });
      expect(await contact.isVisible()).toBe(false);
      await footer.locator('summary', { hasText: 'Service & Hilfe' }).click();
      expect(await contact.isVisible()).toBe(true);
    } finally {
      await context.clearCookies();
    }
  });

  test('switches to the desktop view and back with the footer’s view switch (a form the server answers)', async () => {
    const page = await open('/at/contact', 375);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Zur Desktop-Ansicht' }).click();
    // The same page again, laid out for the chosen view by the platform cookie the server set.
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'classic');
    expect(page.url()).toBe(`${baseUrl()}/at/contact`);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Zur mobilen Ansicht' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'smartphone');
    expect((await context.cookies()).find((cookie) => cookie.name === 'platform')?.value).toBe('smartphone');
    await context.clearCookies({ name: 'platform' });
    await page.close();
  });

  test('switches the storefront with the country form', async () => {
    const page = await open('/', 1440);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('combobox', { name: 'Land wählen' }).selectOption('hu');
    await footer.getByRole('button', { name: 'Land wechseln' }).click();
    await page.waitForURL(`${baseUrl()}/hu/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('hu-HU');
    expect(await page.getByRole('contentinfo').getByRole('combobox', { name: 'Ország kiválasztása' }).inputValue()).toBe('hu');
  });

  test('signs up for the DE newsletter from the footer and says a mail is on its way', async () => {
    const page = await open('/', 1440);
    const email = freshAddress('nojs-de');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
    await press(page, 'contentinfo', 'Abonnieren');
    await page.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    // The browser goes to the answer (the fragment) once it has parsed it, a moment after its text shows.
    await expect.poll(() => answerInView(page, 'Fast geschafft!')).toBe('in view');
    expect(await page.getByText(email).count()).toBeGreaterThan(0);
    expect((await mailsTo(page, email)).length).toBe(1);
    // The service's one cookie reached the browser: the shopper is known as a subscriber on the next page.
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('NewsletterSubscriber');
  });

  test('answers an invalid DE address with the message, keeping what was typed', async () => {
    const page = await open('/subscribenewsletter', 1024);
    const field = page.getByRole('main').getByRole('textbox', { name: 'E-Mail-Adresse' });
    await field.fill('anna@beispiel');
    await press(page, 'main', 'Abonnieren');
    await page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').waitFor();
    expect(await page.getByRole('main').getByRole('textbox', { name: 'E-Mail-Adresse' }).inputValue()).toBe('anna@beispiel');
  });

  test("answers a HU visitor's invalid address and missing salutation and names in Hungarian, then signs up", async () => {
    const page = await open('/hu/subscribenewsletter', 1024);
    const main = page.getByRole('main');
    const email = freshAddress('nojs-hu');
    await main.getByRole('textbox', { name: 'E-mail-cím' }).fill('zsofia@');
    await press(page, 'main', 'Feliratkozás');
    await page.getByText('Kérjük, adjon meg egy érvényes e-mail-címet.').waitFor();
    await page.getByRole('main').getByRole('textbox', { name: 'E-mail-cím' }).fill(email);
    await page.getByRole('main').getByRole('button', { name: 'Feliratkozás' }).click();
    await page.getByText('A megszólítás megadása kötelező.').waitFor();
    const answer = page.getByRole('main');
    // The legal notice is open to read: without JavaScript its panel's button could not open it.
    // (A heading, not a toggle: without JavaScript a panel's button could not close it either.)
    expect(await answer.getByRole('heading', { name: 'Jogi tudnivalók a hírlevélről' }).isVisible()).toBe(true);
    expect(await answer.getByText('Hírlevelünk e-mailben tájékoztatja', { exact: false }).first().isVisible()).toBe(true);
    expect(await answer.getByRole('textbox', { name: 'E-mail-cím' }).inputValue()).toBe(email);
    await answer.getByRole('combobox', { name: 'Megszólítás' }).selectOption('MRS');
    await answer.getByRole('textbox', { name: 'Vezetéknév' }).fill('Nagy');
    await answer.getByRole('textbox', { name: 'Keresztnév' }).fill('Zsófia');
    await answer.getByRole('button', { name: 'Feliratkozás' }).click();
    await page.getByRole('heading', { name: 'Már majdnem kész!' }).waitFor();
    expect((await mailsTo(page, email)).length).toBe(1);
  });

  /** What a shopper reads and presses on the way from sign-up to the preferences page, in one storefront's language. */
  interface PreferencesShop {
    readonly home: string;
    readonly emailLabel: string;
    readonly signUp: string;
    readonly signedUp: string;
    readonly confirmButton: string;
    readonly confirmed: string;
    readonly preferencesLink: string;
    readonly firstName: string;
    readonly topics: string;
    readonly topic: string;
    readonly save: string;
    readonly saved: string;
    readonly unsubscribe: string;
    readonly unsubscribed: string;
  }
  const PREFERENCES_SHOPS: ReadonlyArray<[string, PreferencesShop]> = [
    [
      'DE',
      {
        home: '/',
        emailLabel: 'E-Mail-Adresse',
        signUp: 'Abonnieren',
        signedUp: 'Fast geschafft!',
        confirmButton: 'Anmeldung bestätigen',
        confirmed: 'Vielen Dank – Ihre Anmeldung ist bestätigt!',
        preferencesLink: 'Themen auswählen',
        firstName: 'Vorname',
        topics: 'Themen',
        topic: 'Kaffee',
        save: 'Einstellungen speichern',
        saved: 'Ihre Einstellungen wurden gespeichert.',
        unsubscribe: 'Newsletter abbestellen',
        unsubscribed: 'Sie haben den Newsletter abbestellt. Wir senden Ihnen keine Newsletter mehr.',
      },
    ],
    [
      'PL',
      {
        home: '/pl/',
        emailLabel: 'Adres e-mail',
        signUp: 'Zapisz się',
        signedUp: 'Prawie gotowe!',
        confirmButton: 'Potwierdź subskrypcję',
        confirmed: 'Dziękujemy – Twoja subskrypcja została potwierdzona!',
        preferencesLink: 'Wybierz tematy',
        firstName: 'Imię',
        topics: 'Tematy',
        topic: 'Kawa',
        save: 'Zapisz ustawienia',
        saved: 'Twoje ustawienia zostały zapisane.',
        unsubscribe: 'Wypisz się z newslettera',
        unsubscribed: 'Wypisano Cię z newslettera. Nie będziemy już wysyłać Ci newsletterów.',
      },
    ],
  ];

  each(PREFERENCES_SHOPS)(
    'opens the %s preferences page filled by the server, saves name and topics and unsubscribes, in its language',
    async (country, shop) => {
      // A confirmed subscriber no longer sees the footer's sign-up: start as a new visitor.
      await context.clearCookies();
      const page = await open(shop.home, 1440);
      const email = freshAddress(`nojs-prefs-${country.toLowerCase()}`);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('textbox', { name: shop.emailLabel }).fill(email);
      await press(page, 'contentinfo', shop.signUp);
      await page.getByRole('heading', { name: shop.signedUp }).waitFor();
      const [mail] = await mailsTo(page, email);
      if (!mail) throw new Error('No confirmation mail.');
      await page.goto(mail.link);
      await page.getByRole('button', { name: shop.confirmButton }).click();
      await page.getByRole('heading', { level: 1, name: shop.confirmed }).waitFor();
      await page.getByRole('link', { name: shop.preferencesLink }).click();

      // Loaded by the server: the subscriber's address and the form, no "needs JavaScript" and no "loading".
      const main = page.getByRole('main');
      await main.getByText(email).waitFor();
      await main.getByRole('textbox', { name: shop.firstName }).fill('Ida');
      await main.getByRole('group', { name: shop.topics }).getByRole('checkbox', { name: shop.topic }).check();
      await main.getByRole('button', { name: shop.save }).click();
      await page.getByText(shop.saved).waitFor();
      await expect.poll(() => answerInView(page, shop.saved)).toBe('in view');
      // Saved at the service: the page opened again (a GET, without the answer's fragment) shows the values.
      await page.goto(page.url().split('#')[0] ?? page.url());
      expect(await page.getByRole('main').getByRole('textbox', { name: shop.firstName }).inputValue()).toBe('Ida');
      expect(
        await page.getByRole('main').getByRole('group', { name: shop.topics }).getByRole('checkbox', { name: shop.topic }).isChecked(),
      ).toBe(true);

      await page.getByRole('main').getByRole('button', { name: shop.unsubscribe }).click();
      await page.getByText(shop.unsubscribed).waitFor();
      expect(await page.getByRole('main').getByRole('button', { name: shop.save }).count()).toBe(0);
      // The link opened again later confirms the unsubscribe (not "the link may have expired").
      await page.goto(page.url().split('#')[0] ?? page.url());
      await expect(page.getByRole('main').getByText(shop.unsubscribed)).toBeVisible();
      expect(await page.getByRole('main').getByRole('button', { name: shop.save }).count()).toBe(0);
    },
  );

  test('does not confirm on opening the mail link, but with the confirm button', async () => {
    const page = await open('/', 1440);
    const email = freshAddress('nojs-confirm');
    await page.getByRole('contentinfo').getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
    await press(page, 'contentinfo', 'Abonnieren');
    await page.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    const [mail] = await mailsTo(page, email);
    if (!mail) throw new Error('No confirmation mail.');
    await page.goto(mail.link);
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Vielen Dank – Ihre Anmeldung ist bestätigt!' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vielen Dank – Ihre Anmeldung ist bestätigt!' }).waitFor();
  });

  test('shows no control that would do nothing: no cookie-settings button, whole texts and panels instead of toggles', async () => {
    const home = await open('/', 1440);
    const legal = home.getByRole('navigation', { name: 'Rechtliche Hinweise' });
    expect(await legal.getByRole('link', { name: 'Impressum' }).isVisible()).toBe(true);
    expect(await home.getByRole('button', { name: 'Cookie-Einstellungen' }).isVisible()).toBe(false);

    const catalogue = await open('/components', 1440);
    // The catalogue's own stylesheet is in the page (its demo islands' chunks bring it): the demos sit beside their contents.
    const contents = catalogue.getByRole('navigation', { name: 'Komponenten' });
    expect(await contents.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    // The text slider's whole text, without its toggle.
    const slider = catalogue.locator('#text-slider');
    expect(await slider.getByRole('button', { name: 'Mehr anzeigen' }).isVisible()).toBe(false);
    const text = slider.getByText('bevor sie verpackt und frisch zu Ihnen geschickt wird').first();
    expect(await text.isVisible()).toBe(true);
    // Every expansion panel's content, the collapsed ones too.
    for (const panel of ['Rückgabe', 'Zahlung']) {
      const content = catalogue
        .locator('#expansion')
        .getByText(panel === 'Rückgabe' ? 'innerhalb von 30 Tagen' : 'PayPal')
        .first();
      expect(await content.isVisible(), panel).toBe(true);
    }
    // No button that needs a script: panel toggles, modal openers, a banner's close. What is left sends a form.
    const dead = await catalogue.evaluate(() =>
      [...document.querySelectorAll('#notifications button, #expansion button, #modal button')]
        .filter((button) => button instanceof HTMLButtonElement && button.checkVisibility() && !(button.type === 'submit' && button.form))
        .map((button) => button.textContent?.trim() || button.getAttribute('aria-label') || button.outerHTML.slice(0, 80)),
    );
    expect(dead).toEqual([]);
    // The panels' titles are still there, as headings over their content.
    expect(await catalogue.locator('#expansion').getByRole('heading', { name: 'Rückgabe' }).first().isVisible()).toBe(true);
  });

  test('tells staff in the header that the preview panel needs JavaScript, instead of showing nothing', async () => {
    // Staff sign in on the emulator's control page, which the entry on a second runtime does not serve.
    test.skip(test.info().project.name === 'second-runtime', 'the staff sign-in is on the emulator, beside the Node entry');
    const page = await open('/emulator/', 1440);
    const form = page.locator('form[action="/emulator/api/staff/login"]');
    await form.getByLabel('User name').fill('staff');
    await form.getByLabel('Password').fill('preview123');
    await form.getByRole('button', { name: 'Sign in as staff' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    // (Inside <noscript>, which Playwright's text locators pass over: found by its class.)
    const notice = page.getByRole('banner').locator('.site-header__notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('the preview panel needs JavaScript');
    // A shopper gets no such line.
    await context.clearCookies();
    await page.reload();
    await expect(page.getByRole('banner').locator('.site-header__notice')).toHaveCount(0);
    await page.close();
  });

  test('signs in from the header, a link to the sign-in page that needs neither script nor invoker commands (the message for a wrong password there), and out again', async () => {
    const page = await open('/at/', 375);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/at\/signin$/);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('ben@example.com');
    await main.getByLabel(/^Passwort\*?$/).fill('falsch');
    await main.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/at\/signin$/);
    await main.getByText('E-Mail-Adresse oder Passwort ist falsch.', { exact: false }).waitFor();
    expect(await main.getByRole('textbox', { name: 'E-Mail-Adresse' }).inputValue()).toBe('ben@example.com');
    await main.getByLabel(/^Passwort\*?$/).fill('Bohne2024!');
    await main.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/at\/$/);
    expect(await page.getByRole('banner').getByText('Angemeldet').isVisible()).toBe(true);
    // "Abmelden" is a form: it signs out without JavaScript too.
    await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await page.getByRole('banner').getByText('Angemeldet').count()).toBe(0);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('LoginToken');
  });

  /** Storefronts whose legal notice holds texts the service requires before a sign-up (CZ, SK: 18 years; TR: 14 days). */
  const REQUIRED = [
    {
      path: '/cz/',
      emailLabel: 'E-mailová adresa',
      submit: 'Odebírat',
      successTitle: 'Téměř hotovo!',
      required: ['Přihlášením potvrzujete, že je vám alespoň 18 let.', 'Jak zpracováváme vaše údaje, se dozvíte v našich'],
    },
    {
      path: '/sk/',
      emailLabel: 'E-mailová adresa',
      submit: 'Odoberať',
      successTitle: 'Takmer hotovo!',
      required: ['Prihlásením potvrdzujete, že máte aspoň 18 rokov.', 'Ako spracúvame vaše údaje, sa dozviete v našich'],
    },
    {
      path: '/tr/',
      emailLabel: 'E-posta adresi',
      submit: 'Abone ol',
      successTitle: 'Neredeyse tamam!',
      required: [
        'Abone olarak en az 16 yaşında olduğunuzu onaylarsınız.',
        'Kaydınızı 14 gün içinde onaylamazsanız verileriniz silinir.',
        'Verilerinizin nasıl işlendiğini',
      ],
      fill: async (footer: Locator) => {
        await footer.getByRole('textbox', { name: 'Ad', exact: true }).fill('Ayşe');
        await footer.getByRole('textbox', { name: 'Soyad' }).fill('Yılmaz');
        await footer.getByRole('checkbox', { name: /Ticari elektronik ileti/ }).check();
      },
    },
  ];

  each(REQUIRED)(
    'shows a $path shopper the required texts and the offers box once the email field has focus, and the proof lists exactly the texts on the screen',
    async (shop) => {
      // A shopper who never signed up (the sign-ups above made this browser a known subscriber).
      await context.clearCookies();
      const page = await open(shop.path, 375);
      const email = freshAddress('nojs-proof');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('textbox', { name: shop.emailLabel }).focus();
      // The field has focus: the browser shows the rest of the form, nothing is sent yet.
      for (const text of shop.required) expect(await footer.getByText(text, { exact: false }).first().isVisible(), text).toBe(true);
      expect(await footer.getByRole('checkbox').first().isVisible()).toBe(true);
      await footer.getByRole('textbox', { name: shop.emailLabel }).fill(email);
      if ('fill' in shop && shop.fill) await shop.fill(footer);
      const onScreen = await legalTextsOnScreen(footer);
      expect(await mailsTo(page, email)).toEqual([]);
      await footer.getByRole('button', { name: shop.submit }).click();
      await page.getByRole('heading', { name: shop.successTitle }).waitFor();
      expect((await mailsTo(page, email)).length).toBe(1);
      // The post listed the texts beside which it was sent (hidden fields in the revealed part): exactly what was readable.
      const [proof] = await proofOf(page, email);
      expect(proof?.legalTexts).toEqual(onScreen);
      for (const text of shop.required) expect(onScreen.some((shown) => shown.startsWith(text))).toBe(true);
    },
  );
});
