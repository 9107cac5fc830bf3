import { expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { axeViolations, launch, openPage, type Session } from './support/browser';
import { freshAddress, mailsTo } from './support/newsletter';

/** Presses Tab until the focused element matches, and fails after too many presses. */
const tabTo = async (page: Page, matches: string, limit = 40): Promise<void> => {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, matches)) return;
  }
  throw new Error(`Tab never reached ${matches}`);
};

test.describe('newsletter sign-up with the keyboard only, in Chromium', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  test('fills and sends the AT form without a pointer, then lands focus on the success notice', async () => {
    const address = freshAddress('keyboard');
    const { page, problems } = await openPage(session, '/subscribenewsletter?country=at', { width: 1440, height: 900 });
    await page.getByRole('heading', { level: 1, name: 'Newsletter' }).waitFor();
    await tabTo(page, 'main input[name="email"]');
    await page.keyboard.type(address);
    // Focusing the address shows the rest of the form at once (CSS): its fields are in the page's HTML.
    await page.locator('main select[name="salutation"]').waitFor();
    await tabTo(page, 'main select[name="salutation"]', 3);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ida');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Huber');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox', { name: /persönliche/ }).isChecked()).toBe(true);
    // The legal notice is open from the start: its button says so, and the age text is there to read before the send.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('true');
    await page.getByText('Mit der Anmeldung bestätigen Sie, dass Sie mindestens 16 Jahre alt sind.').waitFor();
    await tabTo(page, 'main button[type="submit"]', 6);
    // Every key typed while the form's parts arrived is there.
    expect(await page.locator('main input[name="email"]').inputValue()).toBe(address);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Fast geschafft!');
    const [mail] = await mailsTo(page, address);
    expect(mail?.link).toContain('/newsletter/confirm?token=');
    expect(problems).toEqual([]);
  });
});
