import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../../ui/components/checkbox/checkbox';
import { RadioGroup } from '../../../ui/components/radio/radio-group';
import { Select } from '../../../ui/components/select/select';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithCopy } from './render-with-copy';

// user-event walks radio groups with CSS.escape, which jsdom lacks; the browser journey covers the real thing.
const css = globalThis as { CSS?: { escape?: (value: string) => string } };
css.CSS ??= {};
css.CSS.escape ??= (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);

const COUNTRIES = [
  { value: 'DE', label: 'Deutschland' },
  { value: 'AT', label: 'Österreich' },
  { value: 'CH', label: 'Schweiz', disabled: true },
];
const SALUTATIONS = [
  { value: 'MS', label: 'Frau' },
  { value: 'MR', label: 'Herr' },
  { value: 'X', label: 'Divers', disabled: true },
];

describe('select', () => {
  it('is a labelled native select with its options and a placeholder', async () => {
    await renderWithCopy(<Select label="Land" name="country" options={COUNTRIES} placeholder="Bitte wählen" required />);
    const select = screen.getByRole('combobox', { name: /Land/ }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bitte wählen', 'Deutschland', 'Österreich', 'Schweiz']);
    expect((screen.getByRole('option', { name: 'Schweiz' }) as HTMLOptionElement).disabled).toBe(true);
  });

  it('reports the chosen value, uncontrolled and controlled', async () => {
    const onValueChange = vi.fn();
    const { rerender } = await renderWithCopy(
      <Select label="Land" name="c" options={COUNTRIES} defaultValue="DE" onValueChange={onValueChange} />,
    );
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'AT');
    expect(onValueChange).toHaveBeenCalledWith('AT');
    expect((screen.getByRole('combobox', { name: 'Land' }) as HTMLSelectElement).value).toBe('AT');
    rerender(<Select label="Land" name="c" options={COUNTRIES} value="DE" onValueChange={onValueChange} />);
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Land' }), 'AT');
    expect((screen.getByRole('combobox', { name: 'Land' }) as HTMLSelectElement).value).toBe('DE');
  });

  it('shows error (aria-invalid, described by the message), valid and disabled states', async () => {
    const { container } = await renderWithCopy(
      <>
        <Select label="A" name="a" options={COUNTRIES} error="Bitte wählen Sie ein Land." />
        <Select label="B" name="b" options={COUNTRIES} state="valid" />
        <Select label="C" name="c" options={COUNTRIES} disabled />
      </>,
    );
    const a = screen.getByRole('combobox', { name: 'A' });
    expect(a.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(a.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Bitte wählen Sie ein Land.');
    expect(container.querySelectorAll('.control--valid')).toHaveLength(1);
    expect((screen.getByRole('combobox', { name: 'C' }) as HTMLSelectElement).disabled).toBe(true);
    await expectNoAxeViolations(container);
  });
});

describe('checkbox', () => {
  it('toggles by click on its label and by Space, uncontrolled', async () => {
    const onCheckedChange = vi.fn();
    await renderWithCopy(<Checkbox label="Newsletter erhalten" name="nl" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Newsletter erhalten' }) as HTMLInputElement;
    const user = userEvent.setup();
    await user.click(screen.getByText('Newsletter erhalten'));
    expect(box.checked).toBe(true);
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('follows the owner when controlled', async () => {
    await renderWithCopy(<Checkbox label="AGB" name="t" checked onCheckedChange={() => {}} />);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'AGB' }));
    expect((screen.getByRole('checkbox', { name: 'AGB' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows a required error, and a disabled checkbox does not change', async () => {
    const { container } = await renderWithCopy(
      <>
        <Checkbox label="AGB akzeptieren" name="t" required error="Bitte akzeptieren Sie die AGB." />
        <Checkbox label="Aus" name="o" disabled defaultChecked />
      </>,
    );
    const terms = screen.getByRole('checkbox', { name: /AGB akzeptieren/ });
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(terms.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(terms.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Bitte akzeptieren Sie die AGB.');
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Aus' }));
    expect((screen.getByRole('checkbox', { name: 'Aus' }) as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolations(container);
  });
});

describe('radio group', () => {
  it('is a labelled group of radios with one tab stop', async () => {
    await renderWithCopy(<RadioGroup legend="Anrede" name="salutation" options={SALUTATIONS} required />);
    const group = screen.getByRole('radiogroup', { name: /Anrede/ });
    expect(group.getAttribute('aria-required')).toBe('true');
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('name'))).toEqual(['salutation', 'salutation', 'salutation']);
  });

  it('selects by click and moves with the arrow keys, skipping disabled options', async () => {
    const onValueChange = vi.fn();
    await renderWithCopy(<RadioGroup legend="Anrede" name="s" options={SALUTATIONS} onValueChange={onValueChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Frau' }));
    await user.keyboard('{ArrowDown}');
    expect((screen.getByRole('radio', { name: 'Herr' }) as HTMLInputElement).checked).toBe(true);
    expect(onValueChange.mock.calls).toEqual([['MS'], ['MR']]);
    await user.keyboard('{ArrowDown}');
    expect((screen.getByRole('radio', { name: 'Frau' }) as HTMLInputElement).checked).toBe(true);
  });

  it('follows the owner when controlled', async () => {
    await renderWithCopy(<RadioGroup legend="Anrede" name="s" options={SALUTATIONS} value="MR" onValueChange={() => {}} />);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Frau' }));
    expect((screen.getByRole('radio', { name: 'Herr' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows an error on the group and can be disabled as a whole', async () => {
    const { container } = await renderWithCopy(
      <>
        <RadioGroup legend="Anrede" name="s" options={SALUTATIONS} error="Die Anrede ist erforderlich." />
        <RadioGroup legend="Lieferung" name="d" options={SALUTATIONS} disabled />
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Anrede' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Die Anrede ist erforderlich.');
    const disabled = screen.getByRole('radiogroup', { name: 'Lieferung' });
    expect([...disabled.querySelectorAll('input')].every((radio) => radio.matches(':disabled'))).toBe(true);
    await expectNoAxeViolations(container);
  });
});
