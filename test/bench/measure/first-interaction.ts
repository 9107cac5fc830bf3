import type { BrowserContext, Locator, Page } from 'playwright-core';
import { median } from './lighthouse';

/** An interaction that wakes an island: where, on what, and what the shopper sees once it is handled. */
export interface WakeTarget {
  readonly name: string;
  readonly path: string;
  readonly width: number;
  readonly locate: (page: Page) => Locator;
  /** True once the island answered the interaction (e.g. its dialog is open). */
  readonly answered: string;
}

/**
 * Time from the shopper's first click on an island that has not woken yet to the first paint after the island
 * answered it, under 4x CPU throttling, on a fresh page each sample. `prefetched`: the pointer rested on the island
 * first (the loader prefetches its code then) and its code is in before the click.
 */
export const measureWake = async (
  context: BrowserContext,
  baseUrl: string,
  target: WakeTarget,
  prefetched: boolean,
  samples = 3,
): Promise<number> => {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const page = await context.newPage();
    await page.setViewportSize({ width: target.width, height: 900 });
    await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'networkidle' });
    const element = target.locate(page);
    await element.waitFor({ state: 'visible' });
    if (prefetched) {
      await element.hover();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // A string, not a function: the TypeScript loader would add helpers (__name) that do not exist in the page.
    await page.evaluate(`(() => {
      window.__wake = new Promise((resolve) => {
        document.addEventListener('click', (event) => {
          const start = event.timeStamp;
          // Gives up after 20 s (a measurement, never a page left spinning): NaN is reported as not measured.
          const check = () => {
            if (performance.now() - start > 20000) return resolve(Number.NaN);
            if (!document.querySelector(${JSON.stringify(target.answered)})) return requestAnimationFrame(check);
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve(performance.now() - start);
              channel.port2.postMessage(0);
            });
          };
          check();
        }, { capture: true, once: true });
      });
    })()`);
    await element.click();
    times.push((await page.evaluate('window.__wake')) as number);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.close();
  }
  return median(times);
};
