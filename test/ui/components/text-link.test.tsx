import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextLink } from '../../../ui/components/text-link/text-link';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithCopy } from './render-with-copy';

describe('text link', () => {
  it('links to a safe target', async () => {
    await renderWithCopy(<TextLink href="/service/storefinder/">Filiale finden</TextLink>);
    expect(screen.getByRole('link', { name: 'Filiale finden' }).getAttribute('href')).toBe('/service/storefinder/');
  });

  it('opens an external link in a new tab without opener, and says so', async () => {
    await renderWithCopy(<TextLink href="https://example.com/" external>Bericht</TextLink>);
    const link = screen.getByRole('link', { name: /^Bericht\s+\(öffnet in neuem Tab\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders no href for javascript:, data: or vbscript: targets', async () => {
    await renderWithCopy(
      <div>
        <TextLink href="javascript:alert(1)">Eins</TextLink>
        <TextLink href={' JaVaScRiPt:alert(1)'}>Zwei</TextLink>
        <TextLink href="data:text/html,x">Drei</TextLink>
        <TextLink href="vbscript:x" external>Vier</TextLink>
      </div>,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    for (const text of ['Eins', 'Zwei', 'Drei', 'Vier']) expect(screen.getByText(text).closest('a')?.hasAttribute('href')).toBe(false);
    expect(screen.getByText('Vier').closest('a')?.hasAttribute('target')).toBe(false);
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithCopy(<p><TextLink href="/a">Intern</TextLink> <TextLink href="https://x.de" external>Extern</TextLink></p>);
    await expectNoAxeViolations(container);
  });
});
