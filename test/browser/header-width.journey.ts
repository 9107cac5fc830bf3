import type { BrowserContext } from '@playwright/test';
import { each, expect, test } from './support/fixtures';
import { COUNTRIES, COUNTRY_CODES } from '../../core/country/country';
import { baseUrl, launch, type Session } from './support/browser';
import { layoutBreaks } from './support/layout-checks';
import { openSettingsByKeyboard, signInAsStaff } from './support/preview-staff';

/** The header keeps one row on phones, in every language, with and without JavaScript (issue 22 item 8). */
test.describe('the header at phone width', () => {
  let session: Session;
  let noScript: BrowserContext;
  test.beforeAll(async () => {
    session = await launch();
    noScript = (await session.context.browser()?.newContext({ javaScriptEnabled: false })) ?? session.context;
  });
  test.afterAll(async () => {
    await noScript.close();
    await session.close();
  });

  each([320, 375])('is one row of 64 px with the sign-in beside the shop’s name in all nine storefronts at %i px', async (width) => {
    for (const [context, label] of [
      [session.context, 'JS on'],
      [noScript, 'JS off'],
    ] as const) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 700 });
      for (const code of COUNTRY_CODES) {
        await page.goto(`${baseUrl()}${code === 'DE' ? '/' : `/${COUNTRIES[code].slug}/`}`);
        const header = page.getByRole('banner');
        const box = await header.boundingBox();
        const where = `${code} ${width} px ${label}`;
        expect(box?.height, where).toBeLessThanOrEqual(64);
        const brand = await header.getByRole('link').first().boundingBox();
        // The dialog's button, with and without JavaScript (the platform opens the dialog).
        const control = await header.locator('.customer-session__sign-in').first().boundingBox();
        expect(control, where).not.toBeNull();
        // Side by side: the sign-in's middle is level with the name's.
        const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
        if (brand && control) expect(Math.abs(middle(brand) - middle(control)), where).toBeLessThan(8);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), where).toBe(true);
      }
      await page.close();
    }
  });
});

/** The header of a signed-in customer and of staff keeps the shop's name whole and every label on one line (issue 32 item 5). */
test.describe('the header with a customer or staff signed in', () => {
  let session: Session;
  let noScript: BrowserContext;
  test.beforeAll(async () => {
    session = await launch();
    noScript = (await session.context.browser()?.newContext({ javaScriptEnabled: false })) ?? session.context;
  });
  test.afterAll(async () => {
    await noScript.close();
    await session.close();
  });

  /** The middle of a box, for "side by side" (the same row). */
  const middle = (box: { y: number; height: number } | null) => (box ? box.y + box.height / 2 : Number.NaN);

  test('keeps the shop’s name whole and "Wyloguj się", "Se déconnecter" on one line at 320 and 375 px, JS on and off', async () => {
    for (const [context, label] of [
      [session.context, 'JS on'],
      [noScript, 'JS off'],
    ] as const) {
      const page = await context.newPage();
      // Signed in through the sign-in page (the form works with and without JavaScript).
      await page.goto(`${baseUrl()}/signin`);
      const form = page.getByRole('main').locator('form.sign-in');
      await form.locator('input[name="email"]').fill('zsofia@example.com');
      await form.locator('input[name="password"]').fill('Kave2024!');
      await form.locator('button[type="submit"]').click();
      await page.waitForURL(`${baseUrl()}/`);
      for (const code of ['HU', 'PL', 'CH_FR', 'CZ', 'SK'] as const)
        for (const width of [320, 375]) {
          await page.setViewportSize({ width, height: 700 });
          await page.goto(`${baseUrl()}/${COUNTRIES[code].slug}/`);
          const where = `${code} ${width} px ${label}`;
          await expect(page.getByRole('banner').locator('.customer-session__state'), where).toBeVisible();
          expect(await layoutBreaks(page, 'header'), where).toEqual([]);
          // At most one row for the name and one for the signed-in controls.
          expect((await page.getByRole('banner').boundingBox())?.height, where).toBeLessThanOrEqual(112);
        }
      await page.close();
      await context.clearCookies();
    }
  });

  test('keeps the staff bar a band of its own: the name whole, "Anmelden" beside it, at 320, 1024 and 1440 px and after applying settings', async () => {
    const page = await session.context.newPage();
    await signInAsStaff(page);
    const header = page.getByRole('banner');
    const check = async (where: string) => {
      await page.getByTestId('staff-bar-campaign').waitFor();
      expect(await layoutBreaks(page, 'header'), where).toEqual([]);
      const brand = await header.getByRole('link', { name: 'Bohne & Haus' }).boundingBox();
      const signIn = await header.getByRole('button', { name: 'Anmelden' }).boundingBox();
      const bar = await header.getByRole('region', { name: 'Staff preview' }).boundingBox();
      // The customer's sign-in stays on the name's row; the staff bar adds no more than its own height.
      expect(Math.abs(middle(brand) - middle(signIn)), where).toBeLessThan(8);
      expect((await header.boundingBox())?.height ?? 0, where).toBeLessThanOrEqual(64 + (bar?.height ?? 0) + 8);
    };
    for (const width of [320, 375, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${baseUrl()}/`);
      await check(`${width} px`);
    }
    // Settings applied: the bar's facts grow ("2026-12-24 10:00", "christmas-teaser: snow").
    await openSettingsByKeyboard(page);
    const dialog = page.getByRole('dialog', { name: 'Preview settings', exact: true });
    // The platform's date and time inputs take their values whole (YYYY-MM-DD, HH:MM).
    await dialog.getByLabel('Date', { exact: false }).fill('2026-12-24');
    await dialog.getByLabel('Time', { exact: false }).fill('10:00');
    await dialog.getByText('Active tests found.').waitFor();
    await dialog.getByRole('combobox', { name: 'Name' }).selectOption('christmas-teaser');
    await dialog.getByRole('combobox', { name: 'Group' }).selectOption('snow');
    await dialog.getByRole('button', { name: 'Set preview settings' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Settings applied successfully.' }).waitFor();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('staff-bar-group')).toHaveText('christmas-teaser: snow');
    for (const width of [1440, 1024, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await check(`${width} px, settings applied`);
    }
    await page.close();
  });
});
