import { each, expect, test } from './support/fixtures';
import { axeViolations, baseUrl, launch, openPage, type Session } from './support/browser';

const COUNTRIES = [
  ['de', 'de-DE', 'Willkommen bei Bohne & Haus'],
  ['at', 'de-AT', 'Willkommen bei Bohne & Haus'],
  ['ch', 'de-CH', 'Willkommen bei Bohne & Haus'],
  ['ch_fr', 'fr-CH', 'Bienvenue chez Bohne & Haus'],
  ['pl', 'pl-PL', 'Witamy w Bohne & Haus'],
  ['cz', 'cs-CZ', 'Vítejte v Bohne & Haus'],
  ['hu', 'hu-HU', 'Üdvözöljük a Bohne & Haus oldalán'],
  ['sk', 'sk-SK', 'Vitajte v Bohne & Haus'],
  ['tr', 'tr-TR', "Bohne & Haus'a hoş geldiniz"],
] as const;

test.describe('page layout in Chromium', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  test('shows header, main and footer for AT, with no console error or CSP violation', async () => {
    const { page, problems } = await openPage(session, '/?country=at');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Willkommen bei Bohne & Haus');
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.locator('main#main-content').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-AT');
    expect(problems).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  each(COUNTRIES)('loads the %s storefront in %s', async (country, locale, title) => {
    const { page, problems } = await openPage(session, `/?country=${country.toUpperCase()}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    expect(problems).toEqual([]);
  });

  test('hides the footer for ?layout=NO_FOOTER and the header for no_header (any case)', async () => {
    const { page } = await openPage(session, '/?layout=NO_FOOTER');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    expect(await page.getByRole('banner').count()).toBe(1);
    const second = await openPage(session, '/?layout=no_header');
    await second.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await second.page.getByRole('banner').count()).toBe(0);
    expect(await second.page.getByRole('contentinfo').count()).toBe(1);
  });

  test('hides the header when the serving layer passes NO_HEADER in the X-Layout-Directives header', async () => {
    const page = await session.context.newPage();
    await page.setExtraHTTPHeaders({ 'X-Layout-Directives': 'No_Header' });
    await page.goto(`${(await import('./support/browser')).baseUrl()}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
  });

  test('lays the footer out as mobile at 700 px, tablet at 1000 px and classic at 1440 px, following resizes', async () => {
    const { page } = await openPage(session, '/?country=at', { width: 700, height: 800 });
    const platform = () => page.locator('.page').getAttribute('data-platform');
    await expect.poll(platform).toBe('mobile');
    // Mobile: the teaser groups are closed native disclosures; classic: open columns and the country dropdown.
    const group = page.getByRole('contentinfo').locator('details', { has: page.getByRole('heading', { name: 'Service & Hilfe' }) });
    expect(await group.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Kontaktformular & Kundenservice' }).isVisible()).toBe(false);
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(platform).toBe('tablet');
    await page.setViewportSize({ width: 1440, height: 800 });
    await expect.poll(platform).toBe('classic');
    await page.getByRole('contentinfo').getByRole('combobox', { name: 'Land wählen' }).waitFor();
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Kontaktformular & Kundenservice' }).isVisible()).toBe(true);
  });

  test('moves focus to main content through the skip link', async () => {
    const { page } = await openPage(session, '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Zum Hauptinhalt springen');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.hash === '#main-content');
  });

  test('renders a page the footer links to as a content page inside the shell', async () => {
    const { page } = await openPage(session, '/service/storefinder/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Inhaltsseite');
  });

  test('answers an unknown path with 404 and a "page not found" page inside the shell, in the storefront\'s language', async () => {
    const notFound = await session.context.newPage();
    const response = await notFound.goto(`${baseUrl()}/pl/nie-ma-takiej-strony`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => notFound.getByRole('heading', { level: 1 }).textContent()).toBe('Nie znaleziono strony');
    expect(await notFound.getByRole('contentinfo').count()).toBe(1);
    expect(await notFound.getByRole('main').getByRole('link', { name: 'Strona główna' }).getAttribute('href')).toBe('/pl/');
  });
});
