import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { fieldError, fieldErrors, formReducer, initialForm, type FormEvent, type FormState } from '../../../core/validation/form.reducer';

type Values = { readonly family: string; readonly given: string; readonly topics: readonly string[] };
type Field = 'family' | 'given';
type Key = 'required' | 'tooLong';
type State = FormState<Values, Field, Key>;

// The family name comes first on screen (as in HU): form order is not alphabetical order or field-list order.
const ORDER: readonly Field[] = ['family', 'given'];
const start = (): State => initialForm<Values, Field, Key>({ family: '', given: '', topics: [] }, ORDER);
const run = (events: Array<FormEvent<Values, Field, Key>>, from: State = start()): State =>
  events.reduce<State>((state, event) => formReducer(state, event), from);

describe('form state', () => {
  it('takes typed values without validating them, and a choice with its result', () => {
    const typed = run([{ type: 'CHANGED', values: { given: 'Anna' } }]);
    expect(typed.values.given).toBe('Anna');
    expect(typed.fields.given.status).toBe('default');
    const chosen = run([{ type: 'CHANGED', values: { family: '' }, results: { family: 'required' } }]);
    expect(fieldError(chosen, 'family')).toBe('required');
    expect(run([{ type: 'CHANGED', values: { topics: ['SPORT'] } }]).values.topics).toEqual(['SPORT']);
  });

  it('shows a blur result, clears an error when its field gets focus or is typed in, and remembers what was touched', () => {
    const invalid = run([
      { type: 'FOCUSED', field: 'given' },
      { type: 'VALIDATED', results: { given: 'tooLong' } },
    ]);
    expect(fieldErrors(invalid)).toEqual({ given: 'tooLong' });
    expect(fieldError(run([{ type: 'FOCUSED', field: 'given' }], invalid), 'given')).toBeUndefined();
    expect(fieldError(run([{ type: 'CHANGED', values: { given: 'Ann' } }], invalid), 'given')).toBeUndefined();
    expect(run([{ type: 'RESET', values: start().values }], invalid).touched).toEqual(['given']);
  });

  it('is submitting once: a second submit changes nothing', () => {
    const sending = run([{ type: 'SUBMITTED' }]);
    expect(sending.submitting).toBe(true);
    expect(formReducer(sending, { type: 'SUBMITTED' })).toBe(sending);
    expect(run([{ type: 'SUBMIT_ENDED' }], sending).submitting).toBe(false);
  });

  it("shows every field's result after a submit with field errors and names the first invalid field in form order", () => {
    const failed = run([
      { type: 'VALIDATED', results: { family: 'tooLong' } },
      { type: 'SUBMITTED' },
      { type: 'SUBMIT_ENDED', errors: { given: 'required', family: 'required' } },
    ]);
    expect(failed.errorKeptOn).toBe('family');
    expect(failed.failedSubmits).toBe(1);
    expect(fieldErrors(failed)).toEqual({ family: 'required', given: 'required' });
    const onlyGiven = run([{ type: 'SUBMIT_ENDED', errors: { given: 'required' } }], failed);
    expect(onlyGiven.errorKeptOn).toBe('given');
    expect(onlyGiven.fields.family.status).toBe('valid');
    expect(onlyGiven.failedSubmits).toBe(2);
  });

  it('keeps the error of the field focus moved to after a failed submit, once, and not of any other field', () => {
    const failed = run([{ type: 'SUBMIT_ENDED', errors: { family: 'required', given: 'required' } }]);
    const moved = run([{ type: 'FOCUSED', field: 'family' }], failed);
    expect(fieldError(moved, 'family')).toBe('required');
    expect(moved.errorKeptOn).toBeNull();
    expect(fieldError(run([{ type: 'FOCUSED', field: 'family' }], moved), 'family')).toBeUndefined();
    expect(fieldError(run([{ type: 'FOCUSED', field: 'given' }], failed), 'given')).toBeUndefined();
    // Leaving the field (a blur result) or typing in it ends the kept state too.
    expect(run([{ type: 'VALIDATED', results: { family: 'required' } }], failed).errorKeptOn).toBeNull();
    expect(run([{ type: 'VALIDATED', results: { given: 'required' } }], failed).errorKeptOn).toBe('family');
    expect(run([{ type: 'CHANGED', values: { family: 'N' } }], failed).errorKeptOn).toBeNull();
  });

  it('replaces the values an answer names and shows their fields as new', () => {
    const filled = run([
      { type: 'CHANGED', values: { family: 'Nagy', given: 'secret' } },
      { type: 'VALIDATED', results: { family: undefined, given: undefined } },
    ]);
    const answered = run([{ type: 'SUBMITTED' }, { type: 'SUBMIT_ENDED', values: { given: '' } }], filled);
    expect(answered.values).toEqual({ family: 'Nagy', given: '', topics: [] });
    expect(answered.fields.given.status).toBe('default');
    expect(answered.fields.family.status).toBe('valid');
    expect(answered.errorKeptOn).toBeNull();
  });

  it('names the first field in form order that has an error, for any errors (property)', PROPERTY, () => {
    const key = fc.option(fc.constantFrom<Key>('required', 'tooLong'), { nil: undefined });
    fc.assert(
      fc.property(key, key, (family, given) => {
        const errors = { ...(family ? { family } : {}), ...(given ? { given } : {}) };
        const state = run([{ type: 'SUBMITTED' }, { type: 'SUBMIT_ENDED', errors }]);
        expect(state.errorKeptOn).toBe(ORDER.find((field) => errors[field] !== undefined) ?? null);
        expect(fieldErrors(state)).toEqual(errors);
        expect(state.submitting).toBe(false);
      }),
    );
  });
});
