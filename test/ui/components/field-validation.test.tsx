import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ValidationTrigger } from '../../../core/validation/validation-trigger';
import { Checkbox } from '../../../ui/components/checkbox/checkbox';
import { useValidatedCheckbox, useValidatedText } from '../../../ui/components/form/use-validated-field';
import { Input } from '../../../ui/components/input/input';
import { Select } from '../../../ui/components/select/select';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithCopy } from './render-with-copy';

let setFromCode: (value: string) => void = () => {};

const Form = ({ triggers }: { triggers?: readonly ValidationTrigger[] }) => {
  const name = useValidatedText('', { label: 'Vorname', triggers, rules: [{ validator: 'required' }, { validator: 'noUrl' }] });
  const country = useValidatedText('', { label: 'Land', rules: [{ validator: 'required', message: 'Bitte wählen Sie ein Land.' }] });
  const terms = useValidatedCheckbox(false, { label: 'AGB', rules: [{ validator: 'required', message: 'Bitte akzeptieren.' }] });
  setFromCode = name.setValue;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        name.validate();
        country.validate();
        terms.validate();
      }}
    >
      <Input label="Vorname" name="n" required {...name.inputProps} />
      <Select label="Land" name="c" options={[{ value: 'DE', label: 'Deutschland' }]} placeholder="Bitte wählen" {...country.selectProps} />
      <Checkbox label="AGB" name="t" {...terms.checkboxProps} />
      <button type="submit">Absenden</button>
    </form>
  );
};

const field = () => screen.getByRole('textbox', { name: /Vorname/ });

describe('field validation with the component set', () => {
  it("does not validate while typing, but on blur, with the locale's default message", async () => {
    await renderWithCopy(<Form />);
    const user = userEvent.setup();
    await user.type(field(), 'www.kaffee.de');
    expect(field().getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Vorname darf keine Internetadresse enthalten.')).toBeTruthy();
  });

  it('clears the error when the field gets focus, and shows valid after a good value', async () => {
    const { container } = await renderWithCopy(<Form />);
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

  it('validates choices on change, and everything on submit', async () => {
    await renderWithCopy(<Form />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(screen.getByText('Vorname ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByText('Bitte wählen Sie ein Land.')).toBeTruthy();
    expect(screen.getByText('Bitte akzeptieren.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'AGB' }));
    expect(screen.queryByText('Bitte akzeptieren.')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'DE');
    expect(screen.queryByText('Bitte wählen Sie ein Land.')).toBeNull();
  });

  it('validates on a model update (a value set from code)', async () => {
    await renderWithCopy(<Form />);
    act(() => setFromCode('kaffee.com'));
    expect(screen.getByText('Vorname darf keine Internetadresse enthalten.')).toBeTruthy();
  });

  it('validates while typing when the field asks for input as a trigger', async () => {
    await renderWithCopy(<Form triggers={['input']} />);
    await userEvent.setup().type(field(), 'x.de');
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it("uses the shopper's language for default messages", async () => {
    await renderWithCopy(<Form />, 'hu-HU');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Absenden' }));
    expect(screen.getByText('Vorname kitöltése kötelező.')).toBeTruthy();
  });

  it('has no axe violations with errors shown', async () => {
    const { container } = await renderWithCopy(<Form />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Absenden' }));
    await expectNoAxeViolations(container);
  });
});
