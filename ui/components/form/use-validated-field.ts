import { useRef, useState } from 'react';
import { useFieldValidation, type FieldValidationConfig } from './use-field-validation';

type Trigger = 'submit' | 'blur' | 'change' | 'modelUpdate' | 'input';

/**
 * A value plus its validation: leaving the field is 'blur' (and 'change' when the value changed since focus), setValue
 * from code is a 'modelUpdate'. The text and checkbox hooks below wire it to the component set.
 */
const useValidatedValue = <V extends string | boolean>(initial: V, config: FieldValidationConfig) => {
  const [value, setOwnValue] = useState<V>(initial);
  const validation = useFieldValidation(config);
  const valueAtFocus = useRef<V>(initial);
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
    if (value !== valueAtFocus.current) validation.validate(value, 'change');
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
    validate: (trigger: Trigger = 'submit') => validation.validate(value, trigger),
    reset: (next: V = initial) => {
      setOwnValue(next);
      validation.reset();
    },
    userChange,
    handlers: { onBlur, onFocus, error, state },
  };
};

/**
 * A text or choice field with its validation: typing is an 'input' event (not validated by default), picking a
 * choice is 'change'. Spread `inputProps` on Input, `selectProps` on Select/RadioGroup.
 */
export const useValidatedText = (initial: string, config: FieldValidationConfig) => {
  const { userChange, handlers, ...field } = useValidatedValue(initial, config);
  return {
    ...field,
    inputProps: { value: field.value, onValueChange: (next: string) => userChange(next, 'input'), ...handlers },
    selectProps: { value: field.value, onValueChange: (next: string) => userChange(next, 'change'), ...handlers },
  };
};

/** A checkbox with its validation: ticking is a 'change'. Spread `checkboxProps` on Checkbox. */
export const useValidatedCheckbox = (initial: boolean, config: FieldValidationConfig) => {
  const { userChange, handlers, ...field } = useValidatedValue(initial, config);
  return { ...field, checkboxProps: { checked: field.value, onCheckedChange: (next: boolean) => userChange(next, 'change'), ...handlers } };
};
