import type { BrowserContext } from 'playwright-core';
import { gzSize } from './gzip';

/** What a shopper's first load of one page costs, from Chromium's network log. */
export interface FirstLoad {
  readonly jsGz: number;
  readonly cssGz: number;
  readonly requests: number;
  readonly urls: readonly string[];
}

/** What to do on the page before the bytes are summed. */
export interface LoadOptions {
  /** How long the shopper stays idle after the network is (ms): scripts fetched on idle count. Default 3 s. */
  readonly idleMs?: number;
  /** Wakes every island (a focus inside each, as a shopper's first touch would) and waits until their code is in. */
  readonly wakeAllIslands?: boolean;
  /** Wakes every embedded newsletter widget (a focus on its e-mail field) and waits until its React has hydrated. */
  readonly wakeWidgets?: boolean;
}

/**
 * Loads a page in a fresh tab, waits until the network is idle plus `idleMs` (what a shopper downloads without
 * interacting), optionally wakes every island, and sums gz bytes of JS and CSS responses.
 */
export const measureFirstLoad = async (
  context: BrowserContext,
  url: string,
  width: number,
  options: LoadOptions = {},
): Promise<FirstLoad> => {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
  const bodies: Array<Promise<{ url: string; type: string; gz: number }>> = [];
  const urls: string[] = [];
  page.on('response', (response) => {
    // The emulator's stand-in consent platform is the shop's third-party script, not the storefront's.
    if (new URL(response.url()).pathname.startsWith('/emulator/')) return;
    urls.push(response.url());
    const type = response.headers()['content-type'] ?? '';
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), type, gz: gzSize(body) }),
        () => ({ url: response.url(), type, gz: 0 }),
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(options.idleMs ?? 3000);
  if (options.wakeAllIslands) {
    await page.evaluate(() =>
      document.querySelectorAll('[data-island]').forEach((island) => island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))),
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-hydrated')),
    );
    await page.waitForLoadState('networkidle');
  }
  if (options.wakeWidgets) {
    await page.evaluate(() =>
      document
        .querySelectorAll('storefront-newsletter')
        .forEach((widget) => widget.shadowRoot?.querySelector<HTMLInputElement>('input[type="email"]')?.focus()),
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll('storefront-newsletter')].every((widget) => widget.hasAttribute('data-hydrated')),
    );
    await page.waitForLoadState('networkidle');
  }
  const all = await Promise.all(bodies);
  await page.close();
  const sum = (match: (type: string) => boolean) => all.filter((item) => match(item.type)).reduce((total, item) => total + item.gz, 0);
  return { jsGz: sum((type) => type.includes('javascript')), cssGz: sum((type) => type.includes('css')), requests: all.length, urls };
};
