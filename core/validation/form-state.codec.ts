import * as t from 'io-ts';
import type { FieldFeedback, FormState } from './form.reducer';

const StatusCodec = t.keyof({ default: null, valid: null, error: null });

/**
 * The codec of a form's state (core/validation/form.reducer.ts), so a controller's snapshot that holds a form travels
 * as JSON in the page state and is decoded in the browser. Values, field names and error keys bring their own codecs;
 * a field's missing `error` (JSON drops undefined) decodes as no error.
 */
export const formStateCodec = <V, F extends string, K extends string>(
  values: t.Type<V, unknown>,
  fields: t.KeyofC<Record<F, null>>,
  errors: t.KeyofC<Record<K, null>>,
): t.Type<FormState<V, F, K>, unknown> => {
  const feedback = t.type({ status: StatusCodec, error: t.union([errors, t.undefined]) });
  // A form shows only some of its fields in a storefront (`order`), and each shown one has feedback: the keys are
  // optional in JSON, and FormState's Record<F, …> is what the reducer keeps for the fields in `order`.
  const feedbacks = t.partial(Object.fromEntries(Object.keys(fields.keys).map((name) => [name, feedback]))) as unknown as t.Type<
    Readonly<Record<F, FieldFeedback<K>>>,
    unknown
  >;
  return t.type({
    values,
    order: t.readonlyArray(fields),
    fields: feedbacks,
    touched: t.readonlyArray(fields),
    locked: t.readonlyArray(fields),
    submitting: t.boolean,
    errorKeptOn: t.union([fields, t.null]),
    failedSubmits: t.number,
  });
};
