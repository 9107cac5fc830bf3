import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, type RefCallback } from 'react';
import {
  fieldErrors,
  formReducer,
  type FieldErrors,
  type FormEvent,
  type FormState,
  type SubmitOutcome,
} from '../../../core/validation/form.reducer';

type AnyForm = FormState<object, string, string>;
/** The values, field names and error keys of a form state. */
type ValuesOf<S extends AnyForm> = S['values'];
type FieldOf<S extends AnyForm> = S['order'][number];
type ErrorOf<S extends AnyForm> = NonNullable<S['fields'][FieldOf<S>]['error']>;
/** The events a form's reducer takes: the shared ones plus its own (X). */
export type FormEventOf<S extends AnyForm, X = never> = FormEvent<ValuesOf<S>, FieldOf<S>, ErrorOf<S>> | X;

/** How a form starts, validates and changes. */
export interface FormConfig<S extends AnyForm, X = never> {
  /** The first state; called once, and the same on the server and in the browser, so hydration matches. */
  readonly init: () => S;
  /** One field's error under the storefront's rules (built once per storefront): runs on blur and when a choice changes. */
  readonly validateField: (field: FieldOf<S>, values: ValuesOf<S>) => ErrorOf<S> | undefined;
  /** The form's state machine: the shared formReducer (default), or one built on it that knows more events. */
  readonly reducer?: (state: S, event: FormEventOf<S, X>) => S;
}

/** A form's state and what the view wires to its fields. */
export interface Form<S extends AnyForm, X = never> {
  readonly state: S;
  readonly values: ValuesOf<S>;
  /** The error key of each field in the error state. */
  readonly errors: FieldErrors<FieldOf<S>, ErrorOf<S>>;
  readonly submitting: boolean;
  /** One ref callback per field, for the field's element (`inputRef`, `selectRef`): focus goes there after a failed submit. */
  readonly refs: Readonly<Record<FieldOf<S>, RefCallback<HTMLElement>>>;
  dispatch(event: FormEventOf<S, X>): void;
  /** The visitor changed values; `validate` names a choice field (select, checkbox) to validate at once. */
  change(values: Partial<ValuesOf<S>>, validate?: FieldOf<S>): void;
  focus(field: FieldOf<S>): void;
  /** Validates the field the visitor left. */
  blur(field: FieldOf<S>): void;
  /**
   * Sends the form, one submit at a time (another one meanwhile is ignored), with the fields disabled. `send` calls
   * the use case once (the use case validates) and matches its result: it returns the field errors the result
   * carries, and values it replaces, or nothing.
   */
  submit(send: (values: ValuesOf<S>) => Promise<SubmitOutcome<ValuesOf<S>, FieldOf<S>, ErrorOf<S>> | undefined>): Promise<void>;
}

/**
 * One form hook over the core form reducer (core/validation/form.reducer.ts) for every form: validation on blur
 * with the storefront's rules, none while typing, none on submit (the use case validates), and one focus rule: after
 * a submit that comes back with field errors, focus moves to the first invalid field in form order (`state.order`),
 * which keeps its error while it has that focus, so a screen reader reads it out.
 */
export const useForm = <S extends AnyForm, X = never>({ init, validateField, reducer }: FormConfig<S, X>): Form<S, X> => {
  const [state, dispatch] = useReducer(reducer ?? (formReducer as (state: S, event: FormEventOf<S, X>) => S), undefined, init);
  // The committed values, for handlers that run between renders (a blur straight after a change, a submit).
  const latest = useRef(state.values);
  useLayoutEffect(() => {
    latest.current = state.values;
  }, [state.values]);
  const inFlight = useRef(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const refs = useMemo(
    () =>
      Object.fromEntries(
        state.order.map((field) => [
          field,
          (element: HTMLElement | null) => {
            if (element) elements.current.set(field, element);
            else elements.current.delete(field);
          },
        ]),
      ) as Record<FieldOf<S>, RefCallback<HTMLElement>>,
    [state.order],
  );

  // After the render that enabled the fields again: a disabled field cannot take focus.
  useEffect(() => {
    if (state.errorKeptOn !== null) elements.current.get(state.errorKeptOn)?.focus();
  }, [state.errorKeptOn, state.failedSubmits]);

  const change = useCallback(
    (values: Partial<ValuesOf<S>>, validate?: FieldOf<S>) => {
      const results = validate === undefined ? undefined : { [validate]: validateField(validate, { ...latest.current, ...values }) };
      dispatch({ type: 'CHANGED', values, ...(results ? { results } : {}) } as FormEventOf<S, X>);
    },
    [validateField],
  );
  const focus = useCallback((field: FieldOf<S>) => dispatch({ type: 'FOCUSED', field } as FormEventOf<S, X>), []);
  const blur = useCallback(
    (field: FieldOf<S>) => {
      dispatch({ type: 'VALIDATED', results: { [field]: validateField(field, latest.current) } } as FormEventOf<S, X>);
    },
    [validateField],
  );

  const submit = useCallback(
    async (send: (values: ValuesOf<S>) => Promise<SubmitOutcome<ValuesOf<S>, FieldOf<S>, ErrorOf<S>> | undefined>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      dispatch({ type: 'SUBMITTED' } as FormEventOf<S, X>);
      let outcome: SubmitOutcome<ValuesOf<S>, FieldOf<S>, ErrorOf<S>> | undefined;
      try {
        outcome = await send(latest.current);
      } finally {
        inFlight.current = false;
        dispatch({ type: 'SUBMIT_ENDED', ...outcome } as FormEventOf<S, X>);
      }
    },
    [],
  );

  return {
    state,
    values: state.values,
    errors: fieldErrors(state) as FieldErrors<FieldOf<S>, ErrorOf<S>>,
    submitting: state.submitting,
    refs,
    dispatch,
    change,
    focus,
    blur,
    submit,
  };
};
