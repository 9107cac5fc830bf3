import type { BrowserContext } from 'playwright-core';

/**
 * Main-thread time of one page load at 4x CPU throttling (Chromium's TaskDuration: every task on the renderer's main
 * thread, less the DevTools commands of the measurement), until the network is idle and, when the page embeds the newsletter widget, its form is shown.
 */
export const mainThreadMs = async (context: BrowserContext, url: string, widget: boolean): Promise<number> => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'networkidle' });
  if (widget) await page.locator('storefront-newsletter').first().getByRole('textbox').waitFor();
  await page.waitForTimeout(500);
  const { metrics } = await cdp.send('Performance.getMetrics');
  await page.close();
  const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  // Without the DevTools commands the measurement itself sends (Playwright's waiting for the form).
  return (seconds('TaskDuration') - seconds('DevToolsCommandDuration')) * 1000;
};
