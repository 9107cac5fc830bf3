import { reducerStore, type Controller } from '../shared/controller';
import { formReducer, type FormEvent, type FormState, type SubmitOutcome } from './form.reducer';

type AnyForm = FormState<object, string, string>;
/** The values, field names and error keys of a form state. */
export type ValuesOf<S extends AnyForm> = S['values'];
export type FieldOf<S extends AnyForm> = S['order'][number];
export type ErrorOf<S extends AnyForm> = NonNullable<S['fields'][FieldOf<S>]['error']>;
/** The events a form's reducer takes: the shared ones plus its own (X). */
export type FormEventOf<S extends AnyForm, X = never> = FormEvent<ValuesOf<S>, FieldOf<S>, ErrorOf<S>> | X;

/** How a form starts, validates and changes. */
export interface FormControllerConfig<S extends AnyForm, X = never> {
  /** The first state: the same on the server and in the browser, so hydration matches. */
  readonly initial: S;
  /** One field's error under the storefront's rules: runs on blur and when a choice changes. */
  readonly validateField: (field: FieldOf<S>, values: ValuesOf<S>) => ErrorOf<S> | undefined;
  /** The form's state machine: the shared formReducer (default), or one built on it that knows more events. */
  readonly reducer?: (state: S, event: FormEventOf<S, X>) => S;
}

/** A form's state and the commands every form has; views bind it, the server drives it with posted values. */
export interface FormController<S extends AnyForm, X = never> extends Controller<S, FormEventOf<S, X>> {
  /** The visitor changed values; `validate` names a choice field (select, checkbox) to validate at once. */
  change(values: Partial<ValuesOf<S>>, validate?: FieldOf<S>): void;
  /**
   * The visitor typed: the values are kept, and listeners hear of it only when what they show changes (the typed
   * field's error clears, spec 5.2). The field shows its own text: a key re-renders nothing.
   */
  type(values: Partial<ValuesOf<S>>): void;
  focus(field: FieldOf<S>): void;
  /** Validates the field the visitor left. */
  blur(field: FieldOf<S>): void;
  /**
   * Sends the form, one submit at a time (another one meanwhile is ignored and resolves at once), with the fields
   * disabled. `send` calls the use case once (the use case validates) and returns the field errors its result
   * carries and the values it replaces, or nothing.
   */
  submit(send: (values: ValuesOf<S>) => Promise<SubmitOutcome<ValuesOf<S>, FieldOf<S>, ErrorOf<S>> | undefined>): Promise<void>;
}

/**
 * The form controller shared by every form (spec 5.2), over core's form reducer: validation on blur with the
 * storefront's rules, none while typing, none on submit (the use case validates). After a submit that comes back
 * with field errors, `errorKeptOn` names the first invalid field: the view moves focus there.
 */
export const createFormController = <S extends AnyForm, X = never>({
  initial,
  validateField,
  reducer,
}: FormControllerConfig<S, X>): FormController<S, X> => {
  // Cast: formReducer is generic over V, F, K; S's own are the ones FormEventOf<S> names (TypeScript cannot infer them).
  const store = reducerStore<S, FormEventOf<S, X>>(initial, reducer ?? (formReducer as (state: S, event: FormEventOf<S, X>) => S));
  let inFlight = false;
  // Built as the shared event union: TypeScript cannot narrow a generic union to its shared members by literal.
  const shared = (event: FormEvent<ValuesOf<S>, FieldOf<S>, ErrorOf<S>>): FormEventOf<S, X> => event;
  /** One field's result, keyed by its name (a computed key widens to string: this is the one place it is narrowed). */
  const resultOf = (field: FieldOf<S>, values: ValuesOf<S>) =>
    ({ [field]: validateField(field, values) }) as Partial<Record<FieldOf<S>, ErrorOf<S> | undefined>>;
  return {
    ...store,
    change: (values, validate) => {
      const results = validate === undefined ? undefined : resultOf(validate, { ...store.state().values, ...values });
      store.send(shared({ type: 'CHANGED', values, ...(results ? { results } : {}) }));
    },
    type: (values) => {
      const { fields, errorKeptOn, order } = store.state();
      const clears = errorKeptOn !== null || order.some((field: FieldOf<S>) => field in values && fields[field]?.status === 'error');
      const event = shared({ type: 'CHANGED', values });
      if (clears) store.send(event);
      else store.keep(event);
    },
    focus: (field) => store.send(shared({ type: 'FOCUSED', field })),
    blur: (field) => {
      store.send(shared({ type: 'VALIDATED', results: resultOf(field, store.state().values) }));
    },
    submit: async (send) => {
      if (inFlight) return;
      inFlight = true;
      store.send(shared({ type: 'SUBMITTED' }));
      let outcome: SubmitOutcome<ValuesOf<S>, FieldOf<S>, ErrorOf<S>> | undefined;
      try {
        outcome = await send(store.state().values);
      } finally {
        inFlight = false;
        store.send(shared({ type: 'SUBMIT_ENDED', ...outcome }));
      }
    },
  };
};
