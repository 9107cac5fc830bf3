import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAILED } from '../../fakes/fake-preview-ports';
import { expectNoAxeViolations } from '../../support/axe';
import { CHRISTMAS_SESSION, renderPreviewGate } from './render-preview';

describe('staff preview gate', () => {
  it('shows a shopper without a staff cookie nothing, and asks nothing', async () => {
    const { fakes, container, gateAnswered } = await renderPreviewGate({ cookies: { LoginToken: 'x' } });
    await gateAnswered();
    expect(screen.queryByRole('button', { name: 'Preview settings' })).toBeNull();
    expect(fakes.sessionGateway.calls).toEqual([]);
    expect(fakes.panelLoads.count).toBe(0);
    expect(container.querySelector('header')?.children.length).toBe(0);
  });

  it('stays silent when preview mode is off, even for staff', async () => {
    const { fakes, gateAnswered } = await renderPreviewGate({ previewMode: 'off', cookies: { StaffAuthToken: 'real' } });
    await gateAnswered();
    expect(screen.queryByRole('button', { name: 'Preview settings' })).toBeNull();
    expect(fakes.sessionGateway.calls).toEqual([]);
    expect(fakes.panelLoads.count).toBe(0);
  });

  it('shows nothing for a forged cookie that checkauth rejects, and never loads the panel', async () => {
    const { fakes, gateAnswered } = await renderPreviewGate({ cookies: { StaffAuthToken: 'forged' }, check: { status: 'UNAUTHORIZED' } });
    await gateAnswered();
    expect(fakes.sessionGateway.calls).toEqual(['checkauth']);
    expect(screen.queryByRole('button', { name: 'Preview settings' })).toBeNull();
    expect(fakes.panelLoads.count).toBe(0);
  });

  it('shows nothing when checkauth fails', async () => {
    const { fakes, gateAnswered } = await renderPreviewGate({ check: FAILED });
    await gateAnswered();
    expect(fakes.sessionGateway.calls).toEqual(['checkauth']);
    expect(screen.queryByRole('button', { name: 'Preview settings' })).toBeNull();
    expect(fakes.panelLoads.count).toBe(0);
  });

  it('offers Preview settings and the staff bar once checkauth says SUCCESS, loading the panel once', async () => {
    const { fakes } = await renderPreviewGate({ check: CHRISTMAS_SESSION });
    expect(await screen.findByRole('button', { name: 'Preview settings' })).toBeTruthy();
    expect(fakes.panelLoads.count).toBe(1);
    expect(screen.getByRole('region', { name: 'Staff preview' })).toBeTruthy();
    expect(screen.getByTestId('staff-bar-time').textContent).toBe('2026-12-24 10:00');
    expect(screen.getByTestId('staff-bar-campaign').textContent).toBe('Christmas');
  });

  it("shows the group getassignment reports for the session's override", async () => {
    const { fakes } = await renderPreviewGate({ check: CHRISTMAS_SESSION });
    fakes.abTestGateway.assignmentsAnswer = [
      { testName: 'newsletter-bubble', groupName: 'control', source: 'STABLE' },
      { testName: 'christmas-teaser', groupName: 'snow', source: 'PREVIEW' },
    ];
    expect((await screen.findByTestId('staff-bar-group')).textContent).toBe('christmas-teaser: snow');
  });

  it('says live time and no override for a session without preview settings', async () => {
    await renderPreviewGate();
    expect((await screen.findByTestId('staff-bar-time')).textContent).toBe('Live (no simulated time)');
    expect(screen.getByTestId('staff-bar-group').textContent).toBe('No override');
    // FakeClock: 2026-11-22, a day outside every campaign.
    expect(screen.getByTestId('staff-bar-campaign').textContent).toBe('Everyday range');
  });

  it('renews the session at start and every 5 minutes', async () => {
    const { fakes } = await renderPreviewGate();
    await screen.findByRole('button', { name: 'Preview settings' });
    expect(fakes.sessionGateway.calls).toEqual(['checkauth', 'renew']);
    fakes.scheduler.tick();
    fakes.scheduler.tick();
    expect(fakes.sessionGateway.calls).toEqual(['checkauth', 'renew', 'renew', 'renew']);
  });

  it('hides the panel after Logout in the modal footer and stops renewing', async () => {
    const user = userEvent.setup();
    const { fakes } = await renderPreviewGate();
    await user.click(await screen.findByRole('button', { name: 'Preview settings' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Preview settings' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fakes.sessionGateway.calls).toContain('logout');
    expect(fakes.scheduler.tasks.size).toBe(0);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('hides the panel even when logout fails, and only logs the failure', async () => {
    const user = userEvent.setup();
    const { fakes, ports } = await renderPreviewGate();
    fakes.sessionGateway.logoutAnswer = FAILED;
    await user.click(await screen.findByRole('button', { name: 'Preview settings' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Preview settings' })).toBeNull());
    expect(ports.logger.lines.filter((line) => line.level === 'error').map((line) => line.message)).toEqual(['Staff logout failed.']);
  });

  it('has no axe violations with the staff bar shown', async () => {
    const { container } = await renderPreviewGate({ check: CHRISTMAS_SESSION });
    await screen.findByRole('button', { name: 'Preview settings' });
    await expectNoAxeViolations(container);
  });
});
