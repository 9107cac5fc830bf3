import { expect, test } from './support/fixtures';
import { launch, type Session } from './support/browser';
import { openSettingsByKeyboard, setPreviewServicesFailing, signInAsStaff } from './support/preview-staff';

test.describe('staff see when the preview services fail (Chromium)', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterEach(async () => {
    await setPreviewServicesFailing(false);
  });
  test.afterAll(async () => {
    await session.close();
  });

  test("says 'Failed to fetch AB tests.' with only None left, and 'Applying settings failed.'", async () => {
    const page = await session.context.newPage();
    await signInAsStaff(page);
    // The control page's switch, as staff would flip it.
    await page.goto(`${new URL(page.url()).origin}/emulator/`);
    await page.getByRole('button', { name: 'Make them fail' }).click();
    await page.getByRole('button', { name: 'Make them work again' }).waitFor();
    await page.goto(`${new URL(page.url()).origin}/`);

    await openSettingsByKeyboard(page);
    const dialog = page.getByRole('dialog', { name: 'Preview settings', exact: true });
    await dialog.getByRole('alert').filter({ hasText: 'Failed to fetch AB tests.' }).waitFor();
    expect(await dialog.getByRole('combobox', { name: 'Name' }).locator('option').allTextContents()).toEqual([
      'Select an A/B test',
      'None',
    ]);
    expect(await dialog.getByRole('combobox', { name: 'Group' }).isDisabled()).toBe(true);

    await dialog.getByRole('button', { name: 'Set preview settings' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Applying settings failed.' }).waitFor();
    expect(await page.getByTestId('staff-bar-time').textContent()).toBe('Live (no simulated time)');
  });
});
