import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ExpansionPanel } from '../../../ui/components/expansion-panel/expansion-panel';
import { ExpansionPanelGroup, type ExpansionPanelGroupProps } from '../../../ui/components/expansion-panel/expansion-panel-group';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithCopy } from './render-with-copy';

const Faq = (props: Omit<ExpansionPanelGroupProps, 'children'>) => (
  <ExpansionPanelGroup {...props}>
    <ExpansionPanel id="delivery" title="Versand">
      <p>Versand am selben Tag.</p>
    </ExpansionPanel>
    <ExpansionPanel id="returns" title="Rückgabe">
      <p>30 Tage Rückgabe.</p>
    </ExpansionPanel>
    <ExpansionPanel id="gift" title="Geschenkkarte" disabled>
      <p>Derzeit nicht erhältlich.</p>
    </ExpansionPanel>
    <ExpansionPanel id="payment" title="Zahlung">
      <p>Rechnung oder Karte.</p>
    </ExpansionPanel>
  </ExpansionPanelGroup>
);

const trigger = (name: string) => screen.getByRole('button', { name });
const expanded = (name: string) => trigger(name).getAttribute('aria-expanded');
const content = (name: string) => document.getElementById(trigger(name).getAttribute('aria-controls') ?? '') as HTMLElement;

describe('expansion panel group', () => {
  it('renders headings with buttons that control their content (WAI-ARIA accordion)', async () => {
    await renderWithCopy(<Faq defaultExpanded={['delivery']} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Versand' })).toBeTruthy();
    expect(expanded('Versand')).toBe('true');
    expect(expanded('Rückgabe')).toBe('false');
    expect(content('Versand').hasAttribute('hidden')).toBe(false);
  });

  it('keeps collapsed content in the page as hidden="until-found"', async () => {
    await renderWithCopy(<Faq />);
    expect(content('Rückgabe').getAttribute('hidden')).toBe('until-found');
    expect(content('Rückgabe').textContent).toBe('30 Tage Rückgabe.');
  });

  it('opens one panel at a time and closes an open panel when clicked', async () => {
    await renderWithCopy(<Faq defaultExpanded={['delivery']} />);
    const user = userEvent.setup();
    await user.click(trigger('Rückgabe'));
    expect([expanded('Versand'), expanded('Rückgabe')]).toEqual(['false', 'true']);
    await user.click(trigger('Rückgabe'));
    expect(expanded('Rückgabe')).toBe('false');
    expect(content('Rückgabe').getAttribute('hidden')).toBe('until-found');
  });

  it('opens several panels with multiple', async () => {
    await renderWithCopy(<Faq multiple />);
    const user = userEvent.setup();
    await user.click(trigger('Versand'));
    await user.click(trigger('Zahlung'));
    expect([expanded('Versand'), expanded('Zahlung')]).toEqual(['true', 'true']);
  });

  it('keeps the last open panel open with preventCloseLast, and says so with aria-disabled', async () => {
    await renderWithCopy(<Faq preventCloseLast defaultExpanded={['returns']} />);
    await userEvent.setup().click(trigger('Rückgabe'));
    expect(expanded('Rückgabe')).toBe('true');
    expect(trigger('Rückgabe').getAttribute('aria-disabled')).toBe('true');
  });

  it('does not react on a disabled panel', async () => {
    await renderWithCopy(<Faq />);
    await userEvent.setup().click(trigger('Geschenkkarte'));
    expect(expanded('Geschenkkarte')).toBe('false');
    expect((trigger('Geschenkkarte') as HTMLButtonElement).disabled).toBe(true);
  });

  it('toggles by Enter and Space and moves between headers with arrows, Home and End, skipping disabled ones', async () => {
    await renderWithCopy(<Faq />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(trigger('Versand'));
    await user.keyboard('{Enter}');
    expect(expanded('Versand')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger('Rückgabe'));
    await user.keyboard(' ');
    expect(expanded('Rückgabe')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger('Zahlung'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(trigger('Versand'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(trigger('Zahlung'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(trigger('Versand'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(trigger('Zahlung'));
  });

  it('works controlled: the owner decides what is open', async () => {
    const onExpandedChange = vi.fn();
    const Owner = () => {
      const [ids, setIds] = useState<string[]>(['payment']);
      return (
        <>
          <Faq
            multiple
            expanded={ids}
            onExpandedChange={(next) => {
              onExpandedChange(next);
              setIds(next);
            }}
          />
          <output>{ids.join(',')}</output>
        </>
      );
    };
    await renderWithCopy(<Owner />);
    await userEvent.setup().click(trigger('Versand'));
    expect(onExpandedChange).toHaveBeenCalledWith(['payment', 'delivery']);
    expect(screen.getByRole('status').textContent).toBe('payment,delivery');
  });

  it('opens a collapsed panel when find-in-page lands in it (beforematch)', async () => {
    await renderWithCopy(<Faq />);
    act(() => {
      fireEvent(content('Zahlung'), new Event('beforematch'));
    });
    expect(expanded('Zahlung')).toBe('true');
  });

  it('has no axe violations, open and closed', async () => {
    const { container } = await renderWithCopy(<Faq defaultExpanded={['delivery']} />);
    await expectNoAxeViolations(container);
  });
});

describe('standalone expansion panel', () => {
  it('works alone with its own state and reports changes', async () => {
    const onExpandedChange = vi.fn();
    await renderWithCopy(
      <ExpansionPanel id="x" title="Pflegehinweise" headingLevel={2} onExpandedChange={onExpandedChange}>
        <p>30 Grad.</p>
      </ExpansionPanel>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Pflegehinweise' })).toBeTruthy();
    await userEvent.setup().click(trigger('Pflegehinweise'));
    expect(expanded('Pflegehinweise')).toBe('true');
    expect(onExpandedChange).toHaveBeenCalledWith(true);
  });

  it('can be controlled, start expanded, or be disabled', async () => {
    await renderWithCopy(
      <>
        <ExpansionPanel id="a" title="Fest" expanded={false} onExpandedChange={() => {}}>
          <p>A</p>
        </ExpansionPanel>
        <ExpansionPanel id="b" title="Offen" defaultExpanded>
          <p>B</p>
        </ExpansionPanel>
        <ExpansionPanel id="c" title="Gesperrt" disabled>
          <p>C</p>
        </ExpansionPanel>
      </>,
    );
    const user = userEvent.setup();
    await user.click(trigger('Fest'));
    expect(expanded('Fest')).toBe('false');
    expect(expanded('Offen')).toBe('true');
    await user.click(trigger('Gesperrt'));
    expect(expanded('Gesperrt')).toBe('false');
  });
});
