import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { baseUrl, launch, type Session } from './support/browser';
import { freshAddress, mailsTo } from './support/newsletter';

/** A slow phone: every island's code (the runtime and the island chunks) arrives this late. */
const DELAY_MS = 2500;

/** Holds back every island's code by DELAY_MS; the page and its loader arrive at once. */
const delayIslandCode = (context: BrowserContext) =>
  context.route(/\/assets\/(island-runtime|[a-z-]+\.island)-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue();
  });

/** Opens a page whose loader runs at once and whose islands' code is late; records problems. */
const openSlow = async (session: Session, path: string, width = 375) => {
  const page = await session.context.newPage();
  await page.setViewportSize({ width, height: 800 });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(`${baseUrl()}${path}`);
  await page.locator('html[data-ready]').waitFor();
  return { page, problems };
};

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);
const hydrated = (page: Page, name: string) => page.locator(`[data-island="${name}"][data-hydrated]`).first().waitFor();

test.describe('the first interaction is never lost (island code 2.5 s late)', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
    await delayIslandCode(session.context);
  });
  test.afterAll(async () => {
    await session.close();
  });
  test.afterEach(async () => {
    await Promise.all(session.context.pages().map((page) => page.close()));
    // A sign-up makes the visitor a returning subscriber, whose footer has no newsletter block.
    await session.context.clearCookies();
  });

  test('the click that wakes the header sign-in opens its dialog', async () => {
    const { page, problems } = await openSlow(session, '/', 1440);
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
    // Nothing of the island has run yet: the click is held, not lost.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('dialog').waitFor({ timeout: DELAY_MS + 10_000 });
    expect(problems).toEqual([]);
  });

  test('keeps what was typed into the sign-up form before its island ran, and validation continues from it', async () => {
    const { page, problems } = await openSlow(session, '/');
    const email = page.getByRole('textbox', { name: /E-Mail-Adresse/ }).first();
    await email.click();
    await page.keyboard.type('kein-at-zeichen');
    // Leaving the field before the island runs: its blur validation runs once the island does.
    await page.keyboard.press('Tab');
    await hydrated(page, 'newsletter');
    expect(await email.inputValue()).toBe('kein-at-zeichen');
    await page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.').waitFor();
    // The form expanded when the email field had focus (spec 4.1), as it does for a shopper on a fast phone.
    await page.getByRole('checkbox', { name: /persönliche/ }).waitFor();
    expect(problems).toEqual([]);
  });

  test('sends a sign-up submitted before its island ran exactly once, through the island', async () => {
    const address = freshAddress('early');
    const { page, problems } = await openSlow(session, '/subscribenewsletter');
    const email = page.getByRole('textbox', { name: /E-Mail-Adresse/ });
    await email.fill(address);
    await email.press('Enter');
    await page.getByRole('heading', { name: 'Fast geschafft!' }).waitFor({ timeout: DELAY_MS + 10_000 });
    // Answered in place by the island (no page load of the no-JavaScript answer), and sent once.
    expect(new URL(page.url()).pathname).toBe('/subscribenewsletter');
    await expect.poll(async () => (await mailsTo(page, address)).length).toBe(1);
    await page.waitForTimeout(500);
    expect((await mailsTo(page, address)).length).toBe(1);
    expect(problems).toEqual([]);
  });

  test('navigates to the country chosen in the dropdown before its island ran', async () => {
    const { page } = await openSlow(session, '/', 1440);
    await page.getByRole('combobox', { name: 'Land wählen' }).selectOption('pl');
    await page.waitForURL(/\/pl\/$/, { timeout: DELAY_MS + 10_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl-PL');
  });

  test('keeps a footer group the shopper opened open: the footer is never re-rendered', async () => {
    const { page } = await openSlow(session, '/');
    const group = page.getByRole('contentinfo').locator('details').first();
    await group.locator('summary').click();
    // Waking another island (the sign-up) leaves the footer's markup alone.
    await page
      .getByRole('textbox', { name: /E-Mail-Adresse/ })
      .first()
      .click();
    await hydrated(page, 'newsletter');
    expect(await group.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    expect(await island(page, 'newsletter').count()).toBe(1);
  });
});
