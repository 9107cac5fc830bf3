/**
 * Validation before and without React: the first-load script checks every field that carries its worded rules
 * (`data-rules`, core/validation/worded-rules.ts) on blur, on a choice and on submit, with the registry and the rule
 * tables the server and the island use, and shows the first error in the field's own error line, in the frame after.
 * It answers wherever React does not: a page without islands (/signin), an island still asleep, an island whose code
 * cannot load. When an island wakes, it hands its fields over (`adoptRules`): the markup goes back to the server's,
 * hydration matches it, and the fields that showed an error are left again so the island's controller validates them
 * with the same rules: the error stays, once, in the same task (no frame between).
 */
import {
  fieldValidationReducer,
  INITIAL_FIELD_VALIDATION,
  type FieldValidationState,
} from '../../core/validation/field-validation.reducer';
import { firstWordedError, readWordedRules, RULES_ATTRIBUTE } from '../../core/validation/worded-rules';

type Checked = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Islands React owns (hydrating or hydrated): their fields are the island's. */
const adopted = new WeakSet<Element>();
/** Each field's state under the field reducer (default, valid, error), as the island's controller keeps it. */
const states = new WeakMap<Checked, FieldValidationState<string>>();
/** How to put back a field's markup as the server rendered it, for every field showing an error. */
const shown = new Map<Checked, () => void>();
/** The field a failed submit moved focus to: that focus keeps its error (as the form reducer's errorKeptOn). */
let kept: Checked | null = null;
/** The submit button being pressed: leaving a field for it validates on the submit, so nothing moves under the press. */
let pressing: Element | null = null;

const isChecked = (element: EventTarget | null): element is Checked =>
  (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) &&
  element.hasAttribute(RULES_ATTRIBUTE);

/** Whether this script answers the field: it has rules and no island owns it (none, or one still asleep). */
const answers = (field: Checked): boolean => {
  const island = field.closest('[data-island]');
  return island === null || !(adopted.has(island) || island.hasAttribute('data-hydrated'));
};

const valueOf = (field: Checked): string | boolean =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked : field.value;

/** The element that shows a field's state by its class (the control's frame, or the checkbox's row). */
const frameOf = (field: Checked): Element | null => field.closest('.control, .checkbox');

const errorLineOf = (field: Checked): HTMLElement | null => {
  const tree = field.getRootNode();
  const id = `${field.id}-error`;
  return tree instanceof Document || tree instanceof ShadowRoot ? tree.getElementById(id) : null;
};

/** Shows an error as the field component renders one: its line, aria-invalid, aria-describedby and the error frame. */
const showError = (field: Checked, message: string): void => {
  const line = errorLineOf(field);
  const text = line?.querySelector('.field__error-text');
  if (!line || !text) return;
  if (!shown.has(field)) {
    const invalid = field.getAttribute('aria-invalid');
    const describedBy = field.getAttribute('aria-describedby');
    const frame = frameOf(field);
    const frameClass = frame?.getAttribute('class') ?? null;
    shown.set(field, () => {
      if (invalid === null) field.removeAttribute('aria-invalid');
      else field.setAttribute('aria-invalid', invalid);
      if (describedBy === null) field.removeAttribute('aria-describedby');
      else field.setAttribute('aria-describedby', describedBy);
      if (frame && frameClass !== null) frame.setAttribute('class', frameClass);
      text.textContent = '';
      line.hidden = true;
    });
    field.setAttribute('aria-invalid', 'true');
    field.setAttribute('aria-describedby', [line.id, describedBy].filter(Boolean).join(' '));
    if (frame?.classList.contains('control'))
      frame.classList.replace(frame.classList.contains('control--valid') ? 'control--valid' : 'control--default', 'control--error');
    else frame?.classList.add('checkbox--error');
  }
  text.textContent = message;
  line.hidden = false;
};

const clearError = (field: Checked): void => {
  shown.get(field)?.();
  shown.delete(field);
};

