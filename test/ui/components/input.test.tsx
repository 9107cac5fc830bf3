import { NUMBER_FIELD_RULE } from '../../../core/components/number-key-filter';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Input } from '../../../ui/components/input/input';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithCopy } from './render-with-copy';

describe('input', () => {
  it('has an always visible label tied to the field', async () => {
    await renderWithCopy(<Input label="Vorname" name="firstName" />);
    const field = screen.getByRole('textbox', { name: 'Vorname' });
    expect(screen.getByText('Vorname').tagName).toBe('LABEL');
    expect(field.getAttribute('name')).toBe('firstName');
    expect(field.getAttribute('aria-invalid')).toBeNull();
  });

  it('marks a required field with * and aria-required', async () => {
    await renderWithCopy(<Input label="E-Mail" name="email" type="email" required />);
    const field = screen.getByRole('textbox', { name: /E-Mail/ });
    expect(field.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows an error with aria-invalid and aria-describedby pointing at the message', async () => {
    await renderWithCopy(
      <Input label="E-Mail" name="email" error="Bitte geben Sie eine gültige E-Mail-Adresse ein." hint="Nie weitergegeben." />,
    );
    const field = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Bitte geben Sie eine gültige E-Mail-Adresse ein.', 'Nie weitergegeben.']);
  });

  it('shows the valid and default states', async () => {
    const { container, rerender } = await renderWithCopy(<Input label="E-Mail" name="email" state="valid" />);
    expect(container.querySelector('.control--valid')).not.toBeNull();
    rerender(<Input label="E-Mail" name="email" />);
    expect(container.querySelector('.control--default')).not.toBeNull();
  });

  it('works uncontrolled from a default value and reports every change', async () => {
    const onValueChange = vi.fn();
    await renderWithCopy(<Input label="Vorname" name="n" defaultValue="An" onValueChange={onValueChange} />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Vorname' }), 'na');
    expect((screen.getByRole('textbox', { name: 'Vorname' }) as HTMLInputElement).value).toBe('Anna');
    expect(onValueChange).toHaveBeenLastCalledWith('Anna');
  });

  it("works controlled: the value shown is the owner's", async () => {
    const Owner = () => {
      const [value, setValue] = useState('');
      return (
        <>
          <Input label="Vorname" name="n" value={value} onValueChange={(v) => setValue(v.toUpperCase())} />
          <output>{value}</output>
        </>
      );
    };
    await renderWithCopy(<Owner />);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Vorname' }), 'ab');
    expect((screen.getByRole('textbox', { name: 'Vorname' }) as HTMLInputElement).value).toBe('AB');
  });

  it('iban: groups letters and digits in fours and refuses keystrokes that break the pattern', async () => {
    await renderWithCopy(<Input label="IBAN" name="iban" type="iban" />);
    const field = (await screen.findByRole('textbox', { name: 'IBAN' })) as HTMLInputElement;
    const user = userEvent.setup();
    await user.type(field, 'de89-3704x0044');
    expect(field.value).toBe('DE89 3704 0044');
    await user.clear(field);
    await user.type(field, '1');
    expect(field.value).toBe('');
  });

  it('number: admits digits only, up to the maximum length, with a numeric keyboard and pattern', async () => {
    await renderWithCopy(<Input label="Menge" name="qty" type="number" numberRule={NUMBER_FIELD_RULE} maxLength={3} />);
    const field = screen.getByRole('textbox', { name: 'Menge' }) as HTMLInputElement;
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('pattern')).toBe('[0-9]*');
    const user = userEvent.setup();
    await user.type(field, '1a-2.3 4');
    expect(field.value).toBe('123');
    await user.type(field, '{Backspace}');
    expect(field.value).toBe('12');
    await user.click(field);
    await user.paste('9x9');
    expect(field.value).toBe('129');
  });

  it('password: shows the strength from 8 characters on, translated', async () => {
    await renderWithCopy(<Input label="Passwort" name="pw" type="password" />);
    const field = screen.getByLabelText('Passwort') as HTMLInputElement;
    expect(field.getAttribute('type')).toBe('password');
    const user = userEvent.setup();
    await user.type(field, 'kaffee1');
    expect(screen.queryByText(/Passwortstärke/)).toBeNull();
    await user.type(field, '2');
    expect(screen.getByText(/Passwortstärke/).textContent).toBe('Passwortstärke: stark');
    await user.type(field, 'K');
    expect(screen.getByText(/Passwortstärke/).textContent).toBe('Passwortstärke: sehr stark');
  });

  it("password: shows the strength in the shopper's language", async () => {
    await renderWithCopy(<Input label="Hasło" name="pw" type="password" defaultValue="!!!!!!!!" />, 'pl-PL');
    expect(screen.getByText(/Siła hasła/).textContent).toBe('Siła hasła: słabe');
  });

  it('password: can be shown and hidden with a toggle button', async () => {
    await renderWithCopy(<Input label="Passwort" name="pw" type="password" />);
    const toggle = screen.getByRole('button', { name: 'Passwort anzeigen' });
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Passwort').getAttribute('type')).toBe('text');
  });

  it('passes focus and blur to the owner and is disabled when asked', async () => {
    const onBlur = vi.fn();
    const onFocus = vi.fn();
    await renderWithCopy(
      <>
        <Input label="A" name="a" onBlur={onBlur} onFocus={onFocus} />
        <Input label="B" name="b" disabled />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'A' }));
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('textbox', { name: 'B' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('has no axe violations in any type and state', async () => {
    const { container } = await renderWithCopy(
      <form>
        <Input label="Text" name="t" required hint="Hinweis" />
        <Input label="E-Mail" name="e" type="email" error="Fehler" />
        <Input label="Passwort" name="p" type="password" defaultValue="Kaffee2024" />
        <Input label="Menge" name="n" type="number" numberRule={NUMBER_FIELD_RULE} state="valid" />
        <Input label="IBAN" name="i" type="iban" disabled />
      </form>,
    );
    await screen.findByRole('textbox', { name: 'IBAN' });
    await expectNoAxeViolations(container);
  });
});
