import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextSlider } from '../../../ui/components/text-slider/text-slider';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithCopy } from './render-with-copy';

const TEXT = 'Unser Kaffee wird langsam im Trommelröster geröstet.';

describe('text slider', () => {
  it('starts collapsed with the German default label "Mehr anzeigen"', async () => {
    await renderWithCopy(
      <TextSlider>
        <p>{TEXT}</p>
      </TextSlider>,
    );
    const toggle = screen.getByRole('button', { name: 'Mehr anzeigen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.textContent).toBe(TEXT);
  });

  it('expands and collapses again, switching to "Weniger anzeigen"', async () => {
    const onExpandedChange = vi.fn();
    await renderWithCopy(
      <TextSlider onExpandedChange={onExpandedChange}>
        <p>{TEXT}</p>
      </TextSlider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Mehr anzeigen' }));
    expect(screen.getByRole('button', { name: 'Weniger anzeigen' }).getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toBeTruthy();
    expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('translates the default labels and accepts custom ones', async () => {
    await renderWithCopy(
      <TextSlider>
        <p>{TEXT}</p>
      </TextSlider>,
      'fr-CH',
    );
    expect(screen.getByRole('button', { name: 'Afficher plus' })).toBeTruthy();
  });

  it('takes custom labels, and can be controlled or start expanded', async () => {
    await renderWithCopy(
      <>
        <TextSlider moreLabel="Alles lesen" lessLabel="Kürzer">
          <p>{TEXT}</p>
        </TextSlider>
        <TextSlider defaultExpanded moreLabel="Zwei mehr" lessLabel="Zwei weniger">
          <p>{TEXT}</p>
        </TextSlider>
        <TextSlider expanded={false} onExpandedChange={() => {}} moreLabel="Fest">
          <p>{TEXT}</p>
        </TextSlider>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Alles lesen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zwei weniger' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fest' }));
    expect(screen.getByRole('button', { name: 'Fest' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithCopy(
      <TextSlider>
        <p>{TEXT}</p>
      </TextSlider>,
    );
    await expectNoAxeViolations(container);
  });
});
