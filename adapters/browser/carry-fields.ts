/**
 * What a visitor typed into a form that another replaces (the embedded widget's fallback form, replaced by the widget's
 * markup) carried over to the new one: each field the visitor changed gives its text or choice to the field of the same
 * name in `to`, each checkbox or radio its tick to the one of the same name and value. Returns what puts the focus on
 * the field matching the one that had it, with its caret where it was (where both types have one: an e-mail field's
 * new value leaves it at the end), for once the new form is shown. Imports nothing of the app.
 */
export const carryFields = (fields: Iterable<HTMLInputElement>, to: ParentNode): (() => void) => {
  let focus = () => {};
  for (const field of fields) {
    const toggle = field.type === 'checkbox' || field.type === 'radio';
    const twin = [...to.querySelectorAll<HTMLInputElement>('[name]')].find(
      (candidate) => candidate.name === field.name && (!toggle || candidate.value === field.value),
    );
    if (!twin) continue;
    if (toggle) twin.checked = field.checked;
    // Unchanged text stays the widget's (a hidden field's value is always its default); a select's choice is carried.
    else if (field.value !== field.defaultValue) twin.value = field.value;
    if (field.matches(':focus')) {
      const caret = field.selectionStart;
      focus = () => {
        twin.focus();
        try {
          twin.setSelectionRange(caret, caret);
        } catch {
          // No caret in this type (e-mail, a select).
        }
      };
    }
  }
  return focus;
};
