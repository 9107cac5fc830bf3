import type { Page } from '@playwright/test';
import { each, expect, test } from './support/fixtures';
import { axeViolations, baseUrl, launch, openPage, type Session } from './support/browser';

/** Per storefront: lang, first group heading, a delivery fact of spec 9, the dropdown label. */
const COUNTRIES = [
  ['de', 'de-DE', 'Service & Hilfe', '30 Tage Rückgaberecht', 'Land wählen'],
  ['at', 'de-AT', 'Service & Hilfe', '14 Tage Rückgaberecht', 'Land wählen'],
  ['ch', 'de-CH', 'Service & Hilfe', '3 Monate Rückgaberecht', 'Land wählen'],
  ['ch_fr', 'fr-CH', 'Service & aide', 'Droit de retour de 3 mois', 'Choisir le pays'],
  ['pl', 'pl-PL', 'Obsługa klienta i pomoc', 'Darmowa dostawa od 100 zł', 'Wybierz kraj'],
  ['cz', 'cs-CZ', 'Zákaznický servis', 'Doprava zdarma od 999 Kč', 'Vyberte zemi'],
  ['hu', 'hu-HU', 'Ügyfélszolgálat és segítség', '30 napos visszaküldési jog', 'Ország kiválasztása'],
  ['sk', 'sk-SK', 'Zákaznícky servis', 'Doprava zadarmo od 40 €', 'Vyberte krajinu'],
  ['tr', 'tr-TR', 'Yardım ve müşteri hizmetleri', '1000 TL üzeri ücretsiz kargo', 'Ülke seçin'],
] as const;
const SLUGS = ['cz', 'de', 'hu', 'at', 'pl', 'ch', 'sk', 'ch_fr', 'tr'];
const FOOTER_API = '/service/promotion/api/promotion/SHOP_FOOTER';

/** The footer: static server markup, complete when the page arrives. */
const footerReady = async (page: Page) => {
  await page.locator('footer.site-footer').waitFor();
  return page.getByRole('contentinfo');
};
/** The teaser group disclosures' summaries (a native <details> at every width). */
const groupSummaries = (page: Page) => page.getByRole('contentinfo').getByRole('navigation').first().locator('summary');
const setFooterMode = async (mode: string) => {
  const response = await fetch(`${baseUrl()}/emulator/api/footer/mode`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  expect(response.status).toBe(200);
};
/** Records layout shifts from the first paint on, noting whether a shifted node lies in the footer. */
const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: Array<{ value: number; inFooter: boolean }> = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> }>) {
        const inFooter = (entry.sources ?? []).some(({ node }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          return !!element?.closest('footer');
        });
        shifts.push({ value: entry.value, inFooter });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/**
 * Waits until whatever could still move the page has happened: the load event (images), the fonts, two frames drawn
 * after them, then one task, in which the layout-shift observer has been told of those frames' shifts.
 */
const settled = async (page: Page): Promise<void> => {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((frames) => requestAnimationFrame(() => requestAnimationFrame(frames)));
    await new Promise((task) => setTimeout(task, 0));
  });
};

