import { keyedRecord } from '../shared/keyed-record';
import { fieldValidationReducer, INITIAL_FIELD_VALIDATION, type FieldValidationState } from './field-validation.reducer';

/** One field's visible feedback: default, valid, or an error with its message key. */
export type FieldFeedback<K extends string> = FieldValidationState<K>;

/** The error key of each invalid field; valid fields are absent. */
export type FieldErrors<F extends string, K extends string> = Readonly<Partial<Record<F, K>>>;

/** A form's state: its values, each field's feedback, what the visitor touched, what is locked, whether it is sending. */
export interface FormState<V, F extends string, K extends string> {
  readonly values: V;
  /** Every field in the order the form shows it: after a failed submit the first invalid one gets focus. */
  readonly order: readonly F[];
  readonly fields: Readonly<Record<F, FieldFeedback<K>>>;
  /** Fields that had focus since the form appeared (a reset keeps them: a form that expanded stays expanded). */
  readonly touched: readonly F[];
  /** Fields the visitor cannot edit (e.g. a prefilled value in a lockPrefilled storefront). */
  readonly locked: readonly F[];
  /** A submit is on its way: the fields are disabled and another submit waits for it. */
  readonly submitting: boolean;
  /** The first invalid field of the last failed submit: focus moves there and it keeps its error until the visitor leaves or edits it. */
  readonly errorKeptOn: F | null;
  /** How many submits came back with field errors, so a view moves focus once per failure. */
  readonly failedSubmits: number;
}

/** How a submit ended, as the form shows it. */
export interface SubmitOutcome<V, F extends string, K extends string> {
  /** The field errors the answer carries (the use case's INVALID_FORM, or a field the service refused). */
  readonly errors?: FieldErrors<F, K>;
  /** Values the answer replaces (a refused password is not kept); their fields go back to default. */
  readonly values?: Partial<V>;
}

/** What happens to a form. Validation results come in with the event: the reducer stays free of rules. */
export type FormEvent<V, F extends string, K extends string> =
  /** The visitor changed values; `results` validates choices (select, checkbox) at once, a typed text waits for blur. */
  | { readonly type: 'CHANGED'; readonly values: Partial<V>; readonly results?: Partial<Record<F, K | undefined>> }
  | { readonly type: 'FOCUSED'; readonly field: F }
  /** Results of the fields named (undefined = valid), e.g. on blur. */
  | { readonly type: 'VALIDATED'; readonly results: Partial<Record<F, K | undefined>> }
  | { readonly type: 'SUBMITTED' }
  | ({ readonly type: 'SUBMIT_ENDED' } & SubmitOutcome<V, F, K>)
  /** Back to these values, no feedback; what was touched stays. */
  | { readonly type: 'RESET'; readonly values: V };

const untouched = <F extends string, K extends string>(order: readonly F[]): Record<F, FieldFeedback<K>> =>
  keyedRecord(order, (): FieldFeedback<K> => INITIAL_FIELD_VALIDATION);

/** A form nobody has used yet, its fields in form order. */
export const initialForm = <V, F extends string, K extends string>(values: V, order: readonly F[]): FormState<V, F, K> => ({
  values,
  order,
  fields: untouched<F, K>(order),
  touched: [],
  locked: [],
  submitting: false,
  errorKeptOn: null,
  failedSubmits: 0,
});

const isField = <F extends string>(state: { readonly fields: Readonly<Record<F, unknown>> }, key: string): key is F => key in state.fields;

const validated = <F extends string, K extends string>(
  fields: Readonly<Record<F, FieldFeedback<K>>>,
  results: Partial<Record<F, K | undefined>>,
): Record<F, FieldFeedback<K>> => {
  const next: Record<F, FieldFeedback<K>> = { ...fields };
  for (const field of Object.keys(results).filter((key): key is F => key in fields)) {
    next[field] = fieldValidationReducer<K>(fields[field], { type: 'validated', error: results[field] });
  }
  return next;
};

/**
 * The form state machine shared by every form (spec 5.2): typing never validates, it clears its field's error; focus
 * clears a field's error except on the field a failed submit moved focus to; a submit is one request at a time; its
 * field errors show on every field and name the first invalid field in form order.
 */
export const formReducer = <V, F extends string, K extends string, S extends FormState<V, F, K>>(
  state: S,
  event: FormEvent<V, F, K>,
): S => {
  switch (event.type) {
    case 'CHANGED': {
      const fields: Record<F, FieldFeedback<K>> = { ...state.fields };
      for (const field of Object.keys(event.values).filter((key) => isField<F>(state, key))) {
        if (!(event.results && field in event.results)) fields[field] = fieldValidationReducer(fields[field], { type: 'focus' });
      }
      return { ...state, values: { ...state.values, ...event.values }, fields: validated(fields, event.results ?? {}), errorKeptOn: null };
    }
    case 'FOCUSED': {
      const kept = state.errorKeptOn === event.field;
      const field = kept ? state.fields[event.field] : fieldValidationReducer(state.fields[event.field], { type: 'focus' });
      const touched = state.touched.includes(event.field) ? state.touched : [...state.touched, event.field];
      return { ...state, touched, fields: { ...state.fields, [event.field]: field }, errorKeptOn: null };
    }
    case 'VALIDATED':
      return {
        ...state,
        fields: validated(state.fields, event.results),
        errorKeptOn: state.errorKeptOn !== null && state.errorKeptOn in event.results ? null : state.errorKeptOn,
      };
    case 'SUBMITTED':
      return state.submitting ? state : { ...state, submitting: true };
    case 'SUBMIT_ENDED': {
      const replaced = Object.keys(event.values ?? {}).filter((key) => isField<F>(state, key));
      const fields: Record<F, FieldFeedback<K>> = { ...state.fields };
      for (const field of replaced) fields[field] = INITIAL_FIELD_VALIDATION;
      const values = { ...state.values, ...event.values };
      const errors = event.errors;
      const first = errors ? state.order.find((field) => errors[field] !== undefined) : undefined;
      if (!errors || first === undefined) return { ...state, values, fields, submitting: false };
      const results = keyedRecord(state.order, (field) => errors[field]);
      return {
        ...state,
        values,
        fields: validated(fields, results),
        submitting: false,
        errorKeptOn: first,
        failedSubmits: state.failedSubmits + 1,
      };
    }
    case 'RESET':
      return { ...state, values: event.values, fields: untouched<F, K>(state.order), submitting: false, errorKeptOn: null };
  }
};

/** The error key a field shows, if it is in the error state. */
export const fieldError = <F extends string, K extends string>(state: FormState<unknown, F, K>, field: F): K | undefined =>
  state.fields[field].status === 'error' ? state.fields[field].error : undefined;

/** The error key of every field in the error state. */
export const fieldErrors = <F extends string, K extends string>(state: FormState<unknown, F, K>): FieldErrors<F, K> => {
  const errors: Partial<Record<F, K>> = {};
  for (const field of state.order) {
    const error = fieldError(state, field);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
};
