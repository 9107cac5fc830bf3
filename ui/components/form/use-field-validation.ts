import { useCallback, useReducer } from 'react';
import { fieldValidationReducer, INITIAL_FIELD_VALIDATION, type FieldStatus } from '../../../core/validation/field-validation.reducer';
import { triggersValidation, type ValidationTrigger } from '../../../core/validation/validation-trigger';
import type { FieldValue, ValidationRule } from '../../../core/validation/validation-rule';
import { createValidatorRegistry, type ValidatorRegistry } from '../../../core/validation/validator-registry';
import { useMessages, useStorefront } from '../../app/storefront-context';

/** The registry used when a field brings none: the built-in validators. */
const standardValidators = createValidatorRegistry();

/** How one field validates. */
export interface FieldValidationConfig {
  /** The field's rules, in order; the first failing one's message is shown. */
  readonly rules: readonly ValidationRule[];
  /** The field's label, filled into '{field}' of default messages. */
  readonly label?: string;
  /** The events that validate (default blur, change, modelUpdate; 'submit' always validates). */
  readonly triggers?: readonly ValidationTrigger[];
  /** A registry with extra validators; the built-in one otherwise. */
  readonly registry?: ValidatorRegistry;
}

/** A field's validation state and what changes it. */
export interface FieldValidation {
  readonly status: FieldStatus;
  readonly error: string | undefined;
  /** Validates the value if the trigger is configured; returns the error shown afterwards. */
  validate(value: FieldValue, trigger: ValidationTrigger): string | undefined;
  /** The field got focus: an error clears (spec 5.2). */
  focus(): void;
  reset(): void;
}

/** The validation of one field: the core registry and field reducer, with the locale's default messages. */
export const useFieldValidation = ({ rules, label, triggers, registry = standardValidators }: FieldValidationConfig): FieldValidation => {
  const messages = useMessages('components').validation;
  const { locale } = useStorefront();
  const [state, dispatch] = useReducer(fieldValidationReducer<string>, INITIAL_FIELD_VALIDATION);
  const validate = useCallback(
    (value: FieldValue, trigger: ValidationTrigger) => {
      if (!triggersValidation(trigger, triggers)) return state.error;
      const error = registry.validateField(value, rules, { field: label ?? '', messages, locale });
      dispatch({ type: 'validated', error });
      return error;
    },
    [triggers, registry, rules, label, messages, locale, state.error],
  );
  const focus = useCallback(() => dispatch({ type: 'focus' }), []);
  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { status: state.status, error: state.error, validate, focus, reset };
};
