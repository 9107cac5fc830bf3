import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { knownSafeHref, safeHref } from '../../../core/shared/safe-href.codec';
import { TextLink } from '../../../ui/components/text-link/text-link';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithCopy } from './render-with-copy';

describe('text link', () => {
  it('links to a safe target', async () => {
    await renderWithCopy(<TextLink href={knownSafeHref('/service/storefinder/')}>Filiale finden</TextLink>);
    expect(screen.getByRole('link', { name: 'Filiale finden' }).getAttribute('href')).toBe('/service/storefinder/');
  });

  it('opens an external link in a new tab without opener, and says so', async () => {
    await renderWithCopy(
      <TextLink href={knownSafeHref('https://example.com/')} external>
        Bericht
      </TextLink>,
    );
    const link = screen.getByRole('link', { name: /^Bericht\s+\(öffnet in neuem Tab\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('takes only a checked SafeHref: a plain string is a type error (checked by tsc, which covers test/)', () => {
    // The URL is checked once, where it comes in (CMS decoding, configuration, copy), never again in the view.
    // @ts-expect-error an unchecked string is not a SafeHref
    const unchecked = () => <TextLink href="/service/storefinder/">Unchecked</TextLink>;
    expect(unchecked).toBeTypeOf('function');
  });

  it('renders no href for javascript:, data: or vbscript: targets, which yield no SafeHref', async () => {
    await renderWithCopy(
      <div>
        <TextLink href={safeHref('javascript:alert(1)')}>Eins</TextLink>
        <TextLink href={safeHref(' JaVaScRiPt:alert(1)')}>Zwei</TextLink>
        <TextLink href={safeHref('data:text/html,x')}>Drei</TextLink>
        <TextLink href={safeHref('vbscript:x')} external>
          Vier
        </TextLink>
      </div>,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    for (const text of ['Eins', 'Zwei', 'Drei', 'Vier']) expect(screen.getByText(text).closest('a')?.hasAttribute('href')).toBe(false);
    expect(screen.getByText('Vier').closest('a')?.hasAttribute('target')).toBe(false);
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithCopy(
      <p>
        <TextLink href={knownSafeHref('/a')}>Intern</TextLink>{' '}
        <TextLink href={knownSafeHref('https://x.de')} external>
          Extern
        </TextLink>
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});
