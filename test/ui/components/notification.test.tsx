import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Notification } from '../../../ui/components/notification/notification';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithCopy } from './render-with-copy';

describe('notification', () => {
  it('announces errors and warnings as alerts, info and success as status', async () => {
    await renderWithCopy(
      <>
        <Notification type="error">Zahlung fehlgeschlagen.</Notification>
        <Notification type="warning">Nur noch 2 Stück.</Notification>
        <Notification type="info">Gut zu wissen.</Notification>
        <Notification type="success">Gespeichert.</Notification>
      </>,
    );
    expect(screen.getAllByRole('alert').map((n) => n.textContent)).toEqual([
      'Fehler: Zahlung fehlgeschlagen.',
      'Warnung: Nur noch 2 Stück.',
    ]);
    expect(screen.getAllByRole('status').map((n) => n.textContent)).toEqual(['Hinweis: Gut zu wissen.', 'Erfolg: Gespeichert.']);
  });

  it('renders the banner, copysize (default) and footnotesize variants, with an optional title', async () => {
    const { container } = await renderWithCopy(
      <>
        <Notification type="info" variant="banner" title="Gut zu wissen">
          Text
        </Notification>
        <Notification type="info">Text</Notification>
        <Notification type="info" variant="footnotesize">
          Text
        </Notification>
      </>,
    );
    expect([...container.querySelectorAll('.notification')].map((n) => n.className.split(' ')[2])).toEqual([
      'notification--banner',
      'notification--copysize',
      'notification--footnotesize',
    ]);
    expect(screen.getByText('Gut zu wissen')).toBeTruthy();
  });

  it('closes a closable banner once, and it stays hidden on later renders', async () => {
    const onClose = vi.fn();
    const Page = () => {
      const [count, setCount] = useState(0);
      return (
        <>
          <Notification type="warning" variant="banner" closable onClose={onClose}>
            Wartungsarbeiten heute Nacht.
          </Notification>
          <button type="button" onClick={() => setCount(count + 1)}>
            Neu zeichnen {count}
          </button>
        </>
      );
    };
    await renderWithCopy(<Page />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByText('Wartungsarbeiten heute Nacht.')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    // Focus went on to the next control, not to the page's start.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Neu zeichnen/ }));
    await user.click(screen.getByRole('button', { name: /Neu zeichnen/ }));
    expect(screen.queryByText('Wartungsarbeiten heute Nacht.')).toBeNull();
  });

  it('offers no close button outside the banner variant', async () => {
    await renderWithCopy(
      <Notification type="info" closable>
        Kleiner Hinweis.
      </Notification>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no axe violations in any type and variant', async () => {
    const { container } = await renderWithCopy(
      <>
        {(['info', 'success', 'error', 'warning'] as const).flatMap((type) =>
          (['banner', 'copysize', 'footnotesize'] as const).map((variant) => (
            <Notification
              key={`${type}-${variant}`}
              type={type}
              variant={variant}
              closable
              title={variant === 'banner' ? 'Titel' : undefined}
            >
              Text
            </Notification>
          )),
        )}
      </>,
    );
    await expectNoAxeViolations(container);
  });

  it('closed by keyboard, hands focus to the control before it when nothing follows (WAI-ARIA)', async () => {
    await renderWithCopy(
      <>
        <button type="button">Zurück</button>
        <Notification type="info" variant="banner" closable>
          Neue Kollektion ab Montag.
        </Notification>
      </>,
    );
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Schließen' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Neue Kollektion ab Montag.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zurück' }));
  });
});
