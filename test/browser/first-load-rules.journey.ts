import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { baseUrl, launch, whenReady, type Session } from './support/browser';

/**
 * Validation answers without React: the first-load script checks a field with its worded rules (core's tables and
 * registry) while its island is asleep, and the island adopts the errors when it wakes. The islands' code is held
 * back behind a gate the test opens, so "asleep" is a fact of the test, not a race with the clock.
 */

/** The islands' code only (the runtime and the island chunks); the first-load script arrives at once. */
const ISLAND_CODE = /\/assets\/(?!index-)[^/]+\.js$/;

const holdBack = async (context: BrowserContext, pattern: RegExp) => {
  let open = (): void => undefined;
  let gate = Promise.resolve();
  const holdAgain = () => {
    gate = new Promise<void>((done) => {
      open = done;
    });
  };
  holdAgain();
  await context.route(pattern, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return { release: () => open(), holdAgain };
};

const open = async (session: Session, path: string, width: number) => {
  const page = await session.context.newPage();
  await page.setViewportSize({ width, height: 900 });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'commit' });
  await whenReady(page);
  return { page, problems };
};

const awake = (page: Page, name: string) =>
  page.evaluate((island) => document.querySelector(`[data-island="${island}"][data-hydrated]`) !== null, name);

const INVALID = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';

test.describe('validation answers before the island wakes, and the island keeps the answer', () => {
  let session: Session;
  let code: Awaited<ReturnType<typeof holdBack>>;
  test.beforeAll(async () => {
    session = await launch();
    code = await holdBack(session.context, ISLAND_CODE);
  });
  test.afterAll(async () => {
    await session.close();
  });
  test.afterEach(async () => {
    await Promise.all(session.context.pages().map((page) => page.close()));
    code.release();
    code.holdAgain();
    await session.context.clearCookies();
  });

  test('an invalid address in the sign-up shows its message on leaving the field, asleep, and once when the island wakes', async () => {
    const { page, problems } = await open(session, '/subscribenewsletter', 1440);
    const main = page.getByRole('main');
    const email = main.getByRole('textbox', { name: /E-Mail-Adresse/ });
    await email.fill('anna@');
    await email.press('Tab');
    await expect(main.getByText(INVALID)).toBeVisible();
    await expect(email).toHaveAccessibleDescription(INVALID);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(await awake(page, 'newsletter')).toBe(false);
    // Back in the field, the message goes (spec 5.2: focus clears an error); leaving again brings it back.
    await email.focus();
    await expect(main.getByText(INVALID)).toHaveCount(0);
    await email.press('Tab');
    await expect(main.getByText(INVALID)).toBeVisible();
    code.release();
    await page.locator('main [data-island="newsletter"][data-hydrated]').waitFor();
    // Adopted: the same message, once, from the island's own controller; typing clears it as the island does.
    await expect(main.getByText(INVALID)).toHaveCount(1);
    await expect(email).toHaveAccessibleDescription(INVALID);
    await email.press('End');
    await email.pressSequentially('example.com');
    await expect(main.getByText(INVALID)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a send of the empty sign-in shows each field’s first error and puts focus on the first, asleep, sending nothing', async () => {
    const { page, problems } = await open(session, '/', 1440);
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
    const dialog = page.getByRole('dialog', { name: 'In Ihrem Kundenkonto anmelden' });
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    const email = dialog.getByRole('textbox', { name: /E-Mail-Adresse/ });
    await expect(dialog.getByText('Die E-Mail-Adresse ist ein Pflichtfeld.')).toBeVisible();
    await expect(dialog.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('Die E-Mail-Adresse ist ein Pflichtfeld.');
    // Nothing was sent: still this page, the dialog open, its island asleep.
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(dialog).toBeVisible();
    expect(await awake(page, 'customer-session')).toBe(false);
    expect(problems).toEqual([]);
  });

  test('the sign-in page (no island) answers its rules in the browser', async () => {
    const { page } = await open(session, '/signin', 1440);
    const main = page.getByRole('main');
    const email = main.getByRole('textbox', { name: /E-Mail-Adresse/ });
    await email.fill('anna@example');
    await email.press('Tab');
    await expect(main.getByText(INVALID)).toBeVisible();
    await expect(email).toHaveAccessibleDescription(INVALID);
  });
});

test.describe('validation once the island is awake', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  test('the footer sign-up shows a name’s message on leaving it, in the storefront’s words', async () => {
    const { page, problems } = await open(session, '/tr/', 1440);
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: /E-posta adresi/ });
    await email.focus();
    await page.locator('footer [data-island="newsletter"][data-hydrated]').waitFor();
    const firstName = footer.getByRole('textbox', { name: /^Ad/ });
    await firstName.fill('www.example.de');
    await firstName.press('Tab');
    await expect(footer.getByText('Bu alan geçersiz karakterler içeriyor.')).toHaveCount(1);
    await expect(firstName).toHaveAccessibleDescription('Bu alan geçersiz karakterler içeriyor.');
    expect(problems).toEqual([]);
  });
});