const update = (field: Checked, event: Parameters<typeof fieldValidationReducer<string>>[1]): FieldValidationState<string> => {
  const next = fieldValidationReducer(states.get(field) ?? INITIAL_FIELD_VALIDATION, event);
  states.set(field, next);
  if (next.status === 'error' && next.error !== undefined) showError(field, next.error);
  else clearError(field);
  return next;
};

const validate = (field: Checked): FieldValidationState<string> =>
  update(field, { type: 'validated', error: firstWordedError(valueOf(field), readWordedRules(field.getAttribute(RULES_ATTRIBUTE))) });

const isChoice = (field: Checked): boolean =>
  field instanceof HTMLSelectElement || (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'));

const onFocusIn = (event: Event): void => {
  const field = event.target;
  if (!isChecked(field) || !answers(field)) return;
  if (field === kept) kept = null;
  else update(field, { type: 'focus' });
};

const onFocusOut = (event: Event): void => {
  const field = event.target;
  if (!isChecked(field) || !answers(field)) return;
  const to = event instanceof FocusEvent ? event.relatedTarget : null;
  // Left for the form's own submit button: the submit validates (an error line must not move the button mid-press).
  const submitter = to instanceof Element ? to : pressing;
  if (submitter?.matches('[type=submit]') && field.form !== null && submitter.closest('form') === field.form) return;
  validate(field);
};

/** Typing never validates: it clears its field's error (the form reducer's CHANGED). A choice validates at once. */
const onInput = (event: Event): void => {
  const field = event.target;
  if (!isChecked(field) || !answers(field)) return;
  if (event.type === 'change' && isChoice(field)) validate(field);
  else if (event.type === 'input' && !isChoice(field)) {
    if (field === kept) kept = null;
    update(field, { type: 'focus' });
  }
};

/** A send with invalid fields goes nowhere: each shows its first error and focus moves to the first (it keeps its error). */
const onSubmit = (event: Event): void => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const fields = [...form.elements].filter((element): element is Checked => isChecked(element) && answers(element) && !element.disabled);
  if (fields.length === 0) return;
  const invalid = fields.filter((field) => validate(field).status === 'error');
  const first = invalid[0];
  if (first === undefined) return;
  event.preventDefault();
  // The island's own handlers see no send: there is nothing to send, and nothing to wake for.
  event.stopImmediatePropagation();
  kept = first;
  first.focus();
};

const onPointer = (event: Event): void => {
  if (event.type !== 'pointerdown') {
    pressing = null;
    return;
  }
  pressing = event.target instanceof Element ? event.target.closest('[type=submit]') : null;
};

const LISTENERS: ReadonlyArray<readonly [string, (event: Event) => void]> = [
  ['focusin', onFocusIn],
  ['focusout', onFocusOut],
  ['input', onInput],
  ['change', onInput],
  ['submit', onSubmit],
  ['pointerdown', onPointer],
  ['click', onPointer],
  ['pointercancel', onPointer],
];

/**
 * Starts answering rules in the document (the first-load script calls it once, before it watches the islands); in
 * the capture phase, so an invalid send stops before anything holds it. Returns the function that stops.
 */
export const startFirstLoadRules = (root: Document = document): (() => void) => {
  LISTENERS.forEach(([type, listener]) => root.addEventListener(type, listener, true));
  return () => LISTENERS.forEach(([type, listener]) => root.removeEventListener(type, listener, true));
};

/**
 * Hands an island's fields to the island that is waking (call it right before hydration, in the hydration's task):
 * from now on the island answers them; the markup this script changed goes back to the server's, so the first client
 * render matches it. Returns the fields that showed an error, in document order: `revalidate` leaves them again once
 * the island runs, so its controller shows the same errors with the same rules.
 */
export const adoptRules = (island: Element): Checked[] => {
  adopted.add(island);
  const erring = [...shown.keys()].filter((field) => island.contains(field));
  erring.forEach(clearError);
  if (kept !== null && island.contains(kept)) kept = null;
  return erring.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
};

/** Leaves each field again (a blur its island's handlers validate on), so the island shows the errors it adopted. */
export const revalidate = (fields: readonly Checked[]): void =>
  fields.forEach((field) => field.isConnected && field.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
