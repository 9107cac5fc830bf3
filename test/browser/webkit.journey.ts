import { freshAddress } from './support/newsletter';
import { KEY, type WebKitSession } from './support/webdriver';
import { errors, expect, focused, hydrated, loaderRan, mailsTo, recordErrors, SIGN_IN, test } from './support/webkit';

/**
 * WebKit (the engine of every browser on an iPhone): the sign-in dialog through the page's polyfills, the storefront's
 * core controls with and without JavaScript, the widget, and typing in every phase of a wake. Fixtures and helpers:
 * support/webkit.ts; the other webkit-*.journey.ts files hold the rest of the journeys WebKit runs.
 */

test.describe('WebKit: the sign-in dialog without invoker commands or closedby', () => {
  test('opens at once, before any script arrived; Escape closes it and focus returns to "Anmelden"', async ({
    shopper: browser,
    webkit,
  }) => {
    webkit.scripts.hold();
    await browser.goto(`${webkit.scripts.url}/`);
    expect(await loaderRan(browser)).toBe(false);
    const banner = await browser.getByRole('banner', null);
    await browser.click(await browser.getByRole('button', 'Anmelden', banner));
    const dialog = await browser.getByRole('dialog', SIGN_IN, undefined, 2_000);
    expect(await browser.queryByRole('textbox', /E-Mail-Adresse/, dialog)).not.toBeNull();
    await browser.press(KEY.Escape);
    await browser.waitFor('the dialog closed', 'return !document.querySelector("dialog[open]");');
    expect(await focused(browser)).toBe('Anmelden');
  });

  test('opens after the page settled and its island woke; the backdrop and Escape close it, focus returns each time', async ({
    shopper: browser,
    webkit,
  }) => {
    await browser.goto(`${webkit.scripts.url}/`);
    await recordErrors(browser);
    await browser.waitFor('the loader', 'return document.documentElement.hasAttribute("data-ready");');
    const banner = await browser.getByRole('banner', null);
    const opener = await browser.getByRole('button', 'Anmelden', banner);
    await browser.click(opener);
    await browser.getByRole('dialog', SIGN_IN, undefined, 2_000);
    // The click woke the island: it adopts the open dialog.
    await hydrated(browser, 'customer-session');
    await browser.getByRole('dialog', SIGN_IN);
    // A tap on the backdrop, beside the dialog.
    await browser.clickAt(10, 450);
    await browser.waitFor('the dialog closed by the backdrop', 'return !document.querySelector("dialog[open]");');
    expect(await focused(browser)).toBe('Anmelden');
    await browser.click(await browser.getByRole('button', 'Anmelden', banner));
    await browser.getByRole('dialog', SIGN_IN, undefined, 2_000);
    await browser.press(KEY.Escape);
    await browser.waitFor('the dialog closed by Escape', 'return !document.querySelector("dialog[open]");');
    expect(await focused(browser)).toBe('Anmelden');
    // And once more, long after the early contract stopped.
    await browser.click(await browser.getByRole('button', 'Anmelden', banner));
    await browser.getByRole('dialog', SIGN_IN, undefined, 2_000);
    expect(await errors(browser)).toEqual([]);
  });
});

test.describe('WebKit: the storefront with JavaScript', () => {
  test('acknowledges a sign-up', async ({ shopper: browser, webkit }) => {
    await browser.goto(`${webkit.scripts.url}/subscribenewsletter`);
    await recordErrors(browser);
    const main = await browser.getByRole('main', null);
    await browser.type(await browser.getByRole('textbox', /E-Mail-Adresse/, main), freshAddress('webkit'));
    await browser.click(await browser.getByRole('button', 'Abonnieren', main));
    await browser.getByRole('heading', 'Fast geschafft!');
    expect(await errors(browser)).toEqual([]);
  });

  test('goes to the country chosen in the dropdown', async ({ shopper: browser, webkit }) => {
    await browser.goto(`${webkit.scripts.url}/`);
    await browser.waitFor('the loader', 'return document.documentElement.hasAttribute("data-ready");');
    const footer = await browser.getByRole('contentinfo', null);
    const select = await browser.getByRole('combobox', 'Land wählen', footer);
    // A pick with the pointer goes at once (the country switch, bound at load, submits on a pick; arrows only choose).
    await browser.choose(select, 'Polen');
    await browser.waitForPage(/\/pl\/$/);
    expect(await browser.execute<string>('return document.documentElement.lang;')).toBe('pl-PL');
  });

  test('opens a footer group on a phone', async ({ shopper: browser, webkit }) => {
    await browser.resize(390, 844);
    await browser.goto(`${webkit.scripts.url}/`);
    await browser.waitFor('the loader', 'return document.documentElement.hasAttribute("data-ready");');
    // The page laid out at phone width: the groups are disclosures there.
    const summary = await browser.waitFor<ElementRefLike>(
      'a footer group to open',
      'const summary = document.querySelector("footer details summary"); return summary && summary.checkVisibility() ? summary : null;',
    );
    await browser.click(summary);
    expect(await browser.execute<boolean>('return document.querySelector("footer details").open;')).toBe(true);
  });

  test('opens the cookie settings', async ({ shopper: browser, webkit }) => {
    await browser.goto(`${webkit.scripts.url}/`);
    await recordErrors(browser);
    await browser.waitFor('the loader', 'return document.documentElement.hasAttribute("data-ready");');
    const footer = await browser.getByRole('contentinfo', null);
    await browser.click(await browser.getByRole('button', 'Cookie-Einstellungen', footer));
    await browser.getByRole('dialog', 'Cookie-Einstellungen');
    expect(await errors(browser)).toEqual([]);
  });
});

