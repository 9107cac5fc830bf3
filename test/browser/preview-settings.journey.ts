import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { axeViolations, launch, type Session } from './support/browser';
import { openSettingsByKeyboard, previewPanelFiles, recordRequests, signInAsStaff } from './support/preview-staff';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Preview settings', exact: true });
/** The platform's date and time inputs (spec 3.3's formats: YYYY-MM-DD, HH:MM), whatever the browser displays. */
const field = (page: Page, label: 'Date' | 'Time') => dialog(page).getByLabel(label, { exact: false });
const fill = async (page: Page, label: 'Date' | 'Time', value: string) => {
  await field(page, label).fill(value);
};

test.describe('staff preview the shop on another date in a chosen A/B group (Chromium)', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  test('signs in, sets a date and an A/B group, sees the override on the page and in getassignment, then logs out', async () => {
    const page = await session.context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const requests = recordRequests(page);
    await signInAsStaff(page);

    await openSettingsByKeyboard(page);
    expect(requests.filter((path) => previewPanelFiles().includes(path)).length).toBeGreaterThan(0);
    // The list loads when the modal opens ('Loading tests...' first), so wait for its outcome.
    await expect
      .poll(() => dialog(page).getByText('Active tests found.').or(dialog(page).getByText('No active tests for this date.')).count(), {
        timeout: 10_000,
      })
      .toBe(1);

    // A date changes the list: 'Loading tests...' then the tests active on Christmas Eve 2026.
    const reload = page.waitForRequest((request) => request.url().includes('/gettestsat?time=2026-12-24T'));
    await fill(page, 'Date', '2026-12-24');
    await fill(page, 'Time', '10:00');
    await reload;
    await dialog(page).getByText('Active tests found.').waitFor();
    const name = dialog(page).getByRole('combobox', { name: 'Name' });
    const group = dialog(page).getByRole('combobox', { name: 'Group' });
    expect(await name.locator('option').allTextContents()).toEqual(['Select an A/B test', 'None', 'newsletter-bubble', 'christmas-teaser']);
    expect(await group.isDisabled()).toBe(true);

    await name.selectOption('christmas-teaser');
    await dialog(page).getByText('Required').waitFor();
    expect(await group.isDisabled()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await group.selectOption('snow');
    expect(await dialog(page).getByText('Required').count()).toBe(0);

    await dialog(page).getByRole('button', { name: 'Set preview settings' }).click();
    await dialog(page).getByRole('status').filter({ hasText: 'Settings applied successfully.' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('staff-bar-time').textContent()).toBe('2026-12-24 10:00');
    await expect.poll(() => page.getByTestId('staff-bar-group').textContent()).toBe('christmas-teaser: snow');
    expect(await page.getByTestId('staff-bar-campaign').textContent()).toBe('Christmas');
    const assignment = (await page.evaluate(async () => (await fetch('/service/abtestfrontend/api/v1/getassignment')).json())) as {
      assignments: Array<{ testName: string; groupName: string; source: string }>;
    };
    expect(assignment.assignments).toContainEqual({ testName: 'christmas-teaser', groupName: 'snow', source: 'PREVIEW' });

    // The server keeps the settings: a reload shows the same staff bar.
    await page.reload();
    await expect.poll(() => page.getByTestId('staff-bar-group').textContent()).toBe('christmas-teaser: snow');

    // A date without tests.
    await openSettingsByKeyboard(page);
    expect(await field(page, 'Date').getAttribute('type')).toBe('date');
    expect(await field(page, 'Time').getAttribute('type')).toBe('time');
    expect(await field(page, 'Date').inputValue()).toBe('2026-12-24');
    await fill(page, 'Date', '2031-03-01');
    await dialog(page).getByText('No active tests for this date.').waitFor();
    expect(await name.locator('option').allTextContents()).toEqual(['Select an A/B test', 'None']);

    await dialog(page).getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Preview settings', exact: true }).waitFor({ state: 'detached' });
    expect(await page.getByRole('region', { name: 'Staff preview' }).count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('button', { name: 'Preview settings', exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
  });
});
