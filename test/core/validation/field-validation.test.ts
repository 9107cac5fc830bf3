import { describe, expect, it } from 'vitest';
import { fieldValidationReducer, INITIAL_FIELD_VALIDATION } from '../../../core/validation/field-validation.reducer';

describe('field validation state', () => {
  it('starts in default and becomes valid or error with a result', () => {
    expect(INITIAL_FIELD_VALIDATION).toEqual({ status: 'default', error: undefined });
    expect(fieldValidationReducer(INITIAL_FIELD_VALIDATION, { type: 'validated', error: undefined })).toEqual({
      status: 'valid',
      error: undefined,
    });
    expect(fieldValidationReducer(INITIAL_FIELD_VALIDATION, { type: 'validated', error: 'Bad' })).toEqual({
      status: 'error',
      error: 'Bad',
    });
  });

  it('clears an error when the field gets focus, and leaves a valid field valid', () => {
    const error = fieldValidationReducer(INITIAL_FIELD_VALIDATION, { type: 'validated', error: 'Bad' });
    expect(fieldValidationReducer(error, { type: 'focus' })).toEqual({ status: 'default', error: undefined });
    const valid = fieldValidationReducer(INITIAL_FIELD_VALIDATION, { type: 'validated', error: undefined });
    expect(fieldValidationReducer(valid, { type: 'focus' })).toBe(valid);
  });

  it('forgets everything on reset', () => {
    const error = fieldValidationReducer(INITIAL_FIELD_VALIDATION, { type: 'validated', error: 'Bad' });
    expect(fieldValidationReducer(error, { type: 'reset' })).toEqual(INITIAL_FIELD_VALIDATION);
  });
});
