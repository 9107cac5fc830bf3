import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { baseUrl, firstInputTimed, launch, whenReady, type Session } from './support/browser';

/**
 * A tap's INP is reported when the shopper leaves the page while it is still busy with what the tap woke. web-vitals
 * reads an interaction's timing in the next idle period (or when the page is hidden); a page that wakes an island in
 * slices may have none before the shopper leaves. The test makes that a fact: the page's idle callbacks are held, so
 * the browser finds no idle moment between the tap and the page going to the background.
 */

/** In the page: idle callbacks wait (the main thread is never idle); their timeouts do not run them either. */
const NO_IDLE = () => {
  const waiting: Array<() => void> = [];
  Reflect.set(window, 'requestIdleCallback', (run: IdleRequestCallback) =>
    waiting.push(() => run({ didTimeout: false, timeRemaining: () => 0 })),
  );
  Reflect.set(window, 'cancelIdleCallback', () => undefined);
};

/** The page goes to the background (another tab, the home screen): the moment web-vitals reports. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

const reported = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Array<{ subject?: unknown; event?: unknown }> }).dataLayer ?? [])
      .filter((item) => item.subject === 'web_vitals')
      .map((item) => String(item.event)),
  );

test.describe('field metrics of a page that is never idle', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  test('the sign-in tap is reported as INP, once, when the page is hidden before an idle moment came', async () => {
    const page = await session.context.newPage();
    await page.addInitScript(NO_IDLE);
    await page.goto(`${baseUrl()}/`);
    await whenReady(page);
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('dialog', { name: 'In Ihrem Kundenkonto anmelden' }).waitFor();
    await firstInputTimed(page);
    expect(await reported(page)).not.toContain('INP');

    await hide(page);
    await expect.poll(() => reported(page)).toContain('INP');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    expect((await reported(page)).filter((name) => name === 'INP')).toHaveLength(1);
    await page.close();
  });
});
