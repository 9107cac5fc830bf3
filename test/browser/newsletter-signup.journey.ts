import { each, expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { axeViolations, launch, openPage, type Session } from './support/browser';
import { dataLayer, freshAddress, legalTextsOnScreen, loadedFooter, mailsTo, proofOf } from './support/newsletter';

interface Storefront {
  readonly country: string;
  readonly emailLabel: string;
  readonly submit: string;
  readonly successTitle: string;
  readonly mailSubject: string;
  readonly confirmedTitle: string;
  /** The confirmation page's button: opening the mail's link confirms nothing by itself. */
  readonly confirmButton: string;
  /** The legal-notice panel's title (it appears when the form expands). */
  readonly legalNotice: string;
  /** Fills what the storefront asks for beyond the email. */
  readonly fill?: (page: Page) => Promise<void>;
}

const STOREFRONTS: readonly Storefront[] = [
  {
    country: 'de',
    emailLabel: 'E-Mail-Adresse',
    submit: 'Abonnieren',
    successTitle: 'Fast geschafft!',
    mailSubject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    confirmedTitle: 'Vielen Dank – Ihre Anmeldung ist bestätigt!',
    confirmButton: 'Anmeldung bestätigen',
    legalNotice: 'Rechtliche Hinweise zum Newsletter',
  },
  {
    country: 'hu',
    emailLabel: 'E-mail-cím',
    submit: 'Feliratkozás',
    successTitle: 'Már majdnem kész!',
    mailSubject: 'Kérjük, erősítse meg hírlevél-feliratkozását',
    confirmedTitle: 'Köszönjük – feliratkozását megerősítettük!',
    confirmButton: 'Feliratkozás megerősítése',
    legalNotice: 'Jogi tudnivalók a hírlevélről',
    fill: async (page) => {
      await page.getByRole('combobox', { name: 'Megszólítás' }).selectOption('MRS');
      await page.getByRole('textbox', { name: 'Vezetéknév' }).fill('Nagy');
      await page.getByRole('textbox', { name: 'Keresztnév' }).fill('Zsófia');
    },
  },
  {
    country: 'tr',
    emailLabel: 'E-posta adresi',
    submit: 'Abone ol',
    successTitle: 'Neredeyse tamam!',
    mailSubject: 'Lütfen bülten aboneliğinizi onaylayın',
    confirmedTitle: 'Teşekkürler – aboneliğiniz onaylandı!',
    confirmButton: 'Aboneliği onayla',
    legalNotice: 'Bülten hakkında yasal bilgilendirme',
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('Ayşe');
      await page.getByRole('textbox', { name: 'Soyad' }).fill('Yılmaz');
      await page.getByRole('checkbox', { name: /Ticari elektronik ileti/ }).check();
    },
  },
  {
    country: 'cz',
    emailLabel: 'E-mailová adresa',
    submit: 'Odebírat',
    successTitle: 'Téměř hotovo!',
    mailSubject: 'Potvrďte prosím odběr newsletteru',
    confirmedTitle: 'Děkujeme – váš odběr je potvrzen!',
    confirmButton: 'Potvrdit odběr',
    legalNotice: 'Právní informace k newsletteru',
  },
];

