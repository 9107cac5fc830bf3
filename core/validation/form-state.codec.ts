import * as t from 'io-ts';
import type { FieldFeedback, FormState } from './form.reducer';

const StatusCodec = t.keyof({ default: null, valid: null, error: null });

/**
 * The codec of a form's state (core/validation/form.reducer.ts), so a controller's snapshot that holds a form travels
 * as JSON in the page state and is decoded in the browser. Values, field names and error keys bring their own codecs;
 * a field's missing `error` (JSON drops undefined) decodes as no error.
 */
export const formStateCodec = <V, FD extends Record<string, unknown>, KD extends Record<string, unknown>>(
  values: t.Type<V, unknown>,
  fields: t.KeyofC<FD>,
  errors: t.KeyofC<KD>,
): t.Type<FormState<V, keyof FD & string, keyof KD & string>, unknown> => {
  type F = keyof FD & string;
  type K = keyof KD & string;
  const field = fields as unknown as t.Type<F, F>;
  const feedback = t.type({ status: StatusCodec, error: t.union([errors as unknown as t.Type<K, K>, t.undefined]) });
  // A form shows only some of its fields in a storefront (order): each shown one has feedback, so keys are optional here.
  const feedbacks = t.partial(Object.fromEntries(Object.keys(fields.keys).map((name) => [name, feedback])));
  return t.type({
    values,
    order: t.readonlyArray(field),
    fields: feedbacks as unknown as t.Type<Readonly<Record<F, FieldFeedback<K>>>, unknown>,
    touched: t.readonlyArray(field),
    locked: t.readonlyArray(field),
    submitting: t.boolean,
    errorKeptOn: t.union([field, t.null]),
    failedSubmits: t.number,
  }) as unknown as t.Type<FormState<V, F, K>, unknown>;
};
