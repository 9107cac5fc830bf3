import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, FAILED } from '../../fakes/fake-preview-ports';
import type { AbTest } from '../../../core/preview/preview-state';
import { expectNoAxeViolations } from '../../support/axe';
import { CHRISTMAS_SESSION, renderPreviewGate } from './render-preview';

/** Opens the modal by keyboard: Tab to 'Preview settings', Enter. */
const openSettings = async (options: Parameters<typeof renderPreviewGate>[0] = {}) => {
  const user = userEvent.setup();
  const rendered = await renderPreviewGate(options);
  const button = await screen.findByRole('button', { name: 'Preview settings' });
  button.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Preview settings' });
  return { ...rendered, user, dialog };
};
const nameSelect = () => screen.getByRole('combobox', { name: 'Name' }) as HTMLSelectElement;
const groupSelect = () => screen.getByRole('combobox', { name: /Group/ }) as HTMLSelectElement;
const optionLabels = (select: HTMLSelectElement) => [...select.options].map((option) => option.text);
const dateInput = () => screen.getByLabelText(/^Date/) as HTMLInputElement;
const timeInput = () => screen.getByLabelText(/^Time/) as HTMLInputElement;

describe('preview settings modal', () => {
  it('asks the date and the time with the platform’s date and time inputs, in the spec’s formats (YYYY-MM-DD, HH:MM)', async () => {
    await openSettings({ check: CHRISTMAS_SESSION });
    const date = screen.getByLabelText(/^Date/) as HTMLInputElement;
    const time = screen.getByLabelText(/^Time/) as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(time.type).toBe('time');
    expect(date.value).toBe('2026-12-24');
    expect(time.value).toBe('10:00');
  });

  it('prefills date and time from checkauth in local time, and preselects the override', async () => {
    await openSettings({ check: CHRISTMAS_SESSION });
    expect(dateInput().value).toBe('2026-12-24');
    expect(timeInput().value).toBe('10:00');
    await screen.findByText('Active tests found.');
    expect(nameSelect().value).toBe('christmas-teaser');
    expect(groupSelect().value).toBe('snow');
  });

  it('prefills the current time when the session has no simulated time', async () => {
    await openSettings();
    // FakeClock 2026-11-22T10:00Z in CET.
    expect(dateInput().value).toBe('2026-11-22');
    expect(timeInput().value).toBe('11:00');
  });

  it("shows 'Loading tests...' while the list loads, then 'Active tests found.' with placeholder, None and the tests", async () => {
    const tests = deferred<readonly AbTest[]>();
    const { fakes } = await renderPreviewGate({ check: CHRISTMAS_SESSION });
    fakes.abTestGateway.tests = { '': tests.promise };
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Preview settings' }));
    expect(await screen.findByText('Loading tests...')).toBeTruthy();
    tests.resolve([{ name: 'christmas-teaser', groups: ['classic', 'snow'] }]);
    expect(await screen.findByText('Active tests found.')).toBeTruthy();
    expect(optionLabels(nameSelect())).toEqual(['Select an A/B test', 'None', 'christmas-teaser']);
    expect(fakes.abTestGateway.asked).toEqual(['2026-12-24T09:00:00.000Z']);
  });

  it("says 'No active tests for this date.' for an empty list", async () => {
    const { user } = await openSettings();
    await user.clear(dateInput());
    await user.type(dateInput(), '2031-03-01');
    expect(await screen.findByText('No active tests for this date.')).toBeTruthy();
    expect(optionLabels(nameSelect())).toEqual(['Select an A/B test', 'None']);
  });

  it("says 'Failed to fetch AB tests.' as an error when the list fails, leaving only None", async () => {
    const rendered = await renderPreviewGate({ check: CHRISTMAS_SESSION });
    rendered.fakes.abTestGateway.tests = { '': FAILED };
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Preview settings' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch AB tests.');
    expect(optionLabels(nameSelect())).toEqual(['Select an A/B test', 'None']);
    expect(groupSelect().disabled).toBe(true);
  });

  it("enables the group for a real test, resets it to 'Select a group' and shows 'Required' until a group is chosen", async () => {
    const { user } = await openSettings({ check: CHRISTMAS_SESSION });
    await screen.findByText('Active tests found.');
    await user.selectOptions(nameSelect(), 'newsletter-bubble');
    expect(groupSelect().disabled).toBe(false);
    expect(groupSelect().value).toBe('');
    expect(optionLabels(groupSelect())).toEqual(['Select a group', 'control', 'big-bubble']);
    expect(screen.getByText('Required')).toBeTruthy();
    expect(groupSelect().getAttribute('aria-invalid')).toBe('true');
    await user.selectOptions(groupSelect(), 'big-bubble');
    expect(screen.queryByText('Required')).toBeNull();
  });

  it.each(['None', 'Select an A/B test'])('clears the selection and disables the group for %s', async (label) => {
    const { user } = await openSettings({ check: CHRISTMAS_SESSION });
    await screen.findByText('Active tests found.');
    await user.selectOptions(nameSelect(), screen.getByRole('option', { name: label }));
    expect(groupSelect().disabled).toBe(true);
    expect(groupSelect().value).toBe('');
    expect(screen.queryByText('Required')).toBeNull();
  });

  it('reloads the tests and resets the group when the date or the time changes', async () => {
    const { user, fakes } = await openSettings({ check: CHRISTMAS_SESSION });
    await screen.findByText('Active tests found.');
    await user.clear(timeInput());
    await user.type(timeInput(), '18:30');
    expect(fakes.abTestGateway.asked.at(-1)).toBe('2026-12-24T17:30:00.000Z');
    await waitFor(() => expect(screen.getByText('Required')).toBeTruthy());
    expect(groupSelect().value).toBe('');
    await user.clear(dateInput());
    await user.type(dateInput(), '2026-07-01');
    expect(fakes.abTestGateway.asked.at(-1)).toBe('2026-07-01T17:30:00.000Z');
    await waitFor(() => expect(optionLabels(nameSelect())).toEqual(['Select an A/B test', 'None', 'newsletter-bubble']));
    expect(nameSelect().value).toBe('');
  });

  it("blocks a test without a group with 'Please also select an A/B test group!' and sends nothing", async () => {
    const { user, fakes } = await openSettings();
    await screen.findByText('Active tests found.');
    await user.selectOptions(nameSelect(), 'newsletter-bubble');
    await user.click(screen.getByRole('button', { name: 'Set preview settings' }));
    expect(
      within(screen.getByRole('dialog'))
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(' '),
    ).toContain('Please also select an A/B test group!');
    expect(fakes.tokenGateway.requests).toEqual([]);
    expect(document.activeElement).toBe(groupSelect());
  });

  it("applies: 'Loading...' while waiting, then 'Settings applied successfully.' and the staff bar shows the new date and group", async () => {
    const { user, fakes } = await openSettings();
    const answer = deferred<'SUCCESS'>();
    fakes.tokenGateway.status = answer.promise;
    await user.clear(dateInput());
    await user.type(dateInput(), '2026-12-24');
    await screen.findByText('Active tests found.');
    await user.selectOptions(nameSelect(), 'christmas-teaser');
    await user.selectOptions(groupSelect(), 'snow');
    fakes.abTestGateway.assignmentsAnswer = [{ testName: 'christmas-teaser', groupName: 'snow', source: 'PREVIEW' }];
    await user.click(screen.getByRole('button', { name: 'Set preview settings' }));
    expect(await screen.findByText('Loading...')).toBeTruthy();
    answer.resolve('SUCCESS');
    const status = await screen.findByText('Settings applied successfully.');
    expect(status.closest('[role]')?.getAttribute('role')).toBe('status');
    expect(fakes.tokenGateway.requests).toEqual([
      {
        selection: { testName: 'christmas-teaser', groupName: 'snow' },
        previewDateTime: '2026-12-24T10:00:00.000Z',
      },
    ]);
    expect(screen.getByTestId('staff-bar-time').textContent).toBe('2026-12-24 11:00');
    await waitFor(() => expect(screen.getByTestId('staff-bar-group').textContent).toBe('christmas-teaser: snow'));
    expect(screen.getByTestId('staff-bar-campaign').textContent).toBe('Christmas');
  });

  it.each(['BAD_REQUEST', 'INTERNAL_ERROR', 'UNAUTHORIZED'] as const)("says 'Applying settings failed.' for %s", async (status) => {
    const { user, fakes } = await openSettings();
    fakes.tokenGateway.status = status;
    await screen.findByText('Active tests found.');
    await user.click(screen.getByRole('button', { name: 'Set preview settings' }));
    const alert = await screen.findByText('Applying settings failed.');
    expect(alert.closest('[role]')?.getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('staff-bar-time').textContent).toBe('Live (no simulated time)');
  });

  it("says 'Applying settings failed.' when the call fails", async () => {
    const { user, fakes } = await openSettings();
    fakes.tokenGateway.status = FAILED;
    await user.click(screen.getByRole('button', { name: 'Set preview settings' }));
    expect(await screen.findByText('Applying settings failed.')).toBeTruthy();
  });

  it('refuses a malformed or impossible date inline: nothing is sent and nothing claims success', async () => {
    const { user, fakes } = await openSettings();
    await screen.findByText('Active tests found.');
    for (const date of ['24.12.2026', '2026-02-30']) {
      await user.clear(dateInput());
      await user.type(dateInput(), date);
      await user.tab();
      expect(dateInput().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Enter a real calendar date as YYYY-MM-DD.')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Set preview settings' }));
      const alert = within(screen.getByRole('dialog'))
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(' ');
      expect(alert).toContain('Nothing was applied: please correct the date and time.');
      expect(screen.queryByText('Settings applied successfully.')).toBeNull();
    }
    expect(fakes.tokenGateway.requests).toEqual([]);
    expect(screen.getByTestId('staff-bar-time').textContent).toBe('Live (no simulated time)');
    // Focus clears the field's error (the component set's rule); a real date is accepted again.
    await user.click(dateInput());
    expect(dateInput().getAttribute('aria-invalid')).toBeNull();
    await user.clear(dateInput());
    await user.type(dateInput(), '2026-02-28');
    await user.click(screen.getByRole('button', { name: 'Set preview settings' }));
    expect(await screen.findByText('Settings applied successfully.')).toBeTruthy();
  });

  it('refuses a time input left without a time inline (what is not a time leaves it empty)', async () => {
    const { user, fakes } = await openSettings();
    await user.clear(timeInput());
    await user.click(screen.getByRole('button', { name: 'Set preview settings' }));
    expect(timeInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a time from 00:00 to 23:59 as HH:MM.')).toBeTruthy();
    expect(fakes.tokenGateway.requests).toEqual([]);
  });

  it('says what was applied, and clears that success when a later submit fails', async () => {
    const { user, fakes } = await openSettings();
    await user.clear(dateInput());
    await user.type(dateInput(), '2026-12-24');
    await screen.findByText('Active tests found.');
    await user.selectOptions(nameSelect(), 'christmas-teaser');
    await user.selectOptions(groupSelect(), 'snow');
    await user.click(screen.getByRole('button', { name: 'Set preview settings' }));
    const status = (await screen.findByText('Settings applied successfully.')).closest('[role="status"]');
    expect(status?.textContent).toContain('Simulated time: 2026-12-24 11:00. A/B test: christmas-teaser / snow.');
    await user.clear(dateInput());
    await user.type(dateInput(), '2026-02-30');
    await user.click(screen.getByRole('button', { name: 'Set preview settings' }));
    expect(screen.queryByText('Settings applied successfully.')).toBeNull();
    expect(screen.queryByText(/Simulated time: 2026-12-24/)).toBeNull();
    await user.clear(dateInput());
    await user.type(dateInput(), '2026-12-25');
    await user.selectOptions(nameSelect(), 'None');
    await user.click(screen.getByRole('button', { name: 'Set preview settings' }));
    expect((await screen.findByText('Settings applied successfully.')).closest('[role="status"]')?.textContent).toContain(
      'A/B test: none.',
    );
    fakes.tokenGateway.status = 'INTERNAL_ERROR';
    await user.click(screen.getByRole('button', { name: 'Set preview settings' }));
    expect(await screen.findByText('Applying settings failed.')).toBeTruthy();
    expect(screen.queryByText('Settings applied successfully.')).toBeNull();
    expect(screen.queryByText(/Simulated time:/)).toBeNull();
  });

  it('gives screen readers the panel’s own language: "Note:" and "Error:", not the German page’s prefixes', async () => {
    const { user, fakes } = await openSettings();
    await screen.findByText('Active tests found.');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('status').textContent).toBe('Note: Active tests found.');
    fakes.tokenGateway.status = 'BAD_REQUEST';
    await user.click(screen.getByRole('button', { name: 'Set preview settings' }));
    await screen.findByText('Applying settings failed.');
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toContain('Error: Applying settings failed.');
    expect(dialog.textContent).not.toMatch(/Hinweis|Fehler/);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('closes on Escape and returns focus to Preview settings', async () => {
    const { user } = await openSettings();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Preview settings' }));
  });

  it('has no axe violations with the modal open and Required showing', async () => {
    const { user, container } = await openSettings({ check: CHRISTMAS_SESSION });
    await screen.findByText('Active tests found.');
    await user.selectOptions(nameSelect(), 'newsletter-bubble');
    await expectNoAxeViolations(container);
  });
});
