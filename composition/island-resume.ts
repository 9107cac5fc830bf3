/**
 * What the shopper did in an island's server markup before its code ran, handed over to the island once it has
 * hydrated: typed text, ticked boxes and chosen options go through the island's own change handlers (so its
 * controller validates and continues from them), fields the shopper left are left again (blur validation), focus
 * is announced, and held clicks and sends are replayed (first-tap.ts). React keeps its listeners on the island's root, so
 * replayed DOM events reach the same handlers a real one would.
 */

import { replay, type Held } from '../adapters/browser/first-tap';
import { yieldToMain } from './yield-to-main';

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
export const resumeIsland = (root: HTMLElement, read: readonly FieldState[], held: Held): void => {
  const { visited, keys, changed } = held;
  // The focused element of the island's own tree: the document's, or a shadow root's (the embedded widget).
  const tree = root.getRootNode();
  const focused = tree instanceof Document || tree instanceof ShadowRoot ? tree.activeElement : document.activeElement;
  // Each field as the shopper last left it: its last input or change if one came after the fields were read.
  const before = read.map((state) => ({ ...state, ...changed.get(state.field) }));
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
 * Hydrates an island and hands it what the shopper did. `hydrate` starts the hydration and calls `hydrated` from the
 * root's effect; `sliced` says it may hydrate in slices that yield (React's transition lanes), so no task of a wake's
 * hydration runs long. From the start until the hand-over the island's events stop at its holder (`shield`): React
 * sees none of them while it hydrates, and what the shopper did meanwhile (each field as its last input or change left
 * it, fields left, clicks and sends held) is handed over with the rest: a field chosen after the fields were read and
 * set back by a render before the hand-over reaches it (a controlled select, re-rendered by the text handed over
 * before it) is handed over as chosen, never as read. Where the first-load
 * script showed errors, the hydration is one task (React's `flushSync`) instead: the markup goes back to the server's
 * for it and the island shows the same errors again before the next frame, so no frame shows them gone.
 */
export const hydrateAndResume = async <Field extends Element>(
  root: HTMLElement,
  held: Held,
  hydrate: (hydrated: () => void, sliced: boolean) => void,
  rules?: FirstLoadRules<Field>,
): Promise<void> => {
  const before = readFields(root);
  // The errors the first-load script showed: the markup goes back to the server's for hydration, and the island's
  // controller shows them again (same rules) before the next frame.
  const erring = rules?.adopt(root) ?? [];
  held.shield();
  const sliced = erring.length === 0;
  await new Promise<void>((hydrated) => hydrate(hydrated, sliced));
  // Hydration's last slice (its commit and effects) ends a task; the hand-over runs in one of its own.
  if (sliced) await yieldToMain();
  held.release();
  resumeIsland(root, before, held);
  rules?.revalidate(erring);
};

/**
 * The first-load script's rules (adapters/browser/first-load-rules.ts) as a waking island meets them: the storefront's islands hand
 * their fields over; the widget, where no first-load rules run, has none to adopt.
 */
export interface FirstLoadRules<Field extends Element = Element> {
  readonly adopt: (root: Element) => readonly Field[];
  readonly revalidate: (fields: readonly Field[]) => void;
}
