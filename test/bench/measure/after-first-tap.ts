import type { BrowserContext, Page } from 'playwright-core';
import { SLOW_4G } from './first-response';

/** How long after the first tap the main thread is watched (issue 40: from the first tap to 10 s later). */
export const AFTER_TAP_MS = 10_000;

/** The main thread over a window: its longest task and its total blocking time (each task's time over 50 ms). */
export interface WindowSample {
  readonly longestTaskMs: number;
  readonly tbtMs: number;
  readonly longTasks: number;
}

/** What the page records from the moment the probe runs: every long task of the main frame. */
const PROBE = `(() => {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => window.__benchLongTasks.push(...list.getEntries().map((entry) => entry.duration)))
    .observe({ type: 'longtask' });
})()`;

/**
 * One cold sample: a fresh page (cache cleared and off, 4x CPU and Lighthouse's slow 4G from the first byte) loaded
 * until the network is idle, then `act` (the first tap, or nothing: the page only read), then 10 s in which every
 * long task is recorded.
 */
export const sampleAfterFirstTap = async (
  context: BrowserContext,
  url: string,
  width: number,
  act: ((page: Page) => Promise<void>) | undefined,
): Promise<WindowSample> => {
  await context.clearCookies();
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width, height: 900 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.evaluate(PROBE);
    if (act) await act(page);
    await page.waitForTimeout(AFTER_TAP_MS);
    const tasks = await page.evaluate(() => (window as unknown as { __benchLongTasks: number[] }).__benchLongTasks);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return {
      longestTaskMs: Math.max(0, ...tasks),
      tbtMs: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longTasks: tasks.length,
    };
  } finally {
    await page.close();
  }
};

/**
 * The widget's first focus, cold (4x CPU, slow 4G): from the press on its e-mail field to the frame that shows the
 * answer (`answered`, run in the page: the further fields shown, or for the fallback form the field focused). The
 * fallback is the same page with the widget's script blocked: its declared form, which the platform alone answers.
 */
export const sampleWidgetFocus = async (context: BrowserContext, url: string, script: boolean): Promise<number> => {
  await context.clearCookies();
  const page = await context.newPage();
  try {
    if (!script) await page.route('**/widget/newsletter-widget.js', (route) => route.abort());
    await page.setViewportSize({ width: 375, height: 900 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const field = page.locator('storefront-newsletter').first().getByRole('textbox').first();
    await field.waitFor();
    // A string, not a function: the TypeScript loader would add helpers to a function that do not exist in the page.
    const result = page.evaluate<number>(`new Promise((resolve) => {
      const host = document.querySelector('storefront-newsletter');
      // The further fields are shown (the widget), or the field has focus (the fallback form has none).
      const shown = ${JSON.stringify(script)}
        ? () => [...(host?.shadowRoot?.querySelectorAll('input:not([type="hidden"]), select') ?? [])].filter((field) => field.checkVisibility()).length > 1
        : () => host?.shadowRoot?.activeElement?.getAttribute('type') === 'email';
      let start = 0;
      const frame = () => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(0);
      };
      const loop = () => (shown() ? frame() : requestAnimationFrame(loop));
      document.addEventListener('pointerdown', (event) => {
        start = event.timeStamp;
        requestAnimationFrame(loop);
      }, { capture: true, once: true });
    })`);
    await field.click();
    const ms = await result;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return ms;
  } finally {
    await page.close();
  }
};
