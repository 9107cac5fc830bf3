/**
 * What the shopper did in an island's server markup before its code ran, handed over to the island once it has
 * hydrated: typed text, ticked boxes and chosen options go through the island's own change handlers (so its
 * controller validates and continues from them), fields the shopper left are left again (blur validation), focus
 * is announced, and held clicks and sends are replayed (first-tap.ts). React keeps its listeners on the island's root, so
 * replayed DOM events reach the same handlers a real one would.
 */

import { replay, type Held } from '../adapters/browser/first-tap';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** One field as the shopper left it before hydration. */
interface FieldState {
  readonly field: Field;
  readonly value: string;
  readonly checked: boolean;
  /** What the server's markup said (the default): a field that still shows it was not touched. */
  readonly serverValue: string;
  readonly serverChecked: boolean;
}

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

const serverValueOf = (field: Field): string =>
  field instanceof HTMLSelectElement
    ? ([...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '')
    : field.defaultValue;

/** Reads every field of the island's markup before hydration (hydration may set controlled values back). */
export const readFields = (root: HTMLElement): FieldState[] =>
  [...root.querySelectorAll<Field>('input, textarea, select')].map((field) => ({
    field,
    value: field.value,
    checked: isToggle(field) ? field.checked : false,
    serverValue: serverValueOf(field),
    serverChecked: isToggle(field) ? field.defaultChecked : false,
  }));

/** Hands one field's pre-hydration state to the island through the events its handlers listen to. */
const resumeField = (state: FieldState, keys: Held['keys']): void => {
  const { field } = state;
  if (!field.isConnected) return;
  if (isToggle(field)) {
    if (state.checked === state.serverChecked) return;
    // Back to the server's state through React's tracked setter, then a click: the toggle React's onChange listens to.
    field.checked = state.serverChecked;
    field.click();
    return;
  }
  // The latest text wins: hydration either kept it in the DOM or set the server's value back.
  const wanted = field.value !== state.serverValue ? field.value : state.value;
  if (wanted === state.serverValue) return;
  if (field instanceof HTMLSelectElement) {
    // Changed by a key: handed over as that key, then its change (keyboard browsing), in the order the browser fires
    // them (the key's handlers run before the value moves); else as a pick.
    const key = keys.get(field);
    if (key !== undefined) field.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    field.value = wanted;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // Through the tracked setter first, so React's tracker holds the server's value; then the prototype's own setter, which
  // React's tracker does not see, so the typed value is a change to it.
  field.value = state.serverValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, wanted);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * Resumes an island: the fields the shopper visited in order (focus, their text, blur unless focus is still there),
 * then the other changed fields (autofill), then the focused element's focus, then the held clicks and submits.
 */
export const resumeIsland = (root: HTMLElement, before: readonly FieldState[], held: Held): void => {
  const { visited, keys } = held;
  // The focused element of the island's own tree: the document's, or a shadow root's (the embedded widget).
  const tree = root.getRootNode();
  const focused = tree instanceof Document || tree instanceof ShadowRoot ? tree.activeElement : document.activeElement;
  const byField = new Map<Element, FieldState>(before.map((state) => [state.field, state]));
  const done = new Set<Element>();
  for (const element of visited) {
    const state = byField.get(element);
    if (!state || done.has(element) || !root.contains(element)) continue;
    done.add(element);
    element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    resumeField(state, keys);
    // Left for where focus is now (a form's own button keeps what its field chose).
    if (element !== focused) element.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: focused }));
  }
  before.filter((state) => !done.has(state.field)).forEach((state) => resumeField(state, keys));
  if (focused instanceof HTMLElement && root.contains(focused) && !done.has(focused))
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  replay(held);
};

/**
 * Hydrates an island and hands it what the shopper did, in one task: `hydrate` hydrates synchronously (React's
 * `flushSync`, which also runs the root's effects) and calls `hydrated` from the root's effect. Between reading the
 * fields and handing them over no input can land, so a render that sets a controlled field back to the server's value
 * (hydration never does, a re-render of state that has not yet seen the typed text would) is always followed by the
 * hand-over of the text read before it, never by keys typed into the emptied field.
 */
export const hydrateAndResume = async <Field extends Element>(
  root: HTMLElement,
  held: Held,
  hydrate: (hydrated: () => void) => void,
  rules?: FirstLoadRules<Field>,
): Promise<void> => {
  const before = readFields(root);
  // The errors the first-load script showed: the markup goes back to the server's for hydration, and the island's
  // controller shows them again (same rules) before the next frame.
  const erring = rules?.adopt(root) ?? [];
  await new Promise<void>((hydrated) => hydrate(hydrated));
  held.release();
  resumeIsland(root, before, held);
  rules?.revalidate(erring);
};

/**
 * The first-load script's rules (first-load-rules.ts) as a waking island meets them: the storefront's islands hand
 * their fields over; the widget, where no first-load rules run, has none to adopt.
 */
export interface FirstLoadRules<Field extends Element = Element> {
  readonly adopt: (root: Element) => readonly Field[];
  readonly revalidate: (fields: readonly Field[]) => void;
}
