import { useId, type ReactNode } from 'react';
import { FieldError, RequiredMarker, fieldDescriptionIds, type ValueFieldProps } from '../field/field';
import { classNames } from '../shared/class-names';
import { useControllableState } from '../shared/use-controllable-state';
import '../field/field.css';
import '../checkbox/checkbox.css';
import './radio-group.css';

/** One choice of a RadioGroup. */
export interface RadioOption {
  readonly value: string;
  readonly label: ReactNode;
  readonly disabled?: boolean;
}

/** Props of RadioGroup. */
export interface RadioGroupProps extends ValueFieldProps {
  /** The group's visible name (the fieldset's legend). */
  readonly legend: ReactNode;
  readonly name: string;
  readonly options: readonly RadioOption[];
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Lays the options out side by side from the tablet width on. */
  readonly inline?: boolean;
  readonly className?: string;
}

/**
 * A radio group (WAI-ARIA radio group pattern with native radios): one tab stop, arrow keys move and select,
 * Space selects; legend, required marker and error message are tied to the group.
 */
export const RadioGroup = ({
  legend,
  name,
  options,
  value,
  defaultValue = '',
  onValueChange,
  onBlur,
  onFocus,
  error,
  state,
  required = false,
  disabled = false,
  inline = false,
  className,
}: RadioGroupProps) => {
  const id = `radio-${useId()}`;
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const ids = fieldDescriptionIds(id, undefined, error);
  const invalid = Boolean(error) || state === 'error';
  return (
    <fieldset
      className={classNames(
        'field',
        'radio-group',
        inline && 'radio-group--inline',
        invalid && 'radio-group--error',
        disabled && 'field--disabled',
        className,
      )}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={ids.describedBy}
      disabled={disabled}
    >
      <legend className="field__label radio-group__legend" id={`${id}-legend`}>
        {legend}
        {required ? <RequiredMarker /> : null}
      </legend>
      <div className="radio-group__options">
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <div key={option.value} className={classNames('radio__row', option.disabled && 'radio__row--disabled')}>
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                className="radio__native"
                checked={current === option.value}
                onChange={() => setCurrent(option.value)}
                onBlur={onBlur}
                onFocus={onFocus}
                disabled={option.disabled}
              />
              <span className="radio__dot" aria-hidden="true" />
              <label className="radio__label" htmlFor={optionId}>
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </fieldset>
  );
};
