import type { Page } from 'playwright-core';
import { emulatorUrl } from './browser';

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
