import { useId, type ReactNode, type Ref } from 'react';
import {
  FieldError,
  errorLineId,
  FieldHint,
  RequiredMarker,
  fieldDescriptionIds,
  resolveFieldState,
  type ValueFieldProps,
} from '../field/field';
import { classNames } from '../shared/class-names';
import { ChevronIcon } from '../shared/icons';
import { useControllableState } from '../shared/use-controllable-state';
import '../field/field.css';
import './select.css';

/** One option of a Select. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

/** Props of Select: a labelled native select (the WAI-ARIA select-only combobox is the platform's own). */
export interface SelectProps extends ValueFieldProps<HTMLSelectElement> {
  readonly label: ReactNode;
  readonly name: string;
  readonly id?: string;
  readonly options: readonly SelectOption[];
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly hint?: ReactNode;
  /** A first, empty option such as "Please choose" (value ""). */
  readonly placeholder?: string;
  readonly autoComplete?: string;
  /** The native select element, e.g. to move focus to it. */
  readonly selectRef?: Ref<HTMLSelectElement>;
  readonly className?: string;
}

/** The shop's select field, with the same label, states, hint and error as Input. */
export const Select = ({
  label,
  name,
  id,
  options,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  onFocus,
  error,
  state,
  rules,
  disabled = false,
  required = false,
  hint,
  placeholder,
  autoComplete,
  selectRef,
  className,
}: SelectProps) => {
  const generatedId = useId();
  const selectId = id ?? `select-${generatedId}`;
  const initial = defaultValue ?? (placeholder !== undefined ? '' : (options.find((o) => !o.disabled)?.value ?? ''));
  const [current, setCurrent] = useControllableState(value, initial, onValueChange);
  const shown = resolveFieldState(state, error);
  const ids = fieldDescriptionIds(selectId, hint, error);
  return (
    <div className={classNames('field', 'select', disabled && 'field--disabled', className)}>
      <label className="field__label" htmlFor={selectId}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      <div className={classNames('control', `control--${shown}`, disabled && 'control--disabled', current === '' && 'select--empty')}>
        <select
          ref={selectRef}
          id={selectId}
          name={name}
          className="control__input select__native"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          onBlur={onBlur}
          onFocus={onFocus}
          disabled={disabled}
          autoComplete={autoComplete}
          aria-required={required || undefined}
          aria-invalid={shown === 'error' || undefined}
          aria-describedby={ids.describedBy}
          data-rules={rules}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronIcon className="icon select__chevron" />
      </div>
      <FieldError id={errorLineId(selectId, error, rules)}>{error}</FieldError>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
    </div>
  );
};
