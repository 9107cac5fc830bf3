import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CataloguePage from '../../../ui/components/catalogue-page';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithCopy } from './render-with-copy';

// The whole catalogue is a big page for jsdom: allow it time under a loaded machine.
describe('component catalogue page', { timeout: 30_000 }, () => {
  it('shows a section per component, listed in its table of contents', async () => {
    await renderWithCopy(<CataloguePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Komponenten' })).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Buttons',
      'Textlinks',
      'Eingabefelder',
      'Auswahlliste',
      'Checkbox und Radiobuttons',
      'Hinweise',
      'Aufklappbereiche',
      'Textslider',
      'Dialogfenster',
      'Formular mit Prüfung',
    ]);
    const toc = screen.getByRole('navigation', { name: 'Komponenten' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(sections);
  });

  it('shows every button variant in every size, disabled and loading', async () => {
    await renderWithCopy(<CataloguePage />);
    const buttons = within(screen.getByRole('region', { name: 'Buttons' }));
    for (const variant of ['primary', 'secondary', 'activating', 'sale', 'community']) {
      for (const size of ['small', 'medium', 'large']) {
        expect(document.querySelectorAll(`.button--${variant}.button--${size}`).length, `${variant} ${size}`).toBeGreaterThan(0);
      }
    }
    expect(buttons.getAllByRole('button', { name: 'Deaktiviert' })).toHaveLength(5);
    expect(document.querySelectorAll('#buttons [aria-busy="true"]')).toHaveLength(5);
  });

  it('shows each input type and the field states', async () => {
    await renderWithCopy(<CataloguePage />);
    const inputs = within(screen.getByRole('region', { name: 'Eingabefelder' }));
    for (const name of [/^Vorname/, /^E-Mail-Adresse$/, /^Menge/, /^IBAN/])
      expect(inputs.getAllByRole('textbox', { name }).length).toBeGreaterThan(0);
    expect(inputs.getByLabelText('Passwort')).toBeTruthy();
    expect(inputs.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(document.querySelectorAll('#inputs .control--valid')).toHaveLength(1);
  });

  it('shows all notification types in all variants', async () => {
    await renderWithCopy(<CataloguePage />);
    for (const type of ['info', 'success', 'warning', 'error']) {
      for (const variant of ['banner', 'copysize', 'footnotesize']) {
        expect(document.querySelectorAll(`.notification--${type}.notification--${variant}`).length, `${type} ${variant}`).toBeGreaterThan(
          0,
        );
      }
    }
  });

  it('brings a closed demo banner back on request', async () => {
    await renderWithCopy(<CataloguePage />);
    const section = within(document.getElementById('notifications') as HTMLElement);
    const user = userEvent.setup();
    await user.click(section.getAllByRole('button', { name: 'Schließen' })[0] as HTMLElement);
    expect(section.queryByText('Ihr Warenkorb bleibt 30 Tage gespeichert.', { selector: '.notification--banner *' })).toBeNull();
    await user.click(section.getByRole('button', { name: 'Banner wieder anzeigen' }));
    expect(section.getByText('Ihr Warenkorb bleibt 30 Tage gespeichert.', { selector: '.notification--banner *' })).toBeTruthy();
  });

  it('opens a modal from the catalogue', async () => {
    await renderWithCopy(<CataloguePage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Größentabelle öffnen (S)' }));
    expect(screen.getByRole('dialog', { name: 'Größentabelle' })).toBeTruthy();
  });

  it('speaks the current locale', async () => {
    await renderWithCopy(<CataloguePage />, 'tr-TR');
    expect(screen.getByRole('heading', { level: 1, name: 'Bileşenler' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Daha fazla göster' })).toHaveLength(1);
  });

  it('has no axe violations', async () => {
    const { container } = await renderWithCopy(<CataloguePage />);
    await expectNoAxeViolations(container);
  });
});
