import { expect, test } from './support/fixtures';
import { startEmulator } from '../../emulator/server';
import { baseUrl, launch, type Session } from './support/browser';
import { previewPanelFiles, recordRequests } from './support/preview-staff';

test.describe('shoppers never get the staff preview (Chromium)', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  test('shows a shopper no Preview settings button, downloads no panel chunk and makes no preview call', async () => {
    const page = await session.context.newPage();
    const requests = recordRequests(page);
    await page.goto(`${baseUrl()}/?country=at`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-preview-mode'))).toBe('on');
    expect(await page.getByRole('button', { name: 'Preview settings', exact: true }).count()).toBe(0);
    expect(requests.filter((path) => path.startsWith('/service/preview/'))).toEqual([]);
    expect(requests.filter((path) => previewPanelFiles().includes(path))).toEqual([]);
    expect(requests.some((path) => path.startsWith('/assets/index-'))).toBe(true);
  });

  test('shows nothing for a forged StaffAuthToken: checkauth refuses it and the panel chunk is never fetched', async () => {
    await session.context.addCookies([{ name: 'StaffAuthToken', value: 'forged-session-id', url: baseUrl() }]);
    try {
      const page = await session.context.newPage();
      const requests = recordRequests(page);
      const checks: number[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/service/preview/api/auth/checkauth')) checks.push(response.status());
      });
      // The gate checks when the page is idle, which can come after a quiet network: wait for that answer itself.
      const checked = page.waitForResponse((response) => response.url().includes('/service/preview/api/auth/checkauth'));
      await page.goto(`${baseUrl()}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await checked;
      await page.waitForLoadState('networkidle');
      expect(checks).toEqual([401]);
      expect(await page.getByRole('button', { name: 'Preview settings', exact: true }).count()).toBe(0);
      expect(requests.filter((path) => previewPanelFiles().includes(path))).toEqual([]);
    } finally {
      await session.context.clearCookies();
    }
  });

  test('makes no preview call, even for signed-in staff, where the serving layer turns preview mode off', async () => {
    const off = await startEmulator({
      port: 0,
      dbPath: null,
      distDir: process.env.STOREFRONT_DIST ?? 'dist',
      config: { previewMode: false },
    });
    try {
      await session.context.addCookies([{ name: 'StaffAuthPresent', value: '1', url: off.url }]);
      const page = await session.context.newPage();
      const requests = recordRequests(page);
      await page.goto(`${off.url}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-preview-mode'))).toBe('off');
      expect(requests.filter((path) => path.startsWith('/service/preview/'))).toEqual([]);
      expect(await page.getByRole('button', { name: 'Preview settings', exact: true }).count()).toBe(0);
    } finally {
      await session.context.clearCookies();
      await off.close();
    }
  });
});
