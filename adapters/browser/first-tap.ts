/**
 * The first tap: what a shopper does inside an island before its code runs, held and replayed once it runs. One module
 * for every island (the storefront's, woken by the loader, and the embedded widget's): the early event contract
 * (early-events.ts) records from the first paint, the loader passes what it recorded through `FirstTaps.handle`, and
 * the island's runtime hands it over (island-resume.ts, which ends with `replay`).
 *
 * Dispatch is by the element, never by guessing from the form (as Google's JSAction dispatches by the action declared
 * on the element): a held action is replayed as the same event on the same element it happened on, so the handler the
 * island declared there decides, exactly as it does once awake.
 *
 * - A click on a control that needs code (a button of its own, `[role=button]`, a link marked `data-island-click`) is
 *   held and replayed as a click on it, once however often it was tapped. Controls the platform answers by itself (an
 *   invoker command, a link opening a dialog by `data-commandfor`, a popover, a checkbox, a select, a plain link) are
 *   not held: their answer is already there.
 * - A form sent is held (busy at once by CSS: `data-sending`) and replayed as a click on the button that sent it
 *   (its own click handler first, then the form's submit with that button's name, value and `formaction`, as awake),
 *   or `requestSubmit()` when no button sent it. Twice is once.
 * - The key that changed a select is kept with it, so the change is handed over as keyboard browsing, not as a pick.
 * - If the island's code cannot load, the same replay runs with nothing listening: the browser does what it does
 *   without JavaScript (the form posts with the pressed button's value, a link is followed), never twice.
 */

/** What is held for one island while its code is on its way. */
export interface Held {
  /** Clicks and sends, in order, each once. */
  readonly pending: Pending[];
  /** Fields the shopper focused, in order. */
  readonly visited: Element[];
  /** The key that last changed each select (absent: changed by pointer or not at all). */
  readonly keys: Map<Element, string>;
  /**
   * Each field as its last input or change left it (its text, or whether it is ticked): what the shopper chose is handed
   * over even if a render of the waking island has set the field back to the state it knows before the hand-over
   * reaches it (a controlled select, set back by the render of the text handed over before it).
   */
  readonly changed: Map<Element, FieldValue>;
  /** Called once the island runs: holding stops (replayed events must reach the island). */
  readonly release: () => void;
  /**
   * Called right before hydration starts: until `release`, no event inside the island goes past the holder, so React,
   * whose listeners on the island's root come after the holder's, sees none while it hydrates in slices (a discrete
   * event reaching a root still hydrating would force the rest of the hydration into that event's task, and be answered
   * there as well as by the hand-over). What happened meanwhile is handed over as everything before it was.
   */
  readonly shield: () => void;
}

/** A field's value as the shopper left it. */
export interface FieldValue {
  readonly value: string;
  readonly checked: boolean;
}

/** One held action: the event to replay and the element it happened on. */
export type Pending =
  | { readonly kind: 'click'; readonly target: HTMLElement }
  | { readonly kind: 'submit'; readonly target: HTMLFormElement; readonly submitter: HTMLElement | null };

/** Events that wake an island on interaction (and that the holder watches). */
export const WAKE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'change', 'click', 'submit'] as const;

/** Clicks the island takes over: held until it runs. Submit buttons send their form (held as the send). */
export const HELD_CLICK = 'button:not([commandfor], [popovertarget]), [role="button"]:not([data-commandfor]), [data-island-click]';

/**
 * What a hydrating React would act on (its discrete events, which hydrate the rest at once, and the focus and input
 * its handlers listen to): stopped at the island's root while it hydrates.
 */
const SHIELDED_EVENTS = [
  ...WAKE_EVENTS,
  'focusout',
  'beforeinput',
  'keyup',
  'keypress',
  'pointerup',
  'pointercancel',
  'mousedown',
  'mouseup',
  'auxclick',
  'dblclick',
  'contextmenu',
  'touchstart',
  'touchend',
  'touchcancel',
  'compositionstart',
  'compositionend',
  'dragstart',
  'dragend',
  'drop',
  'copy',
  'cut',
  'paste',
  'reset',
  'textInput',
] as const;

/** A button whose click the browser answers by itself: one that sends or resets its form (the send is held instead). */
const answeredByForm = (control: Element): boolean =>
  control instanceof HTMLButtonElement && control.form !== null && (control.type === 'submit' || control.type === 'reset');

const FIELD = 'input, textarea, select';

const isField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