test.describe('newsletter sign-up with double opt-in, in Chromium', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });
  test.beforeEach(async () => {
    await session.context.clearCookies();
  });

  each(STOREFRONTS)('signs up in $country from the footer, confirms from the mail, and the footer block goes', async (shop) => {
    const address = freshAddress(shop.country);
    const { page, problems } = await openPage(session, `/?country=${shop.country}`, { width: 1440, height: 900 });
    const footer = await loadedFooter(page);
    const email = footer.getByRole('textbox', { name: shop.emailLabel });
    await email.fill(address);
    await footer.getByRole('button', { name: shop.legalNotice }).waitFor();
    if (shop.fill) await shop.fill(page);
    expect(await axeViolations(page)).toEqual([]);

    await footer.getByRole('button', { name: shop.submit }).click();
    await footer.getByRole('heading', { name: shop.successTitle }).waitFor();
    expect(await footer.getByText(address).count()).toBe(1);
    expect(await dataLayer(page)).toContainEqual({ event: 'sign_up', subject: 'newsletter', origin: 'onsite:footer', type: 'ga4' });
    expect(await axeViolations(page)).toEqual([]);

    const [mail] = await mailsTo(page, address);
    expect(mail?.subject).toBe(shop.mailSubject);
    await page.goto(mail?.link ?? '');
    await page.locator('html[data-ready]').waitFor();
    await page.getByRole('button', { name: shop.confirmButton }).click();
    await page.getByRole('heading', { level: 1, name: shop.confirmedTitle }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${new URL(mail?.link ?? '').origin}/?country=${shop.country}`);
    const after = await loadedFooter(page);
    expect(await after.getByTestId('footer-newsletter').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test("says a used confirmation link's subscription is already active, and shows the invalid-link banner for a broken one until the email field gets focus", async () => {
    const address = freshAddress('again');
    const { page, problems } = await openPage(session, '/subscribenewsletter?country=de&locale=en', { width: 375, height: 800 });
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(address);
    await page.getByRole('checkbox', { name: /personalised offers/ }).waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('heading', { name: 'Almost done!' }).waitFor();
    const [mail] = await mailsTo(page, address);
    await page.goto(`${mail?.link ?? ''}&locale=en`);
    await page.locator('html[data-ready]').waitFor();
    // Opening the link confirms nothing: the page offers the button, which posts to the server (it decides the answer).
    expect(await page.getByRole('heading', { level: 1, name: 'Thank you – your subscription is confirmed!' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('heading', { level: 1, name: 'Thank you – your subscription is confirmed!' }).waitFor();
    // The second click on the same link: no loop back to the sign-up, the subscription is active.
    await page.goto(`${mail?.link ?? ''}&locale=en`);
    await page.locator('html[data-ready]').waitFor();
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your subscription is already confirmed' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'E-mail address' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${new URL(mail?.link ?? '').origin}/newsletter/confirm?token=no-such-token&locale=en`);
    await page.locator('html[data-ready]').waitFor();
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    const banner = page
      .getByRole('alert')
      .filter({ hasText: 'Unfortunately this link is no longer valid. Please sign up for the newsletter again.' });
    await banner.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'E-mail address' }).focus();
    await banner.waitFor({ state: 'detached' });
    // The server asked the service: no failed request of the browser's own in the console (the 409 and 404 answers).
    expect(problems).toEqual([]);
  });
});

/** A storefront whose legal notice holds texts the service requires (CZ, SK: 18 years; TR: 14-day deletion). */
interface RequiredTexts {
  readonly country: string;
  readonly emailLabel: string;
  readonly submit: string;
  readonly successTitle: string;
  readonly legalNotice: string;
  /** The texts that must be readable before a first send (the age, TR's deletion, the privacy hint's opening). */
  readonly required: readonly string[];
  /** The storefront's message when the service refused a sign-up for texts that were not on the screen. */
  readonly readThem: string;
  readonly fill?: (page: Page) => Promise<void>;
}

