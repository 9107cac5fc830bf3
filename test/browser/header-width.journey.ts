import type { BrowserContext } from '@playwright/test';
import { each, expect, test } from './support/fixtures';
import { COUNTRIES, COUNTRY_CODES } from '../../core/country/country';
import { baseUrl, launch, type Session } from './support/browser';

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