/** The button that sent a form, if it is one of the form's (a submit event's submitter). */
const submitterOf = (event: Event, form: HTMLFormElement): HTMLElement | null => {
  const submitter = event instanceof SubmitEvent ? event.submitter : null;
  return (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form ? submitter : null;
};

/** Keys pressed on a select whose change is not yet seen. */
const lastKeys = new WeakMap<Element, string>();

/**
 * Keeps one event for the island. `recorded`: it already happened before the holder listened (the early contract saw
 * it), so it can no longer be prevented.
 */
export const hold = (held: Held, event: Event, recorded: boolean): void => {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  if ((event.type === 'input' || event.type === 'change') && isField(target))
    held.changed.set(target, { value: target.value, checked: target instanceof HTMLInputElement && target.checked });
  switch (event.type) {
    case 'focusin':
      if (target.matches(FIELD)) held.visited.push(target);
      return;
    case 'keydown':
      if (target instanceof HTMLSelectElement && event instanceof KeyboardEvent) lastKeys.set(target, event.key);
      return;
    case 'pointerdown': {
      const select = target.closest('select');
      if (select) lastKeys.delete(select);
      return;
    }
    case 'change': {
      if (!(target instanceof HTMLSelectElement)) return;
      const key = lastKeys.get(target);
      lastKeys.delete(target);
      if (key === undefined) held.keys.delete(target);
      else held.keys.set(target, key);
      return;
    }
    case 'submit': {
      // A dialog's own form (method="dialog") closes its dialog: the platform's answer, never held.
      if (!(target instanceof HTMLFormElement) || target.method === 'dialog') return;
      if (!recorded) event.preventDefault();
      if (held.pending.some((action) => action.kind === 'submit' && action.target === target)) return;
      target.setAttribute('data-sending', '');
      held.pending.push({ kind: 'submit', target, submitter: submitterOf(event, target) });
      return;
    }
    case 'click': {
      const control = target.closest<HTMLElement>(HELD_CLICK);
      if (!control || answeredByForm(control)) return;
      if (!recorded) event.preventDefault();
      // Two taps on one control before the code arrives are one request (two consent layers, a dialog opened and closed).
      if (!held.pending.some((action) => action.kind === 'click' && action.target === control))
        held.pending.push({ kind: 'click', target: control });
      return;
    }
  }
};

/** Replays the held actions once each, in order, as the events they were on the elements they happened on. */
export const replay = (held: Held): void => {
  for (const action of held.pending.splice(0)) {
    if (!action.target.isConnected) continue;
    if (action.kind === 'click') {
      action.target.click();
      continue;
    }
    const form = action.target;
    // The island shows its own busy state from here.
    form.removeAttribute('data-sending');
    const { submitter } = action;
    if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form) submitter.click();
    else form.requestSubmit();
  }
};

/** A control that sends its form (with one, `form` is set): the send wakes its island, not the press. */
const SENDS_FORM = 'button:not([type]),[type=submit],[type=image]';

/**
 * Whether an event wakes its island. Pointer down only records (a press may still become a scroll, and the click or
 * focus that follows wakes); on a control that sends its form, the send wakes, so the wake's work never lands between
 * the press and the send.
 */
const wakes = (event: Event): boolean =>
  event.type !== 'pointerdown' &&
  (event.type === 'submit' ||
    !(event.target instanceof Element && event.target.closest<HTMLButtonElement | HTMLInputElement>(SENDS_FORM)?.form));

/** Runs once the browser has presented the frame it is drawing: the wake never runs inside the input's task. */
const afterPaint = (run: () => void): void => void requestAnimationFrame(() => setTimeout(run, 0));

/** One island's holder: `handle` takes an event (the contract's recorded ones too), `wake` runs the island once. */
export interface FirstTaps {
  readonly held: Held;
  handle(event: Event, recorded: boolean): void;
  wake(): Promise<void>;
  /** Stops holding (the island was removed, or it runs). */
  stop(): void;
}

/**
 * Holds the first taps inside `root` (an island's element or the widget's shadow root) from now until the island
 * runs: the first interaction wakes it (after the frame answering it is painted; a pointer down only records, a
 * control that sends its form wakes it with the send). `run` starts the island and ends
 * with its resume; if it fails, the held actions go the way they go without JavaScript. `passes` lets an event go by
 * untouched and without waking (a form the server answers).
 */
export const holdFirstTaps = (
  root: HTMLElement | ShadowRoot,
  run: (held: Held) => Promise<void>,
  { passes, failure }: { passes?: (event: Event) => boolean; failure: string },
): FirstTaps => {
  const listener = (event: Event) => handle(event, false);
  const halt = (event: Event) => event.stopImmediatePropagation();
  const stop = () => {
    WAKE_EVENTS.forEach((type) => root.removeEventListener(type, listener, true));
    SHIELDED_EVENTS.forEach((type) => root.removeEventListener(type, halt, true));
  };
  const shield = () => SHIELDED_EVENTS.forEach((type) => root.addEventListener(type, halt, true));
  const held: Held = { pending: [], visited: [], keys: new Map(), changed: new Map(), release: stop, shield };
  let waking: Promise<void> | undefined;
  const wake = (): Promise<void> =>
    (waking ??= run(held)
      .catch((error: unknown) => {
        console.error(failure, error);
        stop();
        replay(held);
      })
      .finally(stop));
  function handle(event: Event, recorded: boolean): void {
    if (passes?.(event)) return;
    hold(held, event, recorded);
    if (wakes(event)) afterPaint(() => void wake());
  }
  WAKE_EVENTS.forEach((type) => root.addEventListener(type, listener, true));
  return { held, handle, wake, stop };
};
