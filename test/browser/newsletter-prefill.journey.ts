import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { axeViolations, baseUrl, launch, openPage, type Session } from './support/browser';
import { loadedFooter } from './support/newsletter';

test.describe('newsletter sign-up for a logged-in customer', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  test('prefills the HU form from base data, locks the prefilled fields and still offers DNE', async () => {
    // Seeded customer (README): zsofia@example.com / Kave2024!, no DNE consent.
    const login = await session.context.request.post(`${baseUrl()}/service/login/api/v1/login`, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { email: 'zsofia@example.com', password: 'Kave2024!' },
    });
    expect(login.status()).toBe(200);
    const baseDataCalls: string[] = [];
    session.context.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/customers/base-data')) baseDataCalls.push(request.url());
    });
    const { page, problems } = await openPage(session, '/?country=hu', { width: 1440, height: 900 });
    const footer = await loadedFooter(page);
    const email = footer.getByRole('textbox', { name: 'E-mail-cím' });
    await expect.poll(() => email.inputValue()).toBe('zsofia@example.com');
    expect(await email.isDisabled()).toBe(true);
    expect(await footer.getByRole('textbox', { name: 'Keresztnév' }).inputValue()).toBe('Zsófia');
    expect(await footer.getByRole('textbox', { name: 'Vezetéknév' }).isDisabled()).toBe(true);
    expect(await footer.getByRole('combobox', { name: 'Megszólítás' }).inputValue()).toBe('MRS');
    expect(await footer.getByRole('checkbox', { name: /személyre szóló ajánlatokat/ }).count()).toBe(1);
    // The server read the base data for the page and sent it in the page state: the browser does not ask again.
    await footer.locator('[data-island="newsletter"][data-hydrated]').waitFor();
    expect(baseDataCalls).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});

/** Opens the header's sign-in dialog and signs in (the dialog closes by itself). */
const signInFromHeader = async (page: Page, email: string, password: string): Promise<void> => {
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const dialog = page.getByRole('dialog', { name: 'In Ihrem Kundenkonto anmelden' });
  await dialog.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await dialog.locator('form.sign-in button[type="submit"]').click();
  // A sign-in closes the dialog, says so in the header's live region and focuses Sign out.
  await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).waitFor();
  await dialog.waitFor({ state: 'hidden' });
};

test.describe('newsletter prefill after a sign-in or sign-out on the same page', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  test('fills the e-mail and hides DNE once Anna signs in through the header, and is anonymous again after she signs out', async () => {
    const calls: string[] = [];
    session.context.on('request', (request) => calls.push(new URL(request.url()).pathname));
    const { page, problems } = await openPage(session, '/?country=de', { width: 1440, height: 900 });
    const count = (suffix: string) => calls.filter((path) => path.endsWith(suffix)).length;
    await loadedFooter(page);
    // An anonymous visitor's page reads no customer data: the newsletter island sleeps until it is needed.
    expect(count('/customerfrontenddata/api/v1/psdata')).toBe(0);
    const footer = page.locator('footer.site-footer');
    const email = footer.getByRole('textbox', { name: 'E-Mail-Adresse' });
    const dne = footer.getByRole('checkbox', { name: /persönliche, auf meine Interessen/ });
    expect(await email.inputValue()).toBe('');
    // A mark on this document: it is still there at the end, so nothing was reloaded.
    await page.evaluate(() => {
      (window as unknown as { journeyMark?: boolean }).journeyMark = true;
    });
    // Seeded customer (README): anna@example.com / Kaffee123!, holds the DNE consent.
    await signInFromHeader(page, 'anna@example.com', 'Kaffee123!');
    await expect.poll(() => email.inputValue()).toBe('anna@example.com');
    expect(await dne.count()).toBe(0);
    expect(count('/customers/base-data')).toBe(1);
    // The expanded form (a chunk of its own) fades in (160 ms): axe measures contrast once it is there and fully shown.
    await footer.locator('.newsletter__extension').waitFor();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).waitFor();
    await expect.poll(() => email.inputValue()).toBe('');
    await email.click();
    await dne.waitFor();
    expect(await dne.isChecked()).toBe(false);
    expect(count('/customers/base-data')).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { journeyMark?: boolean }).journeyMark)).toBe(true);
    expect(problems).toEqual([]);
  });
});
