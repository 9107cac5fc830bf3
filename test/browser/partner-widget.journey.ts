import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { each, expect, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { axeViolations, baseUrl, launch, newContext, partnerUrl, type Session } from './support/browser';
import { freshAddress, mailsTo } from './support/newsletter';

/**
 * The newsletter widget on another site's page (issue 24): the emulator's partner page, on a second origin with a
 * strict CSP and a hostile stylesheet, embeds `<storefront-newsletter>` for DE and HU. A shopper signs up there,
 * confirms from the mail, and the proof of consent names the partner page; an origin not on the shop's list is refused.
 */
interface Embedded {
  readonly country: 'de' | 'hu';
  readonly emailLabel: string;
  readonly legalNotice: string;
  readonly submit: string;
  readonly successTitle: string;
  readonly confirmButton: string;
  readonly confirmedTitle: string;
  readonly fill?: (widget: ReturnType<Page['locator']>) => Promise<void>;
}

const EMBEDDED: readonly Embedded[] = [
  {
    country: 'de',
    emailLabel: 'E-Mail-Adresse',
    legalNotice: 'Rechtliche Hinweise zum Newsletter',
    submit: 'Abonnieren',
    successTitle: 'Fast geschafft!',
    confirmButton: 'Anmeldung bestätigen',
    confirmedTitle: 'Vielen Dank – Ihre Anmeldung ist bestätigt!',
  },
  {
    country: 'hu',
    emailLabel: 'E-mail-cím',
    legalNotice: 'Jogi tudnivalók a hírlevélről',
    submit: 'Feliratkozás',
    successTitle: 'Már majdnem kész!',
    confirmButton: 'Feliratkozás megerősítése',
    confirmedTitle: 'Köszönjük – feliratkozását megerősítettük!',
    fill: async (widget) => {
      await widget.getByRole('combobox', { name: 'Megszólítás' }).selectOption('MRS');
      await widget.getByRole('textbox', { name: 'Vezetéknév' }).fill('Nagy');
      await widget.getByRole('textbox', { name: 'Keresztnév' }).fill('Zsófia');
    },
  },
];

/** Opens the partner page with a record of console errors, CSP violations and the widget's sign-up events. */
const openPartner = async (session: Session, address = `${partnerUrl()}/`, prepare?: (page: Page) => Promise<unknown>) => {
  const page = await session.context.newPage();
  await prepare?.(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    const record = window as unknown as { signUps: unknown[]; violations: string[] };
    record.signUps = [];
    record.violations = [];
    document.addEventListener('sign-up', (event) => record.signUps.push((event as CustomEvent).detail));
    document.addEventListener('securitypolicyviolation', (event) =>
      record.violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto(address);
  return { page, problems };
};

/** Where the journeys leave the widget's screenshots to look at (ignored by git). */
const SCREENSHOTS = 'test/browser/screenshots';

/** The row of the control page's proof-of-consent table for one address. */
const proofOf = async (page: Page, address: string) => {
  await page.goto(`${baseUrl()}/emulator/`);
  return page.getByRole('row', { name: new RegExp(address.replace(/[.+]/g, '\\$&')) });
};

test.describe('the newsletter widget embedded in a partner page', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch({ width: 1024, height: 900 });
  });
  test.afterAll(async () => {
    await session.close();
  });
  test.beforeEach(async () => {
    await session.context.clearCookies();
  });

  each(EMBEDDED)('signs up in $country on the partner page, confirms from the mail, and the proof names the partner page', async (shop) => {
    const address = freshAddress(`partner-${shop.country}`);
    const { page, problems } = await openPartner(session);
    const widget = page.locator(`storefront-newsletter[country="${shop.country}"]`);
    const email = widget.getByRole('textbox', { name: shop.emailLabel });
    // The widget's markup in place of the fallback form (whose field has the same name) before anything is typed.
    await widget.getByRole('button', { name: shop.submit, exact: true }).waitFor();
    await email.fill(address);
    // The same widget as on the shop's pages: the form expands with the legal notice before anything is sent.
    await widget.getByRole('button', { name: shop.legalNotice }).waitFor();
    if (shop.fill) await shop.fill(widget);
    const submit = widget.getByRole('button', { name: shop.submit, exact: true });
    await submit.click();
    await widget.getByRole('heading', { name: shop.successTitle }).waitFor();
    expect(await widget.getByText(address).count()).toBe(1);
    // The widget reports the sign-up to the host page as a DOM event, not into a data layer it assumes.
    expect(await page.evaluate(() => (window as unknown as { signUps: unknown[] }).signUps)).toEqual([
      { event: 'sign_up', subject: 'newsletter', origin: 'embedded:blog', type: 'ga4' },
    ]);
    // Nothing the page's strict CSP refuses (checked first: Playwright's element evaluation and axe-core add
    // styles of their own to the page).
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    expect(problems).toEqual([]);
    // The partner's stylesheet reaches neither the widget's text nor its tokens (uppercase, letter-spacing, 40px),
    // and the widget's styles stay inside: the partner's own heading keeps the partner's colour.
    expect(
      await widget.getByRole('heading', { name: shop.successTitle }).evaluate((heading) => {
        const style = getComputedStyle(heading);
        return { transform: style.textTransform, spacing: style.letterSpacing, family: style.fontFamily.includes('Georgia') };
      }),
    ).toEqual({ transform: 'none', spacing: 'normal', family: false });
    expect(await page.getByRole('heading', { level: 2, name: 'Brewing at home' }).evaluate((h) => getComputedStyle(h).color)).toBe(
      'rgb(179, 0, 0)',
    );
    expect(await axeViolations(page)).toEqual([]);

    const [mail] = await mailsTo(page, address);
    await page.goto(mail?.link ?? '');
    await page.getByRole('button', { name: shop.confirmButton }).click();
    await page.getByRole('heading', { level: 1, name: shop.confirmedTitle }).waitFor();

    const proof = await proofOf(page, address);
    await expect.poll(() => proof.textContent()).toContain('SUBSCRIBED');
    expect(await proof.textContent()).toContain(`${partnerUrl()}/`);
    expect(await proof.textContent()).toContain('embedded:blog');
    await page.close();
  });

  test('keeps what was typed when the page moves the widget, and starts again when the page puts it back later', async () => {
    const { page, problems } = await openPartner(session);
    const widget = page.locator('storefront-newsletter[country="de"]');
    // Sizes are the shop's: the partner's root font size (24px) does not scale the widget's rem (1.75rem = 28px).
    expect(await widget.getByRole('heading', { name: 'Newsletter abonnieren' }).evaluate((h) => getComputedStyle(h).fontSize)).toBe('28px');
    await widget.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('moved@example.org');
    // A single-page host moves the element: the same widget, with what the visitor typed.
    await page.evaluate(() => {
      const element = document.querySelector('storefront-newsletter[country="de"]');
      if (element) document.querySelector('main')?.append(element);
    });
    expect(await widget.getByRole('textbox', { name: 'E-Mail-Adresse' }).inputValue()).toBe('moved@example.org');
    // Taken out of the page and put back once it has let go (React unmounted, its data-hydrated mark gone): it renders afresh.
    await page.locator('storefront-newsletter[country="de"][data-hydrated]').waitFor({ state: 'attached' });
    await page.evaluate(async () => {
      const element = document.querySelector('storefront-newsletter[country="de"]');
      if (!element) throw new Error('No widget.');
      const released = new Promise<void>((done) => {
        new MutationObserver((_, observer) => {
          if (element.hasAttribute('data-hydrated')) return;
          observer.disconnect();
          done();
        }).observe(element, { attributes: true, attributeFilter: ['data-hydrated'] });
      });
      element.remove();
      await released;
      document.querySelector('main')?.prepend(element);
    });
    await widget.getByRole('button', { name: 'Abonnieren', exact: true }).waitFor();
    expect(await widget.getByRole('textbox', { name: 'E-Mail-Adresse' }).inputValue()).toBe('');
    expect(problems).toEqual([]);
    await page.close();
  });

  /** The partner page, copied to an origin that is not on the shop's list of embedding origins (another port). */
  const strangerSite = async () => {
    const partnerHtml = await (await fetch(`${partnerUrl()}/`)).text();
    const server = createServer((request, response) => {
      if (request.url === '/') response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(partnerHtml);
      else response.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
  };

  test('says at once, in its language, that a site the shop does not list cannot sign up, and tells the console why', async () => {
    const stranger = await strangerSite();
    const { page, problems } = await openPartner(session, `${stranger.url}/`);
    const widget = page.locator('storefront-newsletter[country="de"]');
    // On load, before anyone types: no form to fill, the reason in German (the widget's storefront), and in Hungarian.
    await widget
      .getByText('Auf dieser Seite ist die Anmeldung zum Newsletter von Bohne & Haus leider nicht möglich.', { exact: false })
      .waitFor();
    expect(await widget.getByRole('textbox').count()).toBe(0);
    await page
      .locator('storefront-newsletter[country="hu"]')
      .getByText('Ezen az oldalon sajnos nem lehet feliratkozni a Bohne & Haus hírlevelére.', { exact: false })
      .waitFor();
    await expect
      .poll(() => problems.some((line) => line.includes('NEWSLETTER_EMBEDDING_ORIGINS') && line.includes(stranger.url)))
      .toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    stranger.close();

    // The service keeps refusing such a site, and says why.
    const refused = await fetch(`${baseUrl()}/service/newsletter/api/internal/newsletter-subscribers`, {
      method: 'OPTIONS',
      headers: { Origin: stranger.url, 'Access-Control-Request-Method': 'POST' },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      type: 'urn:newsletter:origin_not_allowed',
      detail: expect.stringContaining(`Embedding origins: ${partnerUrl()}`),
    });
    await page.close();
  });

  test('without JavaScript, the fallback form on a site the shop does not list lands on the shop’s page in its language', async () => {
    const stranger = await strangerSite();
    const context = await newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const address = freshAddress('stranger-nojs');
    await page.goto(`${stranger.url}/`);
    await page.getByRole('textbox', { name: 'E-mail-cím' }).fill(address);
    const answer = page.waitForResponse((response) => response.url().startsWith(`${baseUrl()}/hu/subscribenewsletter`));
    await page.getByRole('button', { name: 'Feliratkozás a hírlevélre' }).click();
    expect((await answer).status()).toBe(403);
    await page.getByText('Az oldal, ahonnan érkezett, nem küldhet nekünk hírlevél-feliratkozást.', { exact: false }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hu-HU');
    expect(await page.getByRole('textbox', { name: 'E-mail-cím' }).inputValue()).toBe(address);
    expect(await mailsTo(page, address)).toEqual([]);
    stranger.close();
    await context.close();
  });

  each([{ width: 280 }, { width: 360 }, { width: 600 }])(
    'lays out by its own width in a $width px sidebar of a 1440 px page, in its storefront’s language',
    async ({ width }) => {
      const page = await session.context.newPage();
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${partnerUrl()}/?country=de&column=${width}`);
      const widget = page.locator('storefront-newsletter[country="de"]');
      const heading = widget.getByRole('heading', { name: 'Newsletter abonnieren' });
      const email = widget.getByRole('textbox', { name: 'E-Mail-Adresse' });
      const submit = widget.getByRole('button', { name: 'Abonnieren', exact: true });
      await submit.waitFor();
      // The card is the column's width, and the e-mail field takes most of it (not a window-wide desktop layout).
      const section = widget.locator('section.newsletter');
      expect(Math.round((await section.boundingBox())?.width ?? 0)).toBe(width);
      expect((await email.boundingBox())?.width ?? 0).toBeGreaterThan(width * 0.75);
      // No text cut off: the heading and the button's label fit their boxes.
      const overflows = (element: HTMLElement | SVGElement) => element.scrollWidth > element.clientWidth + 1;
      expect(await heading.evaluate(overflows)).toBe(false);
      expect(await submit.evaluate(overflows)).toBe(false);
      // German on an English page: the widget's root says so.
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await heading.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('de-DE');

      mkdirSync(SCREENSHOTS, { recursive: true });
      await widget.screenshot({ path: `${SCREENSHOTS}/partner-widget-de-${width}.png`, animations: 'disabled', caret: 'hide' });
      // Expanded: the further fields fit the column too.
      await email.fill('sidebar@example.org');
      await widget.getByRole('button', { name: 'Rechtliche Hinweise zum Newsletter' }).waitFor();
      expect(await submit.evaluate(overflows)).toBe(false);
      expect((await submit.boundingBox())?.width ?? width).toBeLessThanOrEqual(width);
      await widget.screenshot({ path: `${SCREENSHOTS}/partner-widget-de-${width}-expanded.png`, animations: 'disabled', caret: 'hide' });
      await page.close();
    },
  );

  test('answers before its React: the markup at load, the further fields by CSS, a submit held and sent once', async () => {
    const page = await session.context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    // The widget's React part is held back until the test lets it through.
    let release: () => void = () => undefined;
    const released = new Promise<void>((done) => {
      release = done;
    });
    const reactRequests: string[] = [];
    await page.route(/\/widget\/newsletter-widget-newsletter-widget-app-[\w-]+\.js$/, async (route) => {
      reactRequests.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.goto(`${partnerUrl()}/?country=de`);
    const widget = page.locator('storefront-newsletter[country="de"]');
    const submit = widget.getByRole('button', { name: 'Abonnieren', exact: true });
    // The first render is the widget's markup: heading, field and button, and no React asked for.
    await widget.getByRole('heading', { name: 'Newsletter abonnieren' }).waitFor();
    await submit.waitFor();
    expect(reactRequests).toEqual([]);
    const address = freshAddress('partner-early');
    const email = widget.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await email.fill(address);
    // The first interaction asks for React; meanwhile CSS has revealed the further fields.
    await expect.poll(() => reactRequests.length).toBe(1);
    // The legal notice's title is shown; its toggle needs script, so it comes with React.
    await widget.getByText('Rechtliche Hinweise zum Newsletter', { exact: true }).waitFor();
    expect(await widget.getByRole('button', { name: 'Rechtliche Hinweise zum Newsletter' }).count()).toBe(0);
    expect(await widget.getAttribute('data-hydrated')).toBeNull();
    // A press before React: held, the button busy at once (CSS), nothing sent, the page stays; Enter again adds nothing.
    await submit.click();
    await widget.locator('form[data-sending]').waitFor();
    await email.press('Enter');
    expect(page.url()).toBe(`${partnerUrl()}/?country=de`);
    release();
    await widget.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    expect(await widget.getByText(address).count()).toBe(1);
    expect(await mailsTo(page, address)).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  /** The partner page with the widget's markup request held back until `release` (the fallback form on show until then). */
  const withMarkupHeld = async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((done) => {
      release = done;
    });
    let asked = false;
    const opened = await openPartner(session, `${partnerUrl()}/?country=de`, (page) =>
      page.route(/\/widget\/markup\//, async (route) => {
        asked = true;
        await released;
        await route.continue();
      }),
    );
    await expect.poll(() => asked).toBe(true);
    const widget = opened.page.locator('storefront-newsletter[country="de"]');
    // The fallback form (its button says so), whose field has the widget's label and name.
    await widget.getByRole('button', { name: 'Newsletter abonnieren' }).waitFor();
    return { ...opened, widget, release };
  };

  /** The field that has the focus in the widget's shadow root: its name and value. */
  const focusedField = (widget: ReturnType<Page['locator']>) =>
    widget.evaluate((element) => {
      const focused = element.shadowRoot?.activeElement;
      return focused instanceof HTMLInputElement
        ? { name: focused.name, value: focused.value, widget: !focused.closest('.newsletter-fallback') }
        : null;
    });

  test('what was typed into the fallback form before the widget’s markup came goes on in the widget, focused, and signs up', async () => {
    const { page, problems, widget, release } = await withMarkupHeld();
    const address = freshAddress('partner-fallback-typed');
    const email = widget.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await email.click();
    await page.keyboard.type(address);
    release();
    await widget.getByRole('button', { name: 'Abonnieren', exact: true }).waitFor();
    expect(await widget.getByRole('button', { name: 'Newsletter abonnieren' }).count()).toBe(0);
    expect(await email.inputValue()).toBe(address);
    expect(await focusedField(widget)).toEqual({ name: 'email', value: address, widget: true });
    // React takes the carried text over: the legal notice's toggle comes with it, and the sign-up sends that address.
    await widget.getByRole('button', { name: 'Rechtliche Hinweise zum Newsletter' }).waitFor();
    await widget.getByRole('button', { name: 'Abonnieren', exact: true }).click();
    await widget.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    expect(await widget.getByText(address).count()).toBe(1);
    expect(await mailsTo(page, address)).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a visitor typing while the widget’s markup replaces the fallback form loses no keystroke', async () => {
    const { page, problems, widget, release } = await withMarkupHeld();
    const address = freshAddress('partner-typing-across');
    const half = Math.floor(address.length / 2);
    await widget.getByRole('textbox', { name: 'E-Mail-Adresse' }).click();
    await page.keyboard.type(address.slice(0, half));
    // The markup is let through while the visitor goes on typing, key by key, wherever the focus is.
    release();
    await page.keyboard.type(address.slice(half));
    await widget.getByRole('button', { name: 'Abonnieren', exact: true }).waitFor();
    expect(await widget.getByRole('textbox', { name: 'E-Mail-Adresse' }).inputValue()).toBe(address);
    expect(await focusedField(widget)).toEqual({ name: 'email', value: address, widget: true });
    await widget.getByRole('button', { name: 'Abonnieren', exact: true }).click();
    await widget.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    expect(await widget.getByText(address).count()).toBe(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a snippet that carries the first render is the widget from the first paint: nothing fetched or swapped, one stylesheet, then it signs up', async () => {
    const markupRequests: string[] = [];
    const { page, problems } = await openPartner(session, `${partnerUrl()}/?country=de&snippet=first-render`);
    page.on('request', (request) => {
      if (request.url().includes('/widget/markup/')) markupRequests.push(request.url());
    });
    const widget = page.locator('storefront-newsletter[country="de"]');
    await widget.getByRole('heading', { name: 'Newsletter abonnieren' }).waitFor();
    // The root the snippet declared is the one that stays: marked before the script could swap anything, found again after.
    await page.evaluate(() =>
      document.querySelector('storefront-newsletter')?.shadowRoot?.querySelector('[data-first-render]')?.setAttribute('data-seen', ''),
    );
    const address = freshAddress('partner-first-render');
    await widget.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(address);
    await widget.getByRole('button', { name: 'Rechtliche Hinweise zum Newsletter' }).waitFor();
    await widget.getByRole('button', { name: 'Abonnieren', exact: true }).click();
    await widget.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    const shadow = await page.evaluate(() => {
      const root = document.querySelector('storefront-newsletter')?.shadowRoot;
      return {
        seen: root?.querySelector('[data-first-render][data-seen]') !== null,
        stylesheets: root?.querySelectorAll('link[rel="stylesheet"]').length,
        fallback: root?.querySelector('.newsletter-fallback') !== null,
      };
    });
    expect(shadow).toEqual({ seen: true, stylesheets: 1, fallback: false });
    expect(markupRequests).toEqual([]);
    expect(await mailsTo(page, address)).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a snippet that carries the first render costs the page no decoder before the first interaction: focus shows the further fields by CSS, and React adopts the same nodes', async () => {
    const { page, problems } = await openPartner(session, `${partnerUrl()}/?country=de&snippet=first-render`);
    // The widget's React part is held back until the test lets it through.
    let release: () => void = () => undefined;
    const released = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/widget\/newsletter-widget-newsletter-widget-app-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const widget = page.locator('storefront-newsletter[country="de"]');
    const email = widget.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await email.waitFor();
    await page.waitForLoadState('networkidle');
    // Its one script, and the shop asked whether this site may sign up (it may: no content, nothing to decode).
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js') || path.endsWith('/embedding')),
    );
    expect(loaded).toEqual(['/widget/newsletter-widget.js', '/widget/embedding']);
    expect(await page.evaluate(() => customElements.get('storefront-newsletter') !== undefined)).toBe(true);
    // The first render's nodes, marked before anything wakes.
    await email.evaluate((field) => field.setAttribute('data-seen', ''));
    const consent = widget.getByRole('checkbox', { name: /Angebote erhalten/ });
    expect(await consent.isVisible()).toBe(false);
    await email.click();
    // The browser reveals the further fields, React still held back.
    await consent.waitFor();
    expect(await widget.getAttribute('data-hydrated')).toBeNull();
    release();
    await expect.poll(() => widget.getAttribute('data-hydrated')).toBe('');
    // React hydrated the first render where it was: the field the visitor focused is the one it had marked, still focused.
    expect(
      await email.evaluate(
        (field) =>
          field.hasAttribute('data-seen') &&
          field.getRootNode() instanceof ShadowRoot &&
          (field.getRootNode() as ShadowRoot).activeElement === field,
      ),
    ).toBe(true);
    const address = freshAddress('partner-adopted');
    await email.fill(address);
    await widget.getByRole('button', { name: 'Abonnieren', exact: true }).click();
    await widget.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    expect(await mailsTo(page, address)).toHaveLength(1);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('sends a held submit the no-JavaScript way when its React cannot load', async () => {
    const page = await session.context.newPage();
    await page.route(/\/widget\/newsletter-widget-newsletter-widget-app-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${partnerUrl()}/?country=de`);
    const widget = page.locator('storefront-newsletter[country="de"]');
    // The widget's markup in place of the fallback form (whose field has the same name) before anything is typed.
    await widget.getByRole('heading', { name: 'Newsletter abonnieren' }).waitFor();
    const address = freshAddress('partner-noreact');
    await widget.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(address);
    await widget.getByRole('button', { name: 'Abonnieren', exact: true }).click();
    // Posted to the shop's sign-up page, which answers as it does every form posted without JavaScript (at the answer).
    await page.waitForURL(`${baseUrl()}/subscribenewsletter#newsletter-answer`);
    await page.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    // Focus is on the answer, or (once the island woke) on its success heading inside it.
    expect(await page.locator('#newsletter-answer:focus, #newsletter-answer :focus').count()).toBe(1);
    expect(await mailsTo(page, address)).toHaveLength(1);
    await page.close();
  });

  test('without JavaScript, the fallback form is the widget’s own, out of the hostile page’s reach', async () => {
    const context = await newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${partnerUrl()}/?country=de&column=280`);
    const widget = page.locator('storefront-newsletter[country="de"]');
    const email = widget.getByRole('textbox', { name: 'E-Mail-Adresse' });
    const submit = widget.getByRole('button', { name: 'Newsletter abonnieren' });
    // The partner's `button, input { all: unset; border: 4px dashed }` and `* { text-transform: uppercase }` miss it.
    const looks = (element: HTMLElement | SVGElement) => {
      const style = getComputedStyle(element);
      return { border: style.borderTopStyle, transform: style.textTransform, fontSize: style.fontSize };
    };
    expect(await email.evaluate(looks)).toEqual({ border: 'solid', transform: 'none', fontSize: '16px' });
    expect(await submit.evaluate(looks)).toEqual({ border: 'none', transform: 'none', fontSize: '16px' });
    expect(await submit.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(74, 44, 29)');
    expect(await email.evaluate((input) => input.closest('[lang]')?.getAttribute('lang'))).toBe('de-DE');
    expect((await email.boundingBox())?.width ?? 0).toBeGreaterThan(280 * 0.75);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await widget.screenshot({ path: `${SCREENSHOTS}/partner-widget-de-280-nojs.png` });
    await context.close();
  });

  test('without JavaScript, the fallback form signs up through the shop’s sign-up page, legal texts first', async () => {
    const context = await newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    const address = freshAddress('partner-nojs');
    await page.goto(`${partnerUrl()}/`);
    await page.getByRole('textbox', { name: 'E-mail-cím' }).fill(address);
    await page.getByRole('button', { name: 'Feliratkozás a hírlevélre' }).click();
    // On the shop's Hungarian sign-up page: the legal notice, age and privacy texts, and the names HU asks for.
    // The visitor lands on that answer, not at the top of a page they have never seen: scrolled to it and focused, so
    // a screen reader starts there.
    await page.waitForURL(`${baseUrl()}/hu/subscribenewsletter#newsletter-answer`);
    await page.getByText('Kérjük, olvassa el az alábbi tájékoztatást', { exact: false }).waitFor();
    const focused = page.locator(':focus');
    expect(await focused.getAttribute('id')).toBe('newsletter-answer');
    expect(await focused.textContent()).toContain('Kérjük, olvassa el az alábbi tájékoztatást');
    expect(await page.evaluate(() => document.getElementById('newsletter-answer')?.getBoundingClientRect().top ?? -1)).toBeLessThan(800);
    await page.getByRole('combobox', { name: 'Megszólítás' }).selectOption('MRS');
    await page.getByRole('textbox', { name: 'Vezetéknév' }).fill('Nagy');
    await page.getByRole('textbox', { name: 'Keresztnév' }).fill('Zsófia');
    expect(await page.getByRole('textbox', { name: 'E-mail-cím' }).inputValue()).toBe(address);
    await page.getByRole('main').getByRole('button', { name: 'Feliratkozás', exact: true }).click();
    await page.getByRole('heading', { name: 'Már majdnem kész!' }).waitFor();
    const [mail] = await mailsTo(page, address);
    // The same origin as the script records for this page (embedded:blog), and the page it was embedded on.
    await page.goto(mail?.link ?? '');
    await page.getByRole('button', { name: 'Feliratkozás megerősítése' }).click();
    await page.getByRole('heading', { level: 1, name: 'Köszönjük – feliratkozását megerősítettük!' }).waitFor();
    const proof = await proofOf(page, address);
    await expect.poll(() => proof.textContent()).toContain('SUBSCRIBED');
    expect(await proof.textContent()).toContain('embedded:blog');
    await context.close();
  });
});
