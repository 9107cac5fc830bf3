import type { BrowserContext, Locator, Page } from 'playwright-core';
import { median } from './lighthouse';

/** One interaction target: how to find it on the page and what the user does to it. */
export interface InteractionTarget {
  readonly name: string;
  readonly path: string;
  readonly width: number;
  readonly locate: (page: Page) => Locator;
  /** The event the UI reacts to: 'click' for buttons and fields, 'pointerdown' for a native select. */
  readonly event: 'click' | 'pointerdown';
  /** Undo the interaction between samples (e.g. close the accordion again), if needed. */
  readonly reset?: (page: Page) => Promise<void>;
}

/**
 * Median time from a user's click to the next paint, under 4x CPU throttling (CDP), over `samples` clicks.
 * A capture listener notes the event's timeStamp; a rAF then a message-channel task marks the frame after it was painted.
 */
export const measureInteraction = async (
  context: BrowserContext,
  baseUrl: string,
  target: InteractionTarget,
  samples = 20,
): Promise<number> => {
  const page = await context.newPage();
  await page.setViewportSize({ width: target.width, height: 900 });
  await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'networkidle' });
  const element = target.locate(page);
  await element.waitFor({ state: 'visible', timeout: 15_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // A string, not a function: the TypeScript loader would add helpers (__name) that do not exist in the page.
  await page.evaluate(`(() => {
    window.__paints = [];
    const mark = (event) => {
      const start = event.timeStamp;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => window.__paints.push(performance.now() - start);
        channel.port2.postMessage(0);
      });
    };
    document.addEventListener(${JSON.stringify(target.event)}, mark, { capture: true });
  })()`);
  for (let index = 0; index < samples; index += 1) {
    await element.click();
    await page.waitForTimeout(120);
    if (target.reset) await target.reset(page);
    await page.waitForTimeout(60);
  }
  const paints = (await page.evaluate('window.__paints')) as number[];
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return median(paints.slice(0, samples));
};