test.describe('WebKit: the keyboard as meant', () => {
  /** The storefront one arrow key down from the current one in the dropdown. */
  const nextCountry = (browser: WebKitSession) =>
    browser.execute<string>('const s = document.getElementById("footer-country"); return s.options[s.selectedIndex + 1].value;');
  const countryChosen = (browser: WebKitSession) => browser.execute<string>('return document.getElementById("footer-country").value;');

  /** ArrowDown on the dropdown chooses (the page stays once its island woke), then the button or Enter sends it. */
  const chooseAndSend = async (browser: WebKitSession, send: 'button' | 'enter', settled: () => Promise<void>) => {
    const start = await browser.url();
    const chosen = await nextCountry(browser);
    const select = await browser.getByRole('combobox', 'Land wählen', await browser.getByRole('contentinfo', null));
    await browser.execute('arguments[0].focus();', select);
    await browser.press(KEY.ArrowDown);
    await settled();
    expect(await browser.url()).toBe(start);
    expect(await countryChosen(browser)).toBe(chosen);
    if (send === 'button') {
      await browser.press(KEY.Tab);
      expect(await focused(browser)).toBe('Land wechseln');
      expect(await countryChosen(browser)).toBe(chosen);
    }
    await browser.press(KEY.Enter);
    await browser.waitForPage(new RegExp(`/${chosen}/$`));
  };

  for (const send of ['button', 'enter'] as const)
    test(`the country dropdown on a settled page: an arrow key chooses, ${send === 'button' ? 'its button' : 'Enter'} goes to the country chosen`, async ({
      shopper: browser,
      webkit,
    }) => {
      await browser.goto(`${webkit.scripts.url}/`);
      await browser.waitFor('the loader', 'return document.documentElement.hasAttribute("data-ready");');
      // The island wakes on the focus; the arrow key only chooses, before or after it woke.
      await chooseAndSend(browser, send, async () => {
        await hydrated(browser, 'country-switch');
      });
    });

  test('the country dropdown before any script ran: an arrow key chooses, its button goes there once the loader arrived', async ({
    shopper: browser,
    webkit,
  }) => {
    webkit.scripts.hold();
    await browser.goto(`${webkit.scripts.url}/`);
    expect(await loaderRan(browser)).toBe(false);
    await chooseAndSend(browser, 'button', async () => {
      webkit.scripts.release();
      await hydrated(browser, 'country-switch');
    });
  });
});

test.describe('WebKit: the storefront without JavaScript (pages run no script; no invoker commands either)', () => {
  test('signs up for the newsletter from the footer and says a mail is on its way', async ({ scriptless: browser, webkit }) => {
    const address = freshAddress('webkit-nojs');
    await browser.goto(`${webkit.emulator.url}/`);
    const footer = await browser.getByRole('contentinfo', null);
    await browser.type(await browser.getByRole('textbox', 'E-Mail-Adresse', footer), address);
    await browser.click(await browser.getByRole('button', 'Abonnieren', footer));
    await browser.getByRole('heading', 'Fast geschafft!');
    // No script of the page ran: the loader never marked it.
    expect(await loaderRan(browser)).toBe(false);
    expect(await mailsTo(webkit, address)).toHaveLength(1);
  });

  test('switches the storefront with the country form', async ({ scriptless: browser, webkit }) => {
    await browser.goto(`${webkit.emulator.url}/`);
    const footer = await browser.getByRole('contentinfo', null);
    await browser.choose(await browser.getByRole('combobox', 'Land wählen', footer), 'Ungarn');
    await browser.click(await browser.getByRole('button', 'Land wechseln', footer));
    await browser.waitForPage(/\/hu\/$/);
    expect(await browser.execute<string>('return document.documentElement.lang;')).toBe('hu-HU');
    expect(await loaderRan(browser)).toBe(false);
  });

  test('opens a footer group on a phone', async ({ scriptless: browser, webkit }) => {
    await browser.resize(390, 844);
    await browser.goto(`${webkit.emulator.url}/`);
    // The page laid out at phone width: the groups are disclosures there.
    const summary = await browser.waitFor<ElementRefLike>(
      'a footer group to open',
      'const summary = document.querySelector("footer details summary"); return summary && summary.checkVisibility() ? summary : null;',
    );
    await browser.click(summary);
    expect(await browser.execute<boolean>('return document.querySelector("footer details").open;')).toBe(true);
  });
});

