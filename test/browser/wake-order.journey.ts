import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { baseUrl, launch, whenReady, type Session } from './support/browser';

/**
 * A first tap wakes the runtime in parts that evaluate one after the other, React's first, then the rest of the
 * runtime, then the island's code (so no one evaluation is a long task), yet every file of them is asked for at the
 * tap, so the parts cost no round trip more than one file would. Facts of the test, not races with the clock: the
 * islands' code is held at the network until the test lets it through, and each script records, as its first
 * statement, that it began to evaluate.
 */

/** The islands' code (the runtime, its copy and the island chunks); the loader (index-*) arrives at once. */
const ISLAND_CODE = /\/assets\/(?!index-)[^/]+\.js$/;

/** A built file's name without its hash: `shop-react-CGuRjwWe.js` is `shop-react`. */
const chunkName = (address: string): string => (new URL(address).pathname.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '');

/** The scripts the page has asked to preload so far (its module preloads), by chunk name. */
const preloaded = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));

/** The scripts that began to evaluate, in that order, by chunk name. */
const evaluated = (page: Page): Promise<string[]> =>
  page.evaluate(() => [...((Reflect.get(window, '__evaluated') as string[] | undefined) ?? [])]);

test.describe('the wake of a first tap', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  test('asks for React, the rest of the runtime, the copy and the island’s code at once, then evaluates them in turn', async () => {
    const page = await session.context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    let release = (): void => undefined;
    const network = new Promise<void>((open) => {
      release = open;
    });
    await page.route(ISLAND_CODE, async (route: Route) => {
      await network;
      const response = await route.fetch().catch(() => undefined);
      if (!response) return;
      const name = chunkName(route.request().url());
      const body = `(window.__evaluated ??= []).push(${JSON.stringify(name)});\n${await response.text()}`;
      await route.fulfill({ response, body }).catch(() => undefined);
    });
    await page.goto(`${baseUrl()}/?country=de`);
    await whenReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
    // React's part is asked for first; in the same task the wake has asked for every other file it needs.
    await expect.poll(async () => (await preloaded(page)).map(chunkName)).toContain('shop-react');
    const asked = (await preloaded(page)).map(chunkName);
    expect(asked).toEqual(
      expect.arrayContaining([
        'react-part',
        'shop-react',
        'react-dom-part',
        'island-runtime',
        'shop-runtime',
        'de-DE',
        'customer-session.island',
      ]),
    );
    // Nothing has arrived yet: all of it was asked for before any of it evaluated.
    expect(await evaluated(page)).toEqual([]);
    await page.keyboard.type('anna@');
    release();
    await page.locator('[data-island="customer-session"][data-hydrated]').waitFor();
    const order = await evaluated(page);
    const at = (name: string) => order.indexOf(name);
    // React's chunk and React, its DOM renderer, then the rest of the runtime (React found evaluated), then the island.
    for (const name of ['shop-react', 'react-part', 'react-dom-part', 'shop-runtime', 'island-runtime', 'customer-session.island'])
      expect(order, `${name} evaluated`).toContain(name);
    expect(at('shop-react')).toBeLessThan(at('react-part'));
    expect(at('react-part')).toBeLessThan(at('react-dom-part'));
    expect(at('react-dom-part')).toBeLessThan(at('shop-runtime'));
    expect(at('shop-runtime')).toBeLessThan(at('island-runtime'));
    expect(at('island-runtime')).toBeLessThan(at('customer-session.island'));
    // The tap was answered and nothing typed meanwhile is lost: the dialog is open, with the address typed so far.
    const dialog = page.getByRole('dialog', { name: 'In Ihrem Kundenkonto anmelden' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('textbox', { name: /E-Mail-Adresse/ }).inputValue()).toBe('anna@');
    expect(problems).toEqual([]);
    await page.close();
  });
});
