// @vitest-environment node
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverConfigFrom } from '../../../adapters/server/server-config';
import { createStorefrontApp } from '../../../composition/server/storefront-app';
import { startFakeServices, type FakeServices } from '../../fakes/fake-services';

const SHOP = 'https://shop.example';
const INDEX_HTML = `<!doctype html>
<html lang="de-DE"><head><meta charset="utf-8" /><title>x</title><!--storefront-head-->
<script type="module" crossorigin src="/assets/main.js"></script></head>
<body><div id="root"></div></body></html>`;

/** One thing a text browser prints: a heading, a button, a link, a label or a run of text. */
interface Printed {
  readonly kind: 'heading' | 'button' | 'link' | 'label' | 'text';
  readonly text: string;
  readonly element: Element | null;
}

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * The page as a text browser reads it (lynx, w3m): every element in source order, whatever hides it for a browser with
 * CSS (a closed <dialog>, `hidden`, `aria-hidden`, a <template>'s content, a visually hidden span), only scripts and
 * styles left out. Headings, buttons, links and labels are read as one item each.
 */
const textBrowserReading = (html: string): { readonly items: readonly Printed[]; readonly document: Document } => {
  const { document } = new JSDOM(html).window;
  const items: Printed[] = [];
  const kindOf = (element: Element): Printed['kind'] | undefined => {
    if (/^H[1-6]$/.test(element.tagName)) return 'heading';
    if (element.tagName === 'BUTTON') return 'button';
    if (element.tagName === 'A' && element.hasAttribute('href')) return 'link';
    if (element.tagName === 'LABEL') return 'label';
    return undefined;
  };
  const walk = (node: Node): void => {
    if (node.nodeType === node.TEXT_NODE) {
      const text = squash(node.textContent ?? '');
      if (text) items.push({ kind: 'text', text, element: null });
      return;
    }
    if (!(node.nodeType === node.ELEMENT_NODE)) return;
    const element = node as Element;
    if (['SCRIPT', 'STYLE', 'HEAD'].includes(element.tagName)) return;
    const kind = kindOf(element);
    if (kind) {
      items.push({ kind, text: squash(element.textContent ?? ''), element });
      return;
    }
    const children = element.tagName === 'TEMPLATE' ? (element as HTMLTemplateElement).content.childNodes : element.childNodes;
    children.forEach(walk);
  };
  walk(document.body);
  return { items, document };
};

describe('the page as a text browser (lynx, w3m) and a browser without script read it (issue 41 item 8)', () => {
  let services: FakeServices;
  let app: ReturnType<typeof createStorefrontApp>;
  beforeAll(async () => {
    services = await startFakeServices();
    app = createStorefrontApp({
      config: serverConfigFrom({
        SERVICE_BASE_URL: services.url,
        PUBLIC_ORIGIN: SHOP,
        SERVICE_ENTRY_TOKEN: 'entry-secret',
        CONSENT_PLATFORM_SCRIPT: '/consent.js',
      }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: () => {},
    });
  });
  afterAll(async () => {
    await services.close();
  });
  const read = async (path: string) => textBrowserReading(await (await app.fetch(new Request(`${SHOP}${path}`))).text());

  it('offers the sign-in as a link to the sign-in page, which works with neither script nor invoker commands', async () => {
    const { items } = await read('/at/');
    const signIn = items.find((item) => item.text === 'Anmelden' && item.element?.closest('header'));
    expect(signIn?.kind).toBe('link');
    expect(signIn?.element?.getAttribute('href')).toBe('/at/signin');
  });

  it('has no control that needs script anywhere on the page: every button sends its form', async () => {
    for (const path of ['/at/', '/at/subscribenewsletter', '/at/signin']) {
      const { items } = await read(path);
      const dead = items
        .filter((item) => item.kind === 'button')
        .filter(({ element }) => {
          const button = element as HTMLButtonElement;
          return button.type !== 'submit' || button.form === null;
        })
        .map((item) => `(BUTTON) ${item.text}`);
      expect(dead, path).toEqual([]);
    }
  });

  it('leaves the cookie settings out (no consent platform runs without script); a page that runs its scripts gets the entry, which asks the consent platform once it is there', async () => {
    const html = await (await app.fetch(new Request(`${SHOP}/at/`))).text();
    const legal = (document: Document) => document.querySelector('nav[aria-label="Rechtliche Hinweise"]');
    const { items, document } = textBrowserReading(html);
    expect(items.filter((item) => item.text.includes('Cookie-Einstellungen'))).toEqual([]);
    const printed = (item: Element) =>
      squash(
        [...item.childNodes]
          .filter((node) => node.nodeName !== 'SCRIPT')
          .map((node) => node.textContent)
          .join(''),
      );
    expect([...(legal(document)?.querySelectorAll('li') ?? [])].map(printed)).toEqual([
      'Impressum',
      'AGB',
      'Datenschutz',
      'Barrierefreiheit',
    ]);

    // Parsed with its inline scripts run; the consent platform's own script (a module) has not run yet.
    const scripted = new JSDOM(html, { runScripts: 'dangerously' }).window;
    const entry = [...(legal(scripted.document)?.querySelectorAll('li') ?? [])].map((item) => item.firstElementChild);
    expect(entry.map((element) => [element?.tagName, element?.textContent])).toEqual([
      ['A', 'Impressum'],
      ['A', 'AGB'],
      ['A', 'Datenschutz'],
      ['BUTTON', 'Cookie-Einstellungen'],
      ['A', 'Barrierefreiheit'],
    ]);
    const settings = entry[3] as HTMLButtonElement;
    let asked = 0;
    scripted.addEventListener('storefront:open-cookie-consent', () => (asked += 1));
    settings.click();
    settings.click();
    expect(asked).toBe(0);
    expect(settings.getAttribute('aria-busy')).toBe('true');
    // The platform's script has run: it is asked once for the taps before, and at once for each tap after.
    scripted.document.querySelector('script[src="/consent.js"]')?.dispatchEvent(new scripted.Event('load'));
    expect(asked).toBe(1);
    expect(settings.hasAttribute('aria-busy')).toBe(false);
    settings.click();
    expect(asked).toBe(2);
  });

  it('has no cookie-settings entry on a page without a consent platform (it would do nothing)', async () => {
    const bare = createStorefrontApp({
      config: serverConfigFrom({ SERVICE_BASE_URL: services.url, PUBLIC_ORIGIN: SHOP, SERVICE_ENTRY_TOKEN: 'entry-secret' }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: () => {},
    });
    const html = await (await bare.fetch(new Request(`${SHOP}/at/`))).text();
    const scripted = new JSDOM(html, { runScripts: 'dangerously' }).window;
    expect(scripted.document.querySelector('footer')?.textContent).toContain('Impressum');
    expect(scripted.document.querySelector('footer')?.textContent).not.toContain('Cookie-Einstellungen');
    expect(scripted.document.querySelector('footer nav[aria-label="Rechtliche Hinweise"] button')).toBeNull();
  });

  it('offers the one view switch the platform calls for once it is known; before, both, each a form that posts (README)', async () => {
    const switches = (items: readonly Printed[]) =>
      items
        .filter((item) => item.kind === 'button' && /Ansicht$/.test(item.text))
        .map(({ text, element }) => [text, (element as HTMLButtonElement).form?.method]);
    const known = async (platform: string) =>
      textBrowserReading(await (await app.fetch(new Request(`${SHOP}/at/`, { headers: { Cookie: `platform=${platform}` } }))).text());
    expect(switches((await known('classic')).items)).toEqual([['Zur mobilen Ansicht', 'post']]);
    expect(switches((await known('smartphone')).items)).toEqual([['Zur Desktop-Ansicht', 'post']]);
    expect(switches((await read('/at/')).items)).toEqual([
      ['Zur mobilen Ansicht', 'post'],
      ['Zur Desktop-Ansicht', 'post'],
    ]);
  });

  it('prints the header, then the page’s heading: no closed dialog between them', async () => {
    const { items } = await read('/at/');
    const h1 = items.findIndex((item) => item.kind === 'heading' && item.element?.tagName === 'H1');
    expect(h1).toBeGreaterThan(0);
    expect(items.slice(0, h1).map((item) => item.text)).toEqual(['Zum Hauptinhalt springen', 'Bohne & Haus', 'Anmelden']);
  });

  it('prints each heading once: the footer groups, the legal notice', async () => {
    for (const path of ['/at/', '/at/subscribenewsletter']) {
      const { items } = await read(path);
      const headings = items.filter((item) => item.kind === 'heading').map((item) => item.text);
      expect(
        headings.filter((text, index) => headings.indexOf(text) !== index),
        path,
      ).toEqual([]);
      expect(
        items.filter((item) => item.text.includes('Rechtliche Hinweise zum Newsletter')),
        path,
      ).toHaveLength(1);
    }
  });

  it('reads nothing of the honeypot to people, while the field stays for bots', async () => {
    const { items, document } = await read('/at/');
    expect(items.filter((item) => item.text.includes('Bitte lassen Sie dieses Feld leer'))).toEqual([]);
    const honeypot = document.querySelector('input[name="homepage"]');
    expect(honeypot?.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(honeypot?.getAttribute('tabindex')).toBe('-1');
  });
});
