/**
 * What a visitor typed into a form that another replaces (the embedded widget's fallback form, replaced by the widget's
 * markup) carried over to the new one: each field the visitor changed gives its text, tick or choice to the field of the
 * same name (a checkbox or radio: of the same name and value). Returns what puts the focus on the field matching the one
 * that had it, with its caret where it was (where the field's type has one to read), for once the new form is shown.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isToggle = (field: Field): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio';

const isChanged = (field: Field): boolean =>
  isToggle(field)
    ? field.checked !== field.defaultChecked
    : field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field.value !== field.defaultValue;

/** The fields in these trees (a shadow root, and the light DOM a fallback form may be in instead). */
export const fieldsIn = (...roots: ParentNode[]): Field[] =>
  roots.flatMap((root) => [...root.querySelectorAll<Field>('input, textarea, select')]);

export const carryFields = (fields: Iterable<Field>, to: ParentNode): (() => void) => {
  let focus: () => void = () => undefined;
  for (const field of fields) {
    const twin = [...to.querySelectorAll<Field>(`[name="${CSS.escape(field.name)}"]`)].find(
      (candidate) => !isToggle(candidate) || candidate.value === field.value,
    );
    if (!twin || !field.name) continue;
    if (isChanged(field)) {
      if (isToggle(twin)) twin.checked = (field as HTMLInputElement).checked;
      else twin.value = field.value;
    }
    if (!field.matches(':focus')) continue;
    const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = field as HTMLInputElement;
    focus = () => {
      twin.focus();
      // The caret, where both fields have one (an e-mail field has none to read or set: its new value left it at the end).
      if (typeof start === 'number' && 'setSelectionRange' in twin && twin.selectionStart !== null)
        twin.setSelectionRange(start, end, direction ?? undefined);
    };
  }
  return focus;
};
