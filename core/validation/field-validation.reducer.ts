/** A form field's visible state (spec 4.4): default, valid or error. */
export type FieldStatus = 'default' | 'valid' | 'error';

/** The state of one field's validation; E is what an error is (a message, or a form's error key). */
export interface FieldValidationState<E extends string = string> {
  readonly status: FieldStatus;
  /** The message (or error key) shown while status is 'error'. */
  readonly error: E | undefined;
}

/** What happens to a field: it got focus, a validation produced a result, or the form was reset. */
export type FieldValidationEvent<E extends string = string> =
  { readonly type: 'focus' } | { readonly type: 'validated'; readonly error: E | undefined } | { readonly type: 'reset' };

/** A field nobody validated yet. */
export const INITIAL_FIELD_VALIDATION: FieldValidationState<never> = { status: 'default', error: undefined };

/** The field state machine: a result sets valid/error; focus clears an error (back to default); reset forgets all. */
export const fieldValidationReducer = <E extends string = string>(
  state: FieldValidationState<E>,
  event: FieldValidationEvent<E>,
): FieldValidationState<E> => {
  switch (event.type) {
    case 'focus':
      return state.status === 'error' ? INITIAL_FIELD_VALIDATION : state;
    case 'validated':
      return event.error === undefined ? { status: 'valid', error: undefined } : { status: 'error', error: event.error };
    case 'reset':
      return INITIAL_FIELD_VALIDATION;
  }
};
