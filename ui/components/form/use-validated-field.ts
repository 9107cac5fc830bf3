import { useRef, useState } from 'react';
import { useFieldValidation, type FieldValidationConfig } from './use-field-validation';

/** A literal type widened to its base: '' to string, false to boolean. */
type Widen<T> = T extends string ? string : T extends boolean ? boolean : never;

/**
 * A field's value plus its validation, wired to the component set: typing is an 'input' event (not validated by
 * default), leaving the field is 'blur' (and 'change' when the text changed), picking a choice is 'change', and
 * setValue from code is a 'modelUpdate'. Spread `inputProps` on Input, `selectProps` on Select/RadioGroup,
 * `checkboxProps` on Checkbox.
 */
export const useValidatedField = <I extends string | boolean>(initial: I, config: FieldValidationConfig) => {
  type V = Widen<I>;
  const start = initial as unknown as V;
  const [value, setOwnValue] = useState<V>(start);
  const validation = useFieldValidation(config);
  const valueAtFocus = useRef<V>(start);
  const state = validation.status;
  const error = validation.error;

  const userChange = (next: V, trigger: 'input' | 'change') => {
    setOwnValue(next);
    validation.validate(next, trigger);
  };
  const onFocus = () => {
    valueAtFocus.current = value;
    validation.focus();
  };
  const onBlur = () => {
    const changed = value !== valueAtFocus.current;
    if (changed) validation.validate(value, 'change');
    validation.validate(value, 'blur');
  };

  return {
    value,
    status: state,
    error,
    /** Sets the value from code (a model update). */
    setValue: (next: V) => {
      setOwnValue(next);
      validation.validate(next, 'modelUpdate');
    },
    /** Validates now, e.g. on submit; returns the error or undefined. */
    validate: (trigger: 'submit' | 'blur' | 'change' | 'modelUpdate' | 'input' = 'submit') => validation.validate(value, trigger),
    reset: (next: V = start) => {
      setOwnValue(next);
      validation.reset();
    },
    inputProps: { value: value as string, onValueChange: (next: string) => userChange(next as V, 'input'), onBlur, onFocus, error, state },
    selectProps: {
      value: value as string,
      onValueChange: (next: string) => userChange(next as V, 'change'),
      onBlur,
      onFocus,
      error,
      state,
    },
    checkboxProps: {
      checked: value as boolean,
      onCheckedChange: (next: boolean) => userChange(next as V, 'change'),
      onBlur,
      onFocus,
      error,
      state,
    },
  };
};
