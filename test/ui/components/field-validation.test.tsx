import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { FormSection } from '../../../ui/components/catalogue/interaction-section';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithCopy } from './render-with-copy';

/** The catalogue's form demo: the component set on core's form controller and the validation engine, as every feature. */
const field = () => screen.getByRole('textbox', { name: /Vorname/ });
const email = () => screen.getByRole('textbox', { name: /E-Mail-Adresse/ });
const terms = () => screen.getByRole('checkbox', { name: /AGB/ });

describe('the catalogue’s form demo on the form controller', () => {
  it("does not validate while typing, but on blur, with the locale's default message", async () => {
    await renderWithCopy(<FormSection />);
    const user = userEvent.setup();
    await user.type(field(), 'www.kaffee.de');
    expect(field().getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Vorname darf keine Internetadresse enthalten.')).toBeTruthy();
  });

  it('renders nothing for a key', async () => {
    let commits = 0;
    await renderWithCopy(
      <Profiler id="form" onRender={() => (commits += 1)}>
        <FormSection />
      </Profiler>,
    );
    const user = userEvent.setup();
    await user.click(field());
    commits = 0;
    await user.keyboard('Zoë');
    expect(commits).toBe(0);
    expect(field()).toHaveProperty('value', 'Zoë');
  });

  it('clears the error when the field gets focus, and shows valid after a good value', async () => {
    const { container } = await renderWithCopy(<FormSection />);
    const user = userEvent.setup();
    await user.click(field());
    await user.tab();
    expect(screen.getByText('Vorname ist ein Pflichtfeld.')).toBeTruthy();
    await user.click(field());
    expect(screen.queryByText('Vorname ist ein Pflichtfeld.')).toBeNull();
    await user.type(field(), 'Zoë');
    await user.tab();
    expect(container.querySelector('.control--valid')).not.toBeNull();
  });

  it('validates a choice on change, everything on submit, and says so when all is valid', async () => {
    await renderWithCopy(<FormSection />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(screen.getByText('Vorname ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByText('E-Mail-Adresse ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByText('Bitte akzeptieren Sie die AGB.')).toBeTruthy();
    await user.click(terms());
    expect(screen.queryByText('Bitte akzeptieren Sie die AGB.')).toBeNull();
    await user.type(field(), 'Zoë Łukasz-Ünal');
    await user.type(email(), 'zoe@example');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.queryByText('Alle Angaben sind gültig.')).toBeNull();
    await user.type(email(), '.com');
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(screen.getByText('Alle Angaben sind gültig.')).toBeTruthy();
  });

  it("uses the shopper's language for default messages", async () => {
    await renderWithCopy(<FormSection />, 'hu-HU');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Küldés' }));
    expect(screen.getByText('Keresztnév kitöltése kötelező.')).toBeTruthy();
  });

  it('has no axe violations with errors shown', async () => {
    const { container } = await renderWithCopy(<FormSection />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Absenden' }));
    await expectNoAxeViolations(container);
  });
});
