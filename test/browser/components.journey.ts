import type { Page } from '@playwright/test';
import { each, expect, test } from './support/fixtures';
import { axeViolations, baseUrl, launch, openPage, type Session } from './support/browser';
import { lazyChunks } from '../bench/measure/lazy-chunks';

/** What has focus: its role-ish tag, accessible label and a few states, for keyboard assertions. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return { tag: '', name: '', expanded: null as string | null, checked: false, value: '' };
    const labelled = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null;
    const name = el.getAttribute('aria-label') ?? labelled ?? el.textContent ?? '';
    return {
      tag: el.tagName.toLowerCase(),
      name: name.trim(),
      expanded: el.getAttribute('aria-expanded'),
      checked: (el as HTMLInputElement).checked === true,
      value: (el as HTMLInputElement).value ?? '',
    };
  });

/** Presses Tab (or Shift+Tab) until the focused element's name starts with `name`; fails after `max` presses. */
const tabTo = async (page: Page, name: string, options: { tag?: string; back?: boolean; max?: number } = {}) => {
  for (let i = 0; i < (options.max ?? 40); i += 1) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (now.name.startsWith(name) && (!options.tag || now.tag === options.tag)) return now;
  }
  throw new Error(`Tab never reached "${name}"`);
};

/** The island of a catalogue section (each demo section wakes on its own when it scrolls into view or is touched). */
const islandOf = (section: string) => `[data-island="catalogue-${section}"]`;

/** Waits until the demo section's island runs (its code is in and it hydrated). */
const running = (page: Page, section: string) => page.locator(`${islandOf(section)}[data-hydrated]`).waitFor();

/** Jumps to a catalogue section through its table-of-contents link, by keyboard only; its demos wake as it comes into view. */
const jumpTo = async (page: Page, section: string, id?: string) => {
  const atTop = await page.evaluate(() => !document.activeElement || document.activeElement === document.body);
  await tabTo(page, section, { tag: 'a', max: atTop ? 30 : 250, back: !atTop });
  await page.keyboard.press('Enter');
  if (id) await running(page, id);
};

/** Scrolls a demo section into view, as a shopper would, and waits until it runs. */
const scrollTo = async (page: Page, section: string) => {
  await page.locator(`#${section}`).scrollIntoViewIfNeeded();
  await running(page, section);
};

/** The catalogue as served: every demo's markup, each demo waking when it is seen or touched. */
const openCatalogue = async (session: Session, width = 1440, path = '/components') => {
  const watched = await openPage(session, path, { width, height: 900 });
  await watched.page.getByRole('heading', { level: 1, name: 'Komponenten' }).waitFor();
  return watched;
};

