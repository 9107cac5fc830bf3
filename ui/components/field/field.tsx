import type { FocusEvent, ReactNode } from 'react';
import type { FieldStatus } from '../../../core/validation/field-validation.reducer';
import type { WordedRules } from '../../../core/validation/worded-rules';
import { ErrorIcon } from '../shared/icons';
import { useComponentCopy } from '../shared/component-copy';
import './field.css';

/** What every form field shares: focus events, the error text and the visible state. */
export interface FieldFeedbackProps<E extends Element = HTMLInputElement> {
  readonly onBlur?: (event: FocusEvent<E>) => void;
  readonly onFocus?: (event: FocusEvent<E>) => void;
  /** The error message; its presence sets the error state, aria-invalid and aria-describedby. */
  readonly error?: string;
  /** default, valid or error (spec 4.4); an error message always shows the error state. */
  readonly state?: FieldStatus;
  /**
   * The field's rules worded for the storefront (core/validation/worded-rules.ts): the first-load script checks the
   * field with them on blur and submit before and without its island, showing the first error in the field's error line.
   */
  readonly rules?: WordedRules;
}

/** A field with a text value: controlled through `value`, or uncontrolled from `defaultValue`. */
export interface ValueFieldProps<E extends Element = HTMLInputElement> extends FieldFeedbackProps<E> {
  /** The value, when controlled. */
  readonly value?: string;
  /** The initial value, when uncontrolled. */
  readonly defaultValue?: string;
  /** Called with every accepted change. */
  readonly onValueChange?: (value: string) => void;
}

/** The state a field shows: an error message always wins. */
export const resolveFieldState = (state: FieldStatus | undefined, error: string | undefined): FieldStatus =>
  error ? 'error' : (state ?? 'default');

/** The ids that tie a field to its hint and error text; `describedBy` is for aria-describedby. */
export const fieldDescriptionIds = (id: string, hint: ReactNode | undefined, error: string | undefined, extra: string[] = []) => {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, ...extra].filter(Boolean).join(' ') || undefined;
  return { hintId, errorId, describedBy };
};

/** The '*' after a required field's label: hidden from screen readers, which hear aria-required instead. */
export const RequiredMarker = () => {
  const copy = useComponentCopy();
  return (
    <span className="field__required" aria-hidden="true" title={copy.required}>
      *
    </span>
  );
};

/** A field's hint line under the control. */
export const FieldHint = ({ id, children }: { id: string | undefined; children: ReactNode }) =>
  id ? (
    <p className="field__hint" id={id}>
      {children}
    </p>
  ) : null;

/**
 * The id of a field's error line: there while it shows an error, and always for a field with worded rules, whose
 * line is in the markup (hidden while empty) for the first-load script to fill.
 */
export const errorLineId = (id: string, error: string | undefined, rules: WordedRules | undefined): string | undefined =>
  error || rules !== undefined ? `${id}-error` : undefined;

/** A field's error line under the control, with an icon; hidden while it holds no message. */
export const FieldError = ({ id, children }: { id: string | undefined; children: ReactNode }) =>
  id ? (
    <p className="field__error" id={id} hidden={!children}>
      <ErrorIcon />
      <span className="field__error-text">{children}</span>
    </p>
  ) : null;
