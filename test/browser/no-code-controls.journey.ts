import { expect, test } from './support/fixtures';
import { baseUrl, launch, type Session } from './support/browser';

/** Controls that need no code wake none (issue 38 item 5): the platform answers them; no runtime is fetched. */
test.describe('controls that need no code wake none', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  test('the view changer is its form: the server sets the view and answers the same page; React is never fetched', async () => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${baseUrl()}/at/contact`);
    await page.locator('html[data-ready]').waitFor();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Zur Desktop-Ansicht' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'classic');
    expect(page.url()).toBe(`${baseUrl()}/at/contact`);
    await page.locator('html[data-ready]').waitFor();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Zur mobilen Ansicht' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'smartphone');
    expect(scripts.filter((path) => /runtime|view-changer/.test(path))).toEqual([]);
    await session.context.clearCookies();
    await page.close();
  });
});