test.describe('component catalogue in Chromium', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  each([375, 1024, 1440])('shows every component section at %i px with zero axe violations', async (width) => {
    const { page, problems } = await openCatalogue(session, width);
    const sections = await page.locator('main section[aria-labelledby]').count();
    expect(sections).toBe(10);
    expect(await page.getByRole('button', { name: 'In den Warenkorb' }).count()).toBeGreaterThan(10);
    expect(await axeViolations(page)).toEqual([]);
    // Nothing may stick out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(problems).toEqual([]);
  });

  test('wakes a demo far down the page only when it is scrolled to or touched: its code is not fetched before', async () => {
    const { chunks } = lazyChunks(process.env.STOREFRONT_DIST ?? 'dist');
    const demoChunk = (section: string) =>
      chunks.find((chunk) => chunk.name === `composition/features/catalogue/catalogue-${section}.island`);
    const chunkOf = (section: string) => demoChunk(section)?.file;
    const form = chunkOf('form');
    expect(form).toBeDefined();
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl()}/components`);
    // The demos in view at the top wake by themselves, and the network goes quiet after them.
    await running(page, 'buttons');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((path) => path.endsWith(`/${form}`))).toEqual([]);
    expect(await page.locator(`${islandOf('form')}[data-hydrated]`).count()).toBe(0);
    // Nor any script only the form demo needs (its demo code; the shared components came with the demos in view).
    const awake = await page.$$eval('[data-island][data-hydrated]', (islands) =>
      islands.map((island) => island.getAttribute('data-island')),
    );
    const loadedFor = new Set(awake.flatMap((name) => demoChunk(String(name).replace(/^catalogue-/, ''))?.files ?? []));
    const formOnly = (demoChunk('form')?.files ?? []).filter((file) => file.endsWith('.js') && !loadedFor.has(file));
    expect(formOnly.length).toBeGreaterThan(1);
    expect(requested.filter((path) => formOnly.some((file) => path.endsWith(`/${file}`)))).toEqual([]);
    // Its markup is the server's, whole, before it runs.
    expect(await page.locator('#form').getByRole('button', { name: 'Absenden' }).count()).toBe(1);

    const fetched = page.waitForRequest((request) => request.url().endsWith(`/${form}`));
    await page.locator('#form').scrollIntoViewIfNeeded();
    await fetched;
    await running(page, 'form');
    expect(formOnly.filter((file) => !requested.some((path) => path.endsWith(`/${file}`)))).toEqual([]);

    // Touched without being scrolled to (a focus from the keyboard or a script): the notifications demo wakes too.
    const notifications = chunkOf('notifications');
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(requested.filter((path) => path.endsWith(`/${notifications}`))).toEqual([]);
    const touched = page.waitForRequest((request) => request.url().endsWith(`/${notifications}`));
    await page
      .locator('#notifications button')
      .first()
      .evaluate((button: HTMLElement) => button.focus({ preventScroll: true }));
    await touched;
    await running(page, 'notifications');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  test('shows the catalogue in the storefront locale (PL)', async () => {
    const { page } = await openPage(session, '/components?country=pl');
    await page.getByRole('heading', { level: 1, name: 'Komponenty' }).waitFor();
    expect(await page.getByRole('button', { name: 'Pokaż więcej' }).count()).toBe(1);
  });

  test('works buttons and checkboxes by keyboard: Enter and Space click, a loading button ignores them', async () => {
    const { page } = await openCatalogue(session);
    await jumpTo(page, 'Buttons', 'buttons');
    await tabTo(page, 'In den Warenkorb', { max: 60 });
    // The demo button is the one with the click counter after it: reach it, then click by Enter and Space.
    const demo = page.locator('#buttons .button--full');
    await demo.evaluate((el) => (el as HTMLElement).blur());
    await tabTo(page, 'Lädt', { tag: 'input' });
    await tabTo(page, 'In den Warenkorb', { back: true });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByText('Klicks: 2').count()).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect((await focused(page)).checked).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await demo.getAttribute('aria-busy')).toBe('true');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(await page.getByText('Klicks: 2').count()).toBe(1);
  });

  test('types into iban, number and password fields by keyboard, with their rules applied', async () => {
    const { page } = await openCatalogue(session);
    await jumpTo(page, 'Eingabefelder', 'inputs');
    await tabTo(page, 'Menge', { tag: 'input' });
    await page.keyboard.type('1a2b34');
    await expect.poll(async () => (await focused(page)).value).toBe('123');
    await tabTo(page, 'IBAN', { tag: 'input' });
    await page.keyboard.type('de89 3704-0044x0532');
    await expect.poll(async () => (await focused(page)).value).toBe('DE89 3704 0044 0532');
    await tabTo(page, 'Passwort', { tag: 'input', back: true });
    await page.keyboard.type('kaffeebohne');
    await expect.poll(() => page.getByText('Passwortstärke:').textContent()).toBe('Passwortstärke: ausreichend');
    await page.keyboard.type('7');
    await expect.poll(() => page.getByText('Passwortstärke:').textContent()).toBe('Passwortstärke: stark');
    await page.keyboard.type('X');
    await expect.poll(() => page.getByText('Passwortstärke:').textContent()).toBe('Passwortstärke: sehr stark');
  });

  test('keeps the IBAN caret in place: stray and refused keys, insert and delete in the middle, paste, selection replacement', async () => {
    const { page } = await openCatalogue(session);
    await scrollTo(page, 'inputs');
    const iban = page.locator('input[name="iban"]').first();
    const state = () => iban.evaluate((el: HTMLInputElement) => ({ value: el.value, caret: [el.selectionStart, el.selectionEnd] }));
    const retype = async (text: string) => {
      await iban.fill('');
      await iban.focus();
      await page.keyboard.type(text);
    };
    for (const [typed, expected] of [
      ['DE 89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
      ['DE 89', 'DE89'],
      [' DE89', 'DE89'],
      ['1DE89', 'DE89'],
      ['xDE89', 'XD89'],
      ['de89 3704', 'DE89 3704'],
    ] as const) {
      await retype(typed);
      expect(await state()).toEqual({ value: expected, caret: [expected.length, expected.length] });
    }
    await retype('DE89 0044');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('37-04');
    expect(await state()).toEqual({ value: 'DE89 3704 0044', caret: [9, 9] });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Backspace');
    expect(await state()).toEqual({ value: 'DE89 3040 044', caret: [6, 6] });
    await page.keyboard.press('Home');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Backspace');
    expect(await state()).toEqual({ value: 'DE83 0400 44', caret: [3, 3] });
    await page.keyboard.press('Delete');
    expect(await state()).toEqual({ value: 'DE80 4004 4', caret: [3, 3] });
    // A paste (inserted text) with spaces, dashes and lower case at the end, then a selection replaced by typing.
    await page.keyboard.press('End');
    await page.keyboard.insertText(' 05-32 013 ');
    expect(await state()).toEqual({ value: 'DE80 4004 4053 2013', caret: [19, 19] });
    await page.keyboard.press('Home');
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.type('9999');
    expect(await state()).toEqual({ value: 'DE80 9999 4053 2013', caret: [9, 9] });
    await iban.evaluate((el: HTMLInputElement) => el.setSelectionRange(0, el.value.length));
    await page.keyboard.insertText('at61-1904-3002-3457-3201');
    expect((await state()).value).toBe('AT61 1904 3002 3457 3201');
  });

  test('picks from a select and a radio group with the arrow keys', async () => {
    const { page } = await openCatalogue(session);
    await jumpTo(page, 'Auswahlliste', 'selects');
    await tabTo(page, 'Land', { tag: 'select' });
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).value).toBe('DE');
    await jumpTo(page, 'Checkbox und Radiobuttons', 'choices');
    await tabTo(page, 'Standardversand', { tag: 'input' });
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ name: 'Expressversand', checked: true });
    // The unavailable third option is skipped: ArrowDown wraps to the first.
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ name: 'Standardversand', checked: true });
  });

  test('closes a banner by keyboard, and it stays closed', async () => {
    const { page } = await openCatalogue(session);
    const alertsBefore = await page.getByRole('alert').count();
    await jumpTo(page, 'Hinweise', 'notifications');
    await tabTo(page, 'Schließen', { tag: 'button' });
    await tabTo(page, 'Schließen', { tag: 'button' });
    await tabTo(page, 'Schließen', { tag: 'button' }); // the third banner: the warning
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('alert').count()).toBe(alertsBefore - 1);
    expect(await page.getByText('Nur noch 2 Stück verfügbar.').count()).toBe(2);
  });

  test('runs an accordion by keyboard: Enter and Space toggle, arrows, Home and End move, disabled panels are skipped', async () => {
    const { page } = await openCatalogue(session);
    await jumpTo(page, 'Aufklappbereiche', 'expansion');
    expect(await tabTo(page, 'Versand', { tag: 'button' })).toMatchObject({ expanded: 'true' });
    await page.keyboard.press('Enter');
    expect((await focused(page)).expanded).toBe('false');
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ name: 'Rückgabe', expanded: 'false' });
    await page.keyboard.press('Space');
    expect((await focused(page)).expanded).toBe('true');
    await page.keyboard.press('End');
    expect((await focused(page)).name).toBe('Zahlung');
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).name).toBe('Versand');
    await page.keyboard.press('ArrowUp');
    expect((await focused(page)).name).toBe('Zahlung');
    await page.keyboard.press('Home');
    expect((await focused(page)).name).toBe('Versand');
    // The single-select group keeps one panel open: opening Zahlung closed Rückgabe.
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    const expanded = await page.locator('#expansion .expansion-group').first().locator('[aria-expanded="true"]').allTextContents();
    expect(expanded).toEqual(['Zahlung']);
  });

  test('keeps collapsed panel content findable (hidden="until-found") once the page runs, and opens the panel when the browser finds text there', async () => {
    const { page } = await openCatalogue(session);
    await scrollTo(page, 'expansion');
    const collapsed = page.locator('#expansion .expansion-panel__content').nth(1);
    await expect.poll(() => collapsed.getAttribute('hidden')).toBe('until-found');
    expect(await collapsed.textContent()).toContain('innerhalb von 30 Tagen kostenlos');
    // Find-in-page landing in the collapsed panel makes the browser fire beforematch on it.
    await collapsed.evaluate((element) => element.dispatchEvent(new Event('beforematch')));
    const trigger = page.locator('#expansion .expansion-group').first().getByRole('button', { name: 'Rückgabe' });
    await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
  });

  test('expands and collapses a text slider by keyboard', async () => {
    const { page } = await openCatalogue(session);
    await jumpTo(page, 'Textslider', 'text-slider');
    expect(await tabTo(page, 'Mehr anzeigen', { tag: 'button' })).toMatchObject({ expanded: 'false' });
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ name: 'Weniger anzeigen', expanded: 'true' });
    await page.keyboard.press('Space');
    expect(await focused(page)).toMatchObject({ name: 'Mehr anzeigen', expanded: 'false' });
  });

  test('opens a modal by keyboard, traps Tab inside, closes on Escape and returns focus to the opener', async () => {
    const { page } = await openCatalogue(session, 375);
    await jumpTo(page, 'Dialogfenster', 'modal');
    await tabTo(page, 'Größentabelle öffnen (M)', { tag: 'button' });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Größentabelle' });
    await dialog.waitFor();
    expect((await focused(page)).name).toBe('Menge');
    expect(await axeViolations(page)).toEqual([]);
    const seen = new Set<string>();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
      seen.add((await focused(page)).name);
    }
    expect([...seen].sort()).toEqual(['Abbrechen', 'Menge', 'Schließen', 'Übernehmen']);
    // Opened with showModal(): in the top layer, the page behind inert.
    expect(await page.evaluate(() => document.querySelector('dialog[open]')?.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await focused(page)).name).toBe('Größentabelle öffnen (M)');
  });

  test('validates a form on blur and submit, and clears an error when the field gets focus', async () => {
    const { page } = await openCatalogue(session);
    await jumpTo(page, 'Formular mit Prüfung', 'form');
    await tabTo(page, 'Absenden', { tag: 'button' });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Vorname ist ein Pflichtfeld.').count()).toBe(1);
    expect(await page.locator('#form').getByText('Bitte akzeptieren Sie die AGB.').count()).toBe(1);
    await tabTo(page, 'Vorname', { tag: 'input', back: true });
    expect(await page.getByText('Vorname ist ein Pflichtfeld.').count()).toBe(0);
    expect(await page.locator('#form').getByText('Bitte akzeptieren Sie die AGB.').count()).toBe(1);
    await page.keyboard.type('www.kaffee.de');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByText('Vorname darf keine Internetadresse enthalten.').count()).toBe(1);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Zoë Łukasz-Ünal');
    await page.keyboard.press('Tab');
    await page.keyboard.type('zoe@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('Alle Angaben sind gültig.').count()).toBe(1);
  });

  test('follows a text link by keyboard; an unsafe target renders no href', async () => {
    const { page } = await openCatalogue(session);
    expect(await page.getByText('Unsicherer Link (ohne Ziel dargestellt)').evaluate((el) => el.closest('a')?.hasAttribute('href'))).toBe(
      false,
    );
    await jumpTo(page, 'Textlinks');
    await tabTo(page, 'Filiale finden', { tag: 'a' });
    await page.keyboard.press('Enter');
    // The catalogue's link is written with a slash; every page has one address, without it.
    await expect(page).toHaveURL((url) => url.pathname === '/service/storefinder');
  });
});
