import { useEffect, useMemo, useRef, type RefCallback } from 'react';
import { keyedRecord } from '../../../core/shared/keyed-record';

/** What the focus rule reads from a form controller's state (core/validation/form.reducer.ts). */
interface FocusState<F extends string> {
  readonly order: readonly F[];
  readonly errorKeptOn: F | null;
  readonly failedSubmits: number;
}

/**
 * The one piece of a form a controller cannot do: DOM focus. Returns a ref callback per field; after a submit that
 * came back with field errors, focus moves to the field the controller named (`errorKeptOn`), once per failure.
 */
export const useFocusFirstInvalid = <F extends string>(form: FocusState<F>): Readonly<Record<F, RefCallback<HTMLElement>>> => {
  const elements = useRef(new Map<string, HTMLElement>());
  const refs = useMemo(
    () =>
      keyedRecord(form.order, (field): RefCallback<HTMLElement> => (element) => {
        if (element) elements.current.set(field, element);
        else elements.current.delete(field);
      }),
    [form.order],
  );
  // After the render that enabled the fields again: a disabled field cannot take focus.
  useEffect(() => {
    if (form.errorKeptOn !== null) elements.current.get(form.errorKeptOn)?.focus();
  }, [form.errorKeptOn, form.failedSubmits]);
  return refs;
};
