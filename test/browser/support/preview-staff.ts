import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

/** The emulator's staff account (README). */
export const STAFF = { username: 'staff', password: 'preview123' } as const;

/** Every file of the staff panel's lazy chunk (JS and CSS), read from the build's manifest. */
export const previewPanelFiles = (): string[] => {
  const distDir = process.env.STOREFRONT_DIST ?? 'dist';
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;
  const panel = manifest['composition/features/preview/panel.ts'];
  if (!panel) throw new Error('The build has no staff panel chunk (composition/features/preview/panel.ts).');
  return [panel.file, ...(panel.css ?? [])].map((file) => `/${file}`);
};

/** Records the path of every request the page makes. */
export const recordRequests = (page: Page): string[] => {
  const paths: string[] = [];
  page.on('request', (request) => {
    paths.push(new URL(request.url()).pathname);
  });
  return paths;
};

/** Signs in on the /emulator/ control page, which lands on the storefront with the staff cookies set. */
export const signInAsStaff = async (page: Page): Promise<void> => {
  await page.goto(`${baseUrl()}/emulator/`);
  const form = page.locator('form[action="/emulator/api/staff/login"]');
  await form.getByLabel('User name').fill(STAFF.username);
  await form.getByLabel('Password').fill(STAFF.password);
  await form.getByRole('button', { name: 'Sign in as staff' }).click();
  await page.waitForURL(`${baseUrl()}/`);
};

/** Switches the A/B test list and the token service to failing (or back) through the control endpoint. */
export const setPreviewServicesFailing = async (failing: boolean): Promise<void> => {
  const response = await fetch(`${baseUrl()}/emulator/api/preview/failures`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ failing }),
  });
  if (response.status !== 200) throw new Error(`The failure switch answered ${response.status}.`);
};

/** Opens the preview settings modal by keyboard: Tab to the button, Enter. */
export const openSettingsByKeyboard = async (page: Page): Promise<void> => {
  const button = page.getByRole('button', { name: 'Preview settings', exact: true });
  await button.waitFor();
  for (let presses = 0; presses < 20 && !(await button.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Preview settings', exact: true }).waitFor();
};
