import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { createFormController } from '../../../core/validation/form.controller';
import { fieldErrors, initialForm } from '../../../core/validation/form.reducer';
import { useController } from '../../../ui/app/use-controller';
import { Input } from '../../../ui/components/input/input';
import { Select } from '../../../ui/components/select/select';
import { useFocusFirstInvalid } from '../../../ui/components/form/use-focus-first-invalid';
import { expectNoAxeViolations } from '../../support/axe';
import { renderWithCopy } from './render-with-copy';

type Values = { readonly salutation: string; readonly family: string; readonly given: string };
type Field = keyof Values;
type Key = 'required';
const MESSAGES: Record<Key, string> = { required: 'Pflichtfeld.' };
const required = (field: Field, values: Values): Key | undefined => (values[field].trim() === '' ? 'required' : undefined);
const validateAll = (values: Values) =>
  Object.fromEntries(
    (['salutation', 'family', 'given'] as const).flatMap((field) => {
      const error = required(field, values);
      return error ? [[field, error]] : [];
    }),
  );

/** A fake use case: validates (the only place a submit is validated) and answers INVALID_FORM or sends. */
const fakeUseCase = () => {
  const sent: Values[] = [];
  let release: () => void = () => undefined;
  const run = vi.fn(async (values: Values) => {
    const errors = validateAll(values);
    if (Object.keys(errors).length > 0) return { errors };
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    sent.push(values);
    return undefined;
  });
  return { run, sent, release: () => release() };
};

const TestForm = ({ useCase, validateField }: { useCase: ReturnType<typeof fakeUseCase>; validateField: typeof required }) => {
  // Form order: salutation, then family name, then given name, as the fields stand on screen.
  const [form] = useState(() =>
    createFormController({
      initial: initialForm<Values, Field, Key>({ salutation: '', family: '', given: '' }, ['salutation', 'family', 'given']),
      validateField,
    }),
  );
  const state = useController(form);
  const refs = useFocusFirstInvalid(state);
  const errors = fieldErrors(state);
  const props = (field: Field) => ({
    name: field,
    value: state.values[field],
    disabled: state.submitting,
    error: errors[field] ? MESSAGES[errors[field]] : undefined,
    onValueChange: (value: string) => form.change({ [field]: value }),
    onFocus: () => form.focus(field),
    onBlur: () => form.blur(field),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(useCase.run);
      }}
    >
      <Select
        label="Anrede"
        placeholder="Bitte wählen"
        options={[{ value: 'MRS', label: 'Frau' }]}
        selectRef={refs.salutation}
        {...props('salutation')}
      />
      <Input label="Nachname" inputRef={refs.family} {...props('family')} />
      <Input label="Vorname" inputRef={refs.given} {...props('given')} />
      <button type="submit">Senden</button>
    </form>
  );
};

const setup = async () => {
  const useCase = fakeUseCase();
  const validateField = vi.fn(required);
  const view = await renderWithCopy(<TestForm useCase={useCase} validateField={validateField} />);
  return { ...view, useCase, validateField, user: userEvent.setup() };
};
const family = () => screen.getByRole('textbox', { name: /Nachname/ });
const given = () => screen.getByRole('textbox', { name: /Vorname/ });
const salutation = () => screen.getByRole('combobox', { name: /Anrede/ });

describe('a form bound to the core form controller (useController, useFocusFirstInvalid)', () => {
  it('validates a field when the visitor leaves it, not while typing, and clears its error on focus', async () => {
    const { user } = await setup();
    await user.click(family());
    await user.tab();
    expect(family().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Pflichtfeld.')).toBeTruthy();
    await user.click(family());
    expect(family().getAttribute('aria-invalid')).toBeNull();
    await user.type(family(), 'Nagy');
    expect(family().getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(family().getAttribute('aria-invalid')).toBeNull();
  });

  it('calls the use case once per submit and validates nothing itself; a submit while one is on its way is ignored', async () => {
    const { user, useCase, validateField } = await setup();
    await user.selectOptions(salutation(), 'MRS');
    await user.type(family(), 'Nagy');
    await user.type(given(), 'Zsófia');
    const before = validateField.mock.calls.length;
    await user.keyboard('{Enter}');
    expect(validateField.mock.calls.length).toBe(before);
    expect(given().hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(useCase.run).toHaveBeenCalledTimes(1);
    await act(async () => {
      useCase.release();
    });
    expect(useCase.sent).toEqual([{ salutation: 'MRS', family: 'Nagy', given: 'Zsófia' }]);
    expect(given().hasAttribute('disabled')).toBe(false);
  });

  it('moves focus to the first invalid field in form order after a failed submit, where the error stays to be read out', async () => {
    const { container, user } = await setup();
    await user.selectOptions(salutation(), 'MRS');
    await user.type(given(), 'Zsófia');
    // Focus was on the given name (Enter submits from there); the first invalid field on screen is the family name.
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(family());
    expect(family().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Pflichtfeld.')).toBeTruthy();
    await expectNoAxeViolations(container);
    // Once the visitor leaves it, the field behaves as any other: its next focus clears the error.
    await user.tab();
    await user.click(family());
    expect(family().getAttribute('aria-invalid')).toBeNull();
  });

  it('moves focus to the first invalid field on every failed submit, also when it already had focus', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    // The use case answers asynchronously; focus moves in the effect after the answer's render.
    await waitFor(() => expect(document.activeElement).toBe(salutation()));
    expect(screen.getAllByText('Pflichtfeld.')).toHaveLength(3);
    await user.selectOptions(salutation(), 'MRS');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(document.activeElement).toBe(family()));
    expect(screen.getAllByText('Pflichtfeld.')).toHaveLength(2);
  });
});