const REQUIRED_TEXTS: readonly RequiredTexts[] = [
  {
    country: 'cz',
    emailLabel: 'E-mailová adresa',
    submit: 'Odebírat',
    successTitle: 'Téměř hotovo!',
    legalNotice: 'Právní informace k newsletteru',
    required: ['Přihlášením potvrzujete, že je vám alespoň 18 let.', 'Jak zpracováváme vaše údaje, se dozvíte v našich'],
    readThem: 'Nejprve si prosím přečtěte informace k newsletteru',
  },
  {
    country: 'sk',
    emailLabel: 'E-mailová adresa',
    submit: 'Odoberať',
    successTitle: 'Takmer hotovo!',
    legalNotice: 'Právne informácie k newslettru',
    required: ['Prihlásením potvrdzujete, že máte aspoň 18 rokov.', 'Ako spracúvame vaše údaje, sa dozviete v našich'],
    readThem: 'Najprv si, prosím, prečítajte informácie k newslettru',
  },
  {
    country: 'tr',
    emailLabel: 'E-posta adresi',
    submit: 'Abone ol',
    successTitle: 'Neredeyse tamam!',
    legalNotice: 'Bülten hakkında yasal bilgilendirme',
    required: [
      'Abone olarak en az 16 yaşında olduğunuzu onaylarsınız.',
      'Kaydınızı 14 gün içinde onaylamazsanız verileriniz silinir.',
      'Verilerinizin nasıl işlendiğini',
    ],
    readThem: 'Lütfen önce aşağıda gösterilen bülten bilgilendirmesini okuyun',
    fill: async (page) => {
      await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('Ayşe');
      await page.getByRole('textbox', { name: 'Soyad' }).fill('Yılmaz');
      await page.getByRole('checkbox', { name: /Ticari elektronik ileti/ }).check();
    },
  },
];

test.describe('the proof of consent records what the shopper could read, with JavaScript', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });
  test.beforeEach(async () => {
    await session.context.clearCookies();
  });

  each(REQUIRED_TEXTS)(
    'shows the $country required texts once the email field has focus, and the proof lists exactly the texts on the screen',
    async (shop) => {
      const address = freshAddress(`proof-${shop.country}`);
      const { page, problems } = await openPage(session, `/?country=${shop.country}`, { width: 375, height: 800 });
      const footer = await loadedFooter(page);
      await footer.getByRole('textbox', { name: shop.emailLabel }).focus();
      // Readable before anything can be sent: the platform reveals them with the focus, with or without script.
      for (const text of shop.required) await expect(footer.getByText(text, { exact: false }).first()).toBeVisible();
      await footer.getByRole('textbox', { name: shop.emailLabel }).fill(address);
      if (shop.fill) await shop.fill(page);
      const onScreen = await legalTextsOnScreen(footer);
      await footer.getByRole('button', { name: shop.submit }).click();
      await footer.getByRole('heading', { name: shop.successTitle }).waitFor();
      const [proof] = await proofOf(page, address);
      expect(proof?.legalTexts).toEqual(onScreen);
      for (const text of shop.required) expect(onScreen.some((shown) => shown.startsWith(text))).toBe(true);
      expect(problems).toEqual([]);
    },
  );

  each(REQUIRED_TEXTS.filter((shop) => shop.country !== 'sk'))(
    'in $country, a legal notice read and then folded counts as shown (decision 003): the first send goes, its texts recorded',
    async (shop) => {
      const address = freshAddress(`collapsed-${shop.country}`);
      const { page, problems } = await openPage(session, `/?country=${shop.country}`, { width: 1440, height: 900 });
      const footer = await loadedFooter(page);
      const email = footer.getByRole('textbox', { name: shop.emailLabel });
      await email.fill(address);
      if (shop.fill) await shop.fill(page);
      // What the shopper had on the screen before folding the notice away.
      const read = await legalTextsOnScreen(footer);
      await footer.getByRole('button', { name: shop.legalNotice, expanded: true }).click();
      await footer.getByRole('button', { name: shop.legalNotice, expanded: false }).waitFor();
      await expect(footer.getByText(shop.required[0] ?? '')).toBeHidden();
      await footer.getByRole('button', { name: shop.submit }).click();

      // One send: accepted, with the texts read before the fold (no refusal, no second send).
      await footer.getByRole('heading', { name: shop.successTitle }).waitFor();
      expect(await footer.getByRole('alert').filter({ hasText: shop.readThem }).count()).toBe(0);
      const [proof] = await proofOf(page, address);
      expect(proof?.legalTexts).toEqual(read);
      expect(problems).toEqual([]);
    },
  );
});
