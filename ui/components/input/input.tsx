import {
  Suspense,
  lazy,
  use,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useMessages } from '../../app/storefront-context';
import { useHydrated } from '../../app/use-hydrated';
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
import { useControllableState } from '../shared/use-controllable-state';
import { CheckIcon, EyeIcon } from '../shared/icons';
import type { NumberFieldRule } from '../../../core/components/number-key-filter';
import { loadIbanRule, useInputBehaviour, type IbanRule, type InputType } from './use-input-behaviour';
import '../field/field.css';
import './input.css';

/** Props of Input (spec 5.2). */
export interface InputProps extends ValueFieldProps {
  /** The always visible label. */
  readonly label: ReactNode;
  readonly name: string;
  readonly id?: string;
  /** text, password (with strength readout), email, number (digits only) or iban (grouped in fours). */
  readonly type?: InputType;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly readOnly?: boolean;
  readonly maxLength?: number;
  readonly autoComplete?: string;
  readonly placeholder?: string;
  /** Help text under the field. */
  readonly hint?: ReactNode;
  /** Shows the strength readout of a password field (default true). */
  readonly showStrength?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
  readonly className?: string;
  /**
   * The value a form controller holds, for a text, email or password field it does not control: the field shows what
   * is typed (a key re-renders nothing; `onValueChange` hears each), and a value the controller sets (a prefill, a
   * reset, a refused password emptied) is written into the field on the next render.
   */
  readonly formValue?: string;
  /**
   * A number field's edit rule (core's `NUMBER_FIELD_RULE`: digits only, within maxLength), given by the form that has
   * one, so forms without a number field never carry it.
   */
  readonly numberRule?: NumberFieldRule;
}

/** The shop's text input: label, required marker, hint, error and valid states, and the five types of spec 9. */
export const Input = (props: InputProps) =>
  props.type === 'iban' ? (
    // An iban field waits for its edit rule, a chunk of its own: forms without one never load it.
    <Suspense fallback={null}>
      <IbanInput {...props} />
    </Suspense>
  ) : (
    <InputField {...props} />
  );

/** The strength readout, a chunk of its own: only a password field that shows it (the catalogue's) loads it. */
const PasswordStrengthMeter = lazy(() => import('./password-strength-meter').then((module) => ({ default: module.PasswordStrengthMeter })));

const IbanInput = (props: InputProps) => <InputField {...props} applyIban={use(loadIbanRule())} />;

const InputField = ({
  label,
  name,
  id,
  type = 'text',
  value,
  defaultValue = '',
  onValueChange,
  onBlur,
  onFocus,
  error,
  state,
  rules,
  required = false,
  disabled = false,
  readOnly,
  maxLength,
  autoComplete,
  placeholder,
  hint,
  showStrength = true,
  inputRef,
  className,
  applyIban,
  formValue,
  numberRule,
}: InputProps & { readonly applyIban?: IbanRule }) => {
  const copy = useMessages('components');
  const generatedId = useId();
  const inputId = id ?? `input-${generatedId}`;
  const ownRef = useRef<HTMLInputElement>(null);
  // Cast: the handle is read only after mount, when React has set ownRef to the rendered input.
  useImperativeHandle(inputRef, () => ownRef.current as HTMLInputElement);
  // A password's strength readout follows each key: such a field stays controlled (by formValue).
  const bound = formValue !== undefined && (type === 'text' || type === 'email' || (type === 'password' && !showStrength));
  const [current, setCurrent] = useControllableState(bound ? undefined : (value ?? formValue), defaultValue, onValueChange);
  const behaviour = useInputBehaviour(type, current, setCurrent, maxLength, ownRef, applyIban, numberRule);
  // Bound to a controller: the value the field last reported (or rendered with). A render with another value is one the
  // controller set (a prefill, a reset), written into the field; the first one never is: hydration finds in the field
  // what was typed before the island ran, which the hand-over gives the controller.
  const reported = useRef(formValue);
  useLayoutEffect(() => {
    const element = ownRef.current;
    if (!bound || !element || formValue === reported.current) return;
    reported.current = formValue;
    if (element.value !== formValue) element.value = formValue;
  });
  const [revealed, setRevealed] = useState(false);
  const hydrated = useHydrated();
  const shown = resolveFieldState(state, error);
  const strengthId = type === 'password' && showStrength ? `${inputId}-strength` : undefined;
  const ids = fieldDescriptionIds(inputId, hint, error, strengthId ? [strengthId] : []);
  const attributes = type === 'password' && revealed ? { ...behaviour.attributes, type: 'text' } : behaviour.attributes;

  return (
    <div className={classNames('field', 'input', disabled && 'field--disabled', className)}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {required ? <RequiredMarker /> : null}
      </label>
      <div className={classNames('control', `control--${shown}`, disabled && 'control--disabled')}>
        <input
          {...attributes}
          ref={ownRef}
          id={inputId}
          name={name}
          className="control__input"
          {...(bound
            ? {
                defaultValue: formValue,
                onChange: (event: ChangeEvent<HTMLInputElement>) => {
                  reported.current = event.target.value;
                  onValueChange?.(event.target.value);
                },
              }
            : { value: current, onChange: behaviour.onChange })}
          onKeyDown={behaviour.onKeyDown}
          onBlur={onBlur}
          onFocus={onFocus}
          disabled={disabled}
          readOnly={readOnly}
          autoComplete={autoComplete}
          placeholder={placeholder}
          aria-required={required || undefined}
          aria-invalid={shown === 'error' || undefined}
          aria-describedby={ids.describedBy}
          data-rules={rules}
        />
        {/* Script-only, so not in the server's HTML (a text browser would print a button that does nothing): it comes
            once the island runs. */}
        {type === 'password' && hydrated ? (
          <button
            type="button"
            className="input__reveal"
            aria-pressed={revealed}
            title={revealed ? copy.hidePassword : copy.showPassword}
            aria-controls={inputId}
            disabled={disabled}
            onClick={() => setRevealed((r) => !r)}
          >
            <EyeIcon crossed={revealed} />
            {/* Its name as text, not aria-label: text browsers print a button's content (the state is aria-pressed). */}
            <span className="visually-hidden">{copy.showPassword}</span>
          </button>
        ) : null}
        {shown === 'valid' ? (
          <span className="control__status">
            <CheckIcon />
          </span>
        ) : null}
      </div>
      <FieldError id={errorLineId(inputId, error, rules)}>{error}</FieldError>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      {strengthId ? (
        // Until its chunk is there the readout is its empty live region, as it is for fewer than 8 characters.
        <Suspense fallback={<div className="password-strength" id={strengthId} aria-live="polite" />}>
          <PasswordStrengthMeter id={strengthId} password={current} />
        </Suspense>
      ) : null}
    </div>
  );
};
