import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../../../ui/components/button/button';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithCopy } from './render-with-copy';

describe('button', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a button of type button, in the given variant and size', async () => {
    await renderWithCopy(
      <Button variant="sale" size="large">
        In den Warenkorb
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'In den Warenkorb' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('button--sale');
    expect(button.className).toContain('button--large');
  });

  it('defaults to primary and medium', async () => {
    await renderWithCopy(<Button>Kaufen</Button>);
    expect(screen.getByRole('button', { name: 'Kaufen' }).className).toMatch(/button--primary.*button--medium/);
  });

  it('calls onClick when idle, by mouse and by Enter and Space', async () => {
    const onClick = vi.fn();
    await renderWithCopy(<Button onClick={onClick}>Kaufen</Button>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Kaufen' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('ignores clicks while loading, stays focusable and reports aria-busy with a loading text', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    await renderWithCopy(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Senden
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Senden/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.textContent).toContain('Wird geladen');
    const user = userEvent.setup();
    await user.click(button);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does nothing when disabled', async () => {
    const onClick = vi.fn();
    await renderWithCopy(
      <Button disabled onClick={onClick}>
        Kaufen
      </Button>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kaufen' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps the ripple visible at least 250 ms, even after a quick click', async () => {
    vi.useFakeTimers();
    await renderWithCopy(<Button>Kaufen</Button>);
    const button = screen.getByRole('button', { name: 'Kaufen' });
    fireEvent.pointerDown(button, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(button);
    expect(screen.getAllByTestId('ripple')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(249);
    });
    expect(screen.getByTestId('ripple').className).not.toContain('fading');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('ripple').className).toContain('button__ripple--fading');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByTestId('ripple')).toBeNull();
  });

  it('shows a ripple for keyboard presses too', async () => {
    await renderWithCopy(<Button>Kaufen</Button>);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Kaufen' }), { key: 'Enter' });
    expect(screen.getAllByTestId('ripple')).toHaveLength(1);
  });

  it('has no axe violations in any variant, idle, loading and disabled', async () => {
    const { container } = await renderWithCopy(
      <div>
        {(['primary', 'secondary', 'activating', 'sale', 'community'] as const).map((variant) => (
          <div key={variant}>
            <Button variant={variant} size="small">
              Klein
            </Button>
            <Button variant={variant} loading>
              Lädt
            </Button>
            <Button variant={variant} disabled>
              Aus
            </Button>
          </div>
        ))}
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