test.describe('footer in Chromium', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });
  test.afterEach(async () => {
    await session.context.clearCookies();
    await setFooterMode('normal');
    await Promise.all(session.context.pages().map((page) => page.close()));
  });

  each(COUNTRIES)(
    '%s on desktop (1440 px): %s copy, four columns, country dropdown, no console error',
    async (slug, lang, heading, fact, label) => {
      const { page, problems } = await openPage(session, `/?country=${slug}`, { width: 1440, height: 900 });
      const footer = await footerReady(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      const teasers = footer.getByRole('navigation').first();
      const headings = teasers.getByRole('heading', { level: 2 });
      expect(await headings.count()).toBe(4);
      expect(await headings.first().textContent()).toBe(heading);
      const tops = await Promise.all((await headings.all()).map(async (h) => Math.round((await h.boundingBox())?.y ?? -1)));
      expect(new Set(tops).size).toBe(1);
      expect(await footer.getByText(fact, { exact: false }).isVisible()).toBe(true);
      const dropdown = footer.getByRole('combobox', { name: label });
      expect(await dropdown.isVisible()).toBe(true);
      expect(await dropdown.inputValue()).toBe(slug);
      expect(await dropdown.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(SLUGS);
      expect(problems).toEqual([]);
    },
  );

  each(COUNTRIES.map(([slug, lang, heading]) => [slug, lang, heading] as const))(
    '%s on tablet (1024 px): %s copy in columns, no country dropdown',
    async (slug, lang, heading) => {
      const { page, problems } = await openPage(session, `/?country=${slug}`, { width: 1024, height: 900 });
      const footer = await footerReady(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      const headings = footer.getByRole('navigation').first().getByRole('heading', { level: 2 });
      expect(await headings.first().textContent()).toBe(heading);
      const boxes = await Promise.all((await headings.all()).map(async (h) => (await h.boundingBox())!));
      expect(boxes).toHaveLength(4);
      expect(Math.round(boxes[0]!.y)).toBe(Math.round(boxes[1]!.y));
      expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
      expect(await footer.getByRole('combobox').count()).toBe(0);
      expect(problems).toEqual([]);
    },
  );

  each(COUNTRIES.map(([slug, lang, heading]) => [slug, lang, heading] as const))(
    '%s on mobile (375 px): %s copy in closed disclosures, no country dropdown',
    async (slug, lang, heading) => {
      const { page, problems } = await openPage(session, `/?country=${slug}`, { width: 375, height: 800 });
      const footer = await footerReady(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      const summaries = groupSummaries(page);
      expect(await summaries.count()).toBe(4);
      expect(await summaries.first().textContent()).toBe(heading);
      expect(await footer.getByRole('link', { name: heading }).isVisible()).toBe(false);
      await summaries.first().click();
      expect(await summaries.first().evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(true);
      expect(await footer.getByRole('link', { name: heading }).isVisible()).toBe(true);
      expect(await footer.getByRole('combobox').count()).toBe(0);
      expect(problems).toEqual([]);
    },
  );

  test('navigates to the chosen storefront from the country dropdown', async () => {
    const { page } = await openPage(session, '/?country=de', { width: 1440, height: 900 });
    const footer = await footerReady(page);
    await footer.getByRole('combobox', { name: 'Land wählen' }).selectOption('ch_fr');
    // Each storefront has an address of its own that links keep (README: storefront addresses).
    await page.waitForURL(`${baseUrl()}/ch_fr/`);
    const french = await footerReady(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CH');
    expect(await french.getByRole('combobox', { name: 'Choisir le pays' }).inputValue()).toBe('ch_fr');
  });

  test('heads the footer groups with plain headings where they do not collapse: Tab meets their links, no summary', async () => {
    const { page } = await openPage(session, '/hu/', { width: 1024, height: 800 });
    const footer = await footerReady(page);
    await expect(footer.getByRole('heading', { level: 2, name: 'Népszerű kategóriák' })).toBeVisible();
    await expect(footer.locator('summary:visible')).toHaveCount(0);
    // From the first footer link on, Tab reaches no disclosure over links that are shown anyway.
    await footer.getByRole('navigation').first().getByRole('link').first().focus();
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('SUMMARY');
    }
  });

  test('writes hreflang alternates for the nine storefronts and x-default into the head', async () => {
    const { page } = await openPage(session, '/?country=ch');
    await footerReady(page);
    const alternates = await page
      .locator('head link[rel="alternate"]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
    expect(alternates).toEqual([
      ...[
        ['de-DE', 'de'],
        ['de-AT', 'at'],
        ['de-CH', 'ch'],
        ['fr-CH', 'ch_fr'],
        ['pl-PL', 'pl'],
        ['cs-CZ', 'cz'],
        ['hu-HU', 'hu'],
        ['sk-SK', 'sk'],
        ['tr-TR', 'tr'],
      ].map(([hreflang, slug]) => [hreflang, slug === 'de' ? `${baseUrl()}/` : `${baseUrl()}/${slug}/`]),
      ['x-default', `${baseUrl()}/`],
    ]);
  });

  each([
    ['affiliateNumber', '4711'],
    ['xc-app', 'new'],
  ])('shows the reduced footer with the cookie %s=%s', async (name, value) => {
    await session.context.addCookies([{ name, value, url: baseUrl() }]);
    const { page, problems } = await openPage(session, '/?country=de', { width: 1440, height: 900 });
    const footer = await footerReady(page);
    expect(await footer.getByRole('heading', { name: 'Service & Hilfe' }).count()).toBe(1);
    expect(await footer.getByRole('navigation', { name: 'Beliebte Kategorien' }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'Instagram' }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'Im App Store laden' }).count()).toBe(0);
    expect(await footer.getByTestId('footer-newsletter').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('hides the groups marked hideGroupInCheckout on checkout pages (paths under /checkout, decided by the server)', async () => {
    const { page } = await openPage(session, '/checkout?country=de', { width: 1440, height: 900 });
    const footer = await footerReady(page);
    await footer.getByRole('heading', { name: 'Service & Hilfe' }).waitFor();
    expect(await footer.getByRole('heading', { name: 'Bohne & Haus entdecken' }).count()).toBe(0);
    const shop = await openPage(session, '/?country=de', { width: 1440, height: 900 });
    await (await footerReady(shop.page)).getByRole('heading', { name: 'Service & Hilfe' }).waitFor();
    expect(await shop.page.getByRole('contentinfo').getByRole('heading', { name: 'Bohne & Haus entdecken' }).count()).toBe(1);
  });

  test('hides the newsletter block when the page says newsletter-form-hidden, and shows it otherwise', async () => {
    const shown = await openPage(session, '/?country=de', { width: 1440, height: 900 });
    await (await footerReady(shown.page)).getByTestId('footer-newsletter').waitFor();
    const { page } = await openPage(session, '/?country=de&newsletter-form-hidden=true', { width: 1440, height: 900 });
    const footer = await footerReady(page);
    await footer.getByRole('heading', { name: 'Service & Hilfe' }).waitFor();
    expect(await footer.getByTestId('footer-newsletter').count()).toBe(0);
  });

  test('shows SEO links, social and app icons without the reduced-mode cookies', async () => {
    const { page } = await openPage(session, '/?country=de', { width: 1440, height: 900 });
    const footer = await footerReady(page);
    expect(await footer.getByRole('navigation', { name: 'Beliebte Kategorien' }).count()).toBe(1);
    expect(await footer.getByRole('link', { name: 'Instagram' }).count()).toBe(1);
    expect(await footer.getByRole('link', { name: 'Im App Store laden' }).count()).toBe(1);
  });

  each(['error', 'malformed-body', 'malformed-content', 'invalid-shape', 'not-found'])(
    'keeps the page usable when the promotion service answers %s',
    async (mode) => {
      await setFooterMode(mode);
      const { page, problems } = await openPage(session, '/?country=at', { width: 1440, height: 900 });
      const footer = await footerReady(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Willkommen bei Bohne & Haus');
      expect(await footer.getByRole('navigation', { name: 'Service und Informationen' }).count()).toBe(0);
      // The imprint stays reachable from every page (fallback legal links of the storefront).
      expect(await footer.getByRole('link', { name: 'Impressum' }).getAttribute('href')).toBe('/at/impressum');
      expect(await footer.getByRole('button', { name: 'Cookie-Einstellungen' }).isVisible()).toBe(true);
      expect(problems.filter((line) => line.startsWith('pageerror'))).toEqual([]);
      await footer.getByRole('combobox', { name: 'Land wählen' }).selectOption('de');
      await page.waitForURL(`${baseUrl()}/`);
    },
  );

  test('opens the cookie settings from the legal links without ever rendering a script URL', async () => {
    const { page } = await openPage(session, '/?country=de', { width: 1440, height: 900 });
    const footer = await footerReady(page);
    await page.evaluate(() => {
      window.addEventListener('storefront:open-cookie-consent', () => {
        document.documentElement.dataset.consentOpened = 'yes';
      });
    });
    await footer.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    // The entry's own inline script answers the click (no island, no storefront code).
    await expect(page.locator('html')).toHaveAttribute('data-consent-opened', 'yes');
    const hrefs = await page.locator('[href]').evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => /^\s*(javascript|vbscript|data):/i.test(href))).toEqual([]);
    expect(page.url()).toBe(`${baseUrl()}/`);
  });

  test('opens the consent platform\'s settings from "Cookie-Einstellungen" and stores the choice in a cookie', async () => {
    const { page, problems } = await openPage(session, '/?country=de', { width: 1440, height: 900 });
    const footer = await footerReady(page);
    await footer.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Notwendig (immer aktiv)' }).isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Statistik' }).check();
    await dialog.getByRole('button', { name: 'Auswahl speichern' }).click();
    await page.getByRole('status').filter({ hasText: 'Ihre Auswahl wurde gespeichert.' }).waitFor();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'cookieConsent')?.value).toBe(
      encodeURIComponent('necessary,statistics'),
    );
    expect(problems).toEqual([]);
  });

  test('opens the consent settings in the storefront’s language: Turkish in TR', async () => {
    const { page, problems } = await openPage(session, '/tr/', { width: 1440, height: 900 });
    const footer = await footerReady(page);
    await footer.getByRole('button', { name: 'Çerez ayarları' }).click();
    const dialog = page.getByRole('dialog', { name: 'Çerez ayarları' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Gerekli (her zaman etkin)' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Seçimi kaydet' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  test('switches to the mobile view and back through the platform cookie', async () => {
    const { page } = await openPage(session, '/?country=pl', { width: 1440, height: 900 });
    await (await footerReady(page)).getByRole('button', { name: 'Przejdź do wersji mobilnej' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'smartphone');
    const mobile = await footerReady(page);
    expect(
      await groupSummaries(page)
        .first()
        .evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open),
    ).toBe(false);
    expect(await mobile.getByRole('combobox').count()).toBe(0);
    await mobile.getByRole('button', { name: 'Przejdź do wersji na komputer' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'classic');
    expect(await (await footerReady(page)).getByRole('combobox', { name: 'Wybierz kraj' }).isVisible()).toBe(true);
  });

  test('calls the A/B assignment when the footer is on the page, and neither psdata nor the content the page brought', async () => {
    const page = await session.context.newPage();
    const calls: string[] = [];
    page.on('request', (request) => calls.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl()}/?country=hu`);
    await footerReady(page);
    await expect.poll(() => calls.filter((path) => path.endsWith('/getassignment')).length).toBe(1);
    // An anonymous visitor's footer is the same for everyone: no customer data is read for it.
    expect(calls.filter((path) => path === '/service/customerfrontenddata/api/v1/psdata')).toHaveLength(0);
    // The content came with the page: the server loaded it, the browser does not ask again.
    expect(calls.filter((path) => path === FOOTER_API)).toHaveLength(0);
  });

  test('lands on a generic content page inside the shell for footer links the demo does not have', async () => {
    const { page } = await openPage(session, '/?country=de', { width: 1440, height: 900 });
    await (await footerReady(page)).getByRole('link', { name: 'Kaffeebohnen' }).click();
    await page.waitForURL(/kaffeebohnen-c400000101\.html$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Inhaltsseite');
    expect(await (await footerReady(page)).getByRole('link', { name: 'Filialfinder' }).getAttribute('href')).toBe('/service/storefinder/');
  });

  each([
    [1440, 900],
    [375, 800],
  ])('causes no layout shift at %s px while the page loads and its islands wake', async (width, height) => {
    const page = await session.context.newPage();
    await page.setViewportSize({ width, height });
    await recordLayoutShifts(page);
    await page.goto(`${baseUrl()}/?country=de`);
    await footerReady(page);
    await page.evaluate(() =>
      document.querySelectorAll('[data-island]').forEach((island) => island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))),
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-hydrated')),
    );
    await settled(page);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Array<{ value: number; inFooter: boolean }> }).__shifts);
    expect(shifts.filter((shift) => shift.inFooter)).toEqual([]);
    // Every footer image carries width and height, so loading it cannot move anything.
    const sized = await page
      .locator('footer img')
      .evaluateAll((images) =>
        images.every((image) => image.hasAttribute('width') && image.hasAttribute('height') && image.hasAttribute('alt')),
      );
    expect(sized).toBe(true);
  });

  each([
    [1440, 900],
    [375, 800],
  ])('has no axe violations at %s px', async (width, height) => {
    const { page } = await openPage(session, '/?country=tr', { width, height });
    const footer = await footerReady(page);
    if (width < 768) await groupSummaries(page).first().click();
    expect(await footer.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
