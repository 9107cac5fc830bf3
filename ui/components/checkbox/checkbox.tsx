import { useId, type ReactNode, type Ref } from 'react';
import { FieldError, errorLineId, RequiredMarker, fieldDescriptionIds, type FieldFeedbackProps } from '../field/field';
import { classNames } from '../shared/class-names';
import { CheckIcon } from '../shared/icons';
import { useControllableState } from '../shared/use-controllable-state';
import '../field/field.css';
import './checkbox.css';

/** Props of Checkbox. */
export interface CheckboxProps extends FieldFeedbackProps {
  /** The label; may hold links (e.g. to the terms). */
  readonly label: ReactNode;
  readonly name: string;
  readonly id?: string;
  readonly value?: string;
  readonly checked?: boolean;
  readonly defaultChecked?: boolean;
  readonly onCheckedChange?: (checked: boolean) => void;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly className?: string;
}

/** A labelled native checkbox with the shop's look, an error state and a required marker. */
export const Checkbox = ({
  label,
  name,
  id,
  value,
  checked,
  defaultChecked = false,
  onCheckedChange,
  onBlur,
  onFocus,
  error,
  state,
  rules,
  disabled = false,
  required = false,
  inputRef,
  className,
}: CheckboxProps) => {
  const generatedId = useId();
  const inputId = id ?? `checkbox-${generatedId}`;
  const [current, setCurrent] = useControllableState(checked, defaultChecked, onCheckedChange);
  const ids = fieldDescriptionIds(inputId, undefined, error);
  const invalid = Boolean(error) || state === 'error';
  return (
    <div
      className={classNames(
        'field',
        'checkbox',
        invalid && 'checkbox--error',
        state === 'valid' && !invalid && 'checkbox--valid',
        disabled && 'field--disabled',
        className,
      )}
    >
      <div className="checkbox__row">
        <input
          ref={inputRef}
          type="checkbox"
          id={inputId}
          name={name}
          value={value}
          className="checkbox__native"
          checked={current}
          onChange={(event) => setCurrent(event.target.checked)}
          onBlur={onBlur}
          onFocus={onFocus}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={ids.describedBy}
          data-rules={rules}
        />
        <span className="checkbox__box" aria-hidden="true">
          <CheckIcon className="icon checkbox__tick" />
        </span>
        <label className="checkbox__label" htmlFor={inputId}>
          {label}
          {required ? <RequiredMarker /> : null}
        </label>
      </div>
      <FieldError id={errorLineId(inputId, error, rules)}>{error}</FieldError>
    </div>
  );
};
