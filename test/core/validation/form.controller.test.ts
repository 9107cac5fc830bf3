// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createFormController } from '../../../core/validation/form.controller';
import { fieldErrors, initialForm, type FormState } from '../../../core/validation/form.reducer';

type Values = { readonly salutation: string; readonly family: string };
type Field = keyof Values;
type Form = FormState<Values, Field, 'required'>;
const required = (field: Field, values: Values) => (values[field].trim() === '' ? ('required' as const) : undefined);
const form = () =>
  createFormController({
    initial: initialForm<Values, Field, 'required'>({ salutation: '', family: '' }, ['salutation', 'family']) as Form,
    validateField: required,
  });

describe('form controller', () => {
  it('does not validate while typing and validates the field the visitor leaves', () => {
    const controller = form();
    controller.focus('family');
    controller.change({ family: '' });
    expect(fieldErrors(controller.getSnapshot())).toEqual({});
    controller.blur('family');
    expect(fieldErrors(controller.getSnapshot())).toEqual({ family: 'required' });
  });

  it('keeps typed text without telling anyone, until a key clears an error the field shows', () => {
    const controller = form();
    let told = 0;
    controller.subscribe(() => (told += 1));
    controller.type({ family: 'Kov' });
    controller.type({ family: 'Kovács' });
    expect(told).toBe(0);
    // What it kept is what it holds: the next read, a blur and a send see the text.
    expect(controller.getSnapshot().values.family).toBe('Kovács');
    controller.type({ family: '' });
    controller.blur('family');
    expect(fieldErrors(controller.getSnapshot())).toEqual({ family: 'required' });
    told = 0;
    controller.type({ family: 'K' });
    expect(told).toBe(1);
    expect(fieldErrors(controller.getSnapshot())).toEqual({});
    controller.type({ family: 'Ko' });
    expect(told).toBe(1);
  });

  it('validates a choice at once when asked', () => {
    const controller = form();
    controller.change({ salutation: '' }, 'salutation');
    expect(fieldErrors(controller.getSnapshot())).toEqual({ salutation: 'required' });
  });

  it('sends one submit at a time and names the first invalid field in form order', async () => {
    const controller = form();
    let release: (errors: Partial<Record<Field, 'required'>>) => void = () => undefined;
    const calls: Values[] = [];
    const first = controller.submit(
      (values) =>
        new Promise((resolve) => {
          calls.push(values);
          release = (errors) => resolve({ errors });
        }),
    );
    expect(controller.getSnapshot().submitting).toBe(true);
    await controller.submit(async () => undefined);
    expect(calls).toHaveLength(1);
    release({ family: 'required', salutation: 'required' });
    await first;
    expect(controller.getSnapshot().submitting).toBe(false);
    expect(controller.getSnapshot().errorKeptOn).toBe('salutation');
    expect(controller.getSnapshot().failedSubmits).toBe(1);
  });

  it('ends a submit whose use case threw, so the form is usable again', async () => {
    const controller = form();
    await expect(controller.submit(() => Promise.reject(new Error('network')))).rejects.toThrow('network');
    expect(controller.getSnapshot().submitting).toBe(false);
  });
});
