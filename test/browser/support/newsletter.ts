import type { Locator, Page } from 'playwright-core';
import { baseUrl, emulatorUrl, launch } from './browser';

/** One mail of the emulator's outbox. */
export interface OutboxMail {
  readonly recipient: string;
  readonly subject: string;
  readonly link: string;
  readonly time: string;
}

/** A fresh address per run, so journeys never meet an earlier sign-up. */
export const freshAddress = (prefix: string): string => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** The mails the emulator sent to one address, newest first. */
export const mailsTo = async (page: Page, recipient: string): Promise<OutboxMail[]> =>
  (await (
    await page.request.get(`${emulatorUrl()}/emulator/api/outbox?recipient=${encodeURIComponent(recipient)}`)
  ).json()) as OutboxMail[];

/** The footer (static server markup: the server decided it for this visitor, nothing changes it later). */
export const loadedFooter = async (page: Page) => {
  const footer = page.locator('footer.site-footer');
  await footer.waitFor();
  return footer;
};

/** Turns the emulated newsletter service's outage switch on or off. */
export const setNewsletterOutage = async (page: Page, enabled: boolean): Promise<void> => {
  await page.request.post(`${emulatorUrl()}/emulator/api/newsletter/outage`, { data: { enabled } });
};

/** The analytics events the page pushed. */
export const dataLayer = (page: Page): Promise<unknown[]> =>
  page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);

/** The proof of consent the emulated service recorded for one sign-up. */
export interface SignUpProof {
  readonly consents: readonly string[];
  /** The legal texts the sign-up reported on the screen, in the storefront's words (plus the DNE label when given). */
  readonly legalTexts: readonly string[];
}

/** The proof of consent of each sign-up of an address, newest first (a refused sign-up has none). */
export const proofOf = async (page: Page, recipient: string): Promise<SignUpProof[]> =>
  (await (
    await page.request.get(`${emulatorUrl()}/emulator/api/newsletter/proof?recipient=${encodeURIComponent(recipient)}`)
  ).json()) as SignUpProof[];

/** The legal texts of the sign-up form a shopper can see now, worded as on the screen, in page order. */
export const legalTextsOnScreen = (scope: Locator): Promise<string[]> =>
  scope
    .locator('[data-legal-text]')
    .evaluateAll((texts) => texts.filter((text) => text.checkVisibility()).map((text) => (text as HTMLElement).innerText.trim()));

/** Signs an address up and confirms it in a context of its own (nothing held); answers its preferences page's path. */
export const confirmedPreferencesPage = async (address: string): Promise<string> => {
  const helper = await launch();
  try {
    const page = await helper.context.newPage();
    await page.goto(`${baseUrl()}/subscribenewsletter`);
    await page
      .getByRole('main')
      .getByRole('textbox', { name: /E-Mail-Adresse/ })
      .fill(address);
    await page.getByRole('main').getByRole('button', { name: 'Abonnieren' }).click();
    await page.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    const [mail] = await mailsTo(page, address);
    if (!mail) throw new Error('No confirmation mail.');
    await page.goto(mail.link);
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vielen Dank – Ihre Anmeldung ist bestätigt!' }).waitFor();
    const link = await page.getByRole('link', { name: 'Themen auswählen' }).getAttribute('href');
    if (!link) throw new Error('No preferences link.');
    const url = new URL(link, page.url());
    return `${url.pathname}${url.search}`;
  } finally {
    await helper.close();
  }
};
