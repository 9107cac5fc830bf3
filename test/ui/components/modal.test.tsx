import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../ui/components/modal/modal';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithCopy } from './render-with-copy';

const SizeChart = ({
  size,
  onClose = () => {},
  withInitialFocus = false,
}: {
  size?: 'S' | 'M' | 'L';
  onClose?: () => void;
  withInitialFocus?: boolean;
}) => {
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Größentabelle öffnen
        </button>
        <a href="/behind">Hinter dem Dialog</a>
      </main>
      <Modal
        open={open}
        onClose={close}
        title="Größentabelle"
        size={size}
        initialFocusRef={withInitialFocus ? field : undefined}
        footer={
          <button type="button" onClick={close}>
            Übernehmen
          </button>
        }
      >
        <p>Messen Sie Brust und Taille.</p>
        <label>
          Brustumfang <input ref={field} />
        </label>
      </Modal>
    </>
  );
};

describe('modal', () => {
  it('opens as a dialog labelled by its title, in the given size', async () => {
    await renderWithCopy(<SizeChart size="L" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Größentabelle öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Größentabelle' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.className).toContain('modal--l');
  });

  it('defaults to size M', async () => {
    await renderWithCopy(<SizeChart />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Größentabelle öffnen' }));
    expect(screen.getByRole('dialog').className).toContain('modal--m');
  });

  it('moves focus in (first focusable, or the element asked for) and traps Tab inside', async () => {
    await renderWithCopy(<SizeChart withInitialFocus />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Größentabelle öffnen' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Brustumfang' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Übernehmen' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schließen' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Übernehmen' }));
  });

  it('focuses the close button first when nothing else is asked for', async () => {
    await renderWithCopy(<SizeChart />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Größentabelle öffnen' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Schließen' }));
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = vi.fn();
    await renderWithCopy(<SizeChart onClose={onClose} />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Größentabelle öffnen' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes by its close button', async () => {
    await renderWithCopy(<SizeChart />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Größentabelle öffnen' }));
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('makes the page behind inert while open, and live again after', async () => {
    await renderWithCopy(<SizeChart />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Größentabelle öffnen' }));
    expect(screen.getByRole('main', { hidden: true }).hasAttribute('inert')).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('main').hasAttribute('inert')).toBe(false);
  });

  it('has no axe violations when open', async () => {
    const { container } = await renderWithCopy(<SizeChart />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Größentabelle öffnen' }));
    await expectNoAxeViolations(container.querySelector('dialog') as Element);
  });
});