test.describe('WebKit: the newsletter widget on a partner page', () => {
  test('signs up in de on the partner page', async ({ shopper: browser, webkit }) => {
    const address = freshAddress('webkit-partner');
    await browser.goto(`${webkit.emulator.partnerUrl ?? ''}/?country=de`);
    await recordErrors(browser);
    // The widget's own tree (a shadow root): found as the shopper sees it, inside it.
    const widget = await browser.waitFor<ElementRefLike>(
      'the widget',
      'const root = document.querySelector(\'storefront-newsletter[country="de"]\')?.shadowRoot; return root ? root.querySelector("form")?.parentElement ?? null : null;',
    );
    await browser.type(await browser.getByRole('textbox', 'E-Mail-Adresse', widget), address);
    await browser.click(await browser.getByRole('button', 'Abonnieren', widget));
    await browser.getByRole('heading', 'Fast geschafft!', widget);
    expect(await browser.queryByRole('heading', 'Fast geschafft!', widget)).not.toBeNull();
    expect(await mailsTo(webkit, address)).toHaveLength(1);
    expect(await errors(browser)).toEqual([]);
  });
});

test.describe('WebKit: text typed in every phase of an island waking is all there', () => {
  /**
   * Each island script stops at its first statement, at a gate of its own, until the test has typed its key (as in
   * typing-phases.journey.ts). The gate comes with the script (the proxy puts it in front), since WebDriver has no
   * script to run before the page's own.
   */
  const gate = (name: string) =>
    `await (globalThis.__gate ??= (() => { const waiting = (globalThis.__waiting = []); const gates = new Map();
      globalThis.__open = (n) => { gates.get(n)?.(); gates.delete(n); };
      globalThis.__openAll = () => { globalThis.__allOpen = true; gates.forEach((open) => open()); gates.clear(); };
      return (n) => globalThis.__allOpen ? undefined : (waiting.push(n), new Promise((open) => gates.set(n, open)));
    })())(${JSON.stringify(name)});\n`;
  /** The key typed inside React's hydration: when React takes the island's element as its root and listens on it. */
  const HYDRATION_KEY = `window.__typedInHydration = [];
    const listen = EventTarget.prototype.addEventListener; let hydrating = false;
    EventTarget.prototype.addEventListener = function (...args) {
      listen.apply(this, args);
      if (hydrating || !(this instanceof HTMLElement) || this.dataset.island !== 'newsletter') return;
      if (!Object.keys(this).some((key) => key.startsWith('__reactContainer$'))) return;
      hydrating = true;
      if (!(document.activeElement instanceof HTMLInputElement)) return;
      document.execCommand('insertText', false, 'h');
      window.__typedInHydration.push('h');
    };`;

  test('types before the code, while each script evaluates, while React hydrates and after: every key is in the field and in the sign-up', async ({
    shopper: browser,
    webkit,
  }) => {
    webkit.scripts.rewrite((path) => (/^\/assets\/(?!index-)[^/]+\.js$/.test(path) ? gate(path.split('/').pop() ?? '') : undefined));
    await browser.goto(`${webkit.scripts.url}/subscribenewsletter`);
    await browser.waitFor('the loader', 'return document.documentElement.hasAttribute("data-ready");');
    await browser.execute(HYDRATION_KEY);
    const email = await browser.getByRole('textbox', /E-Mail-Adresse/, await browser.getByRole('main', null));
    const [local = '', domain = ''] = freshAddress('webkit-typing').split('@');
    // Before the code: focus wakes the island, whose scripts stop at their gates before their first statement.
    await browser.type(email, local);
    const waiting = () => browser.execute<string[]>('return [...(window.__waiting || [])];');
    const phases: string[] = [];
    const isHydrated = () => browser.execute<boolean>('return !!document.querySelector(\'[data-island="newsletter"][data-hydrated]\');');
    while (!(await isHydrated())) {
      for (const name of (await waiting()).slice(phases.length)) {
        const key = String.fromCharCode(97 + (phases.length % 26));
        await browser.press(key);
        phases.push(`${key} while ${name} evaluates`);
        await browser.execute('window.__open(arguments[0]);', name);
      }
    }
    expect(phases.some((phase) => phase.includes('island-runtime'))).toBe(true);
    expect(phases.some((phase) => phase.includes('newsletter.island'))).toBe(true);
    expect(await browser.execute<string[]>('return window.__typedInHydration;')).toEqual(['h']);
    await browser.execute('window.__openAll();');
    await browser.press(...`-after@${domain}`);
    const address = `${local}${phases.map((phase) => phase.charAt(0)).join('')}h-after@${domain}`;
    expect(await browser.execute<string>('return arguments[0].value;', email)).toBe(address);
    await browser.click(await browser.getByRole('button', 'Abonnieren', await browser.getByRole('main', null)));
    await browser.getByRole('heading', 'Fast geschafft!');
    expect(await browser.queryByRole('heading', 'Fast geschafft!')).not.toBeNull();
    expect(await mailsTo(webkit, address)).toHaveLength(1);
  });
});

type ElementRefLike = Parameters<WebKitSession['click']>[0];
