import type { BrowserContext } from '@playwright/test';
import { each, expect, test } from './support/fixtures';
import { baseUrl, launch, type Session } from './support/browser';
import { layoutBreaks } from './support/layout-checks';

/**
 * A view the shopper chose ("Zur Desktop-Ansicht": the platform cookie) may change the layout, never break it: on a
 * phone the desktop and tablet views keep the page within the window, text clear of text (issue 32 item 4).
 */
test.describe('a chosen view on a phone', () => {
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

  each(['classic', 'tablet'])(
    'lays out the %s view at 320 and 375 px in HU and DE without breaking, with and without JavaScript',
    async (platform) => {
      for (const [context, label] of [
        [session.context, 'JS on'],
        [noScript, 'JS off'],
      ] as const) {
        await context.addCookies([{ name: 'platform', value: platform, url: baseUrl() }]);
        const page = await context.newPage();
        for (const width of [320, 375])
          for (const path of ['/hu/', '/']) {
            await page.setViewportSize({ width, height: 800 });
            await page.goto(`${baseUrl()}${path}`);
            if (label === 'JS on') await page.locator('html[data-ready]').waitFor();
            // The view is the chosen one: the footer is laid out for it, not for the width.
            await expect(page.locator(`footer.site-footer--${platform}`)).toHaveCount(1);
            expect(await layoutBreaks(page), `${path} ${platform} at ${width} px, ${label}`).toEqual([]);
          }
        await page.close();
        await context.clearCookies({ name: 'platform' });
      }
    },
  );
});
