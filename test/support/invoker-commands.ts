import { platformPolyfills } from '../../adapters/browser/platform-polyfills';

/**
 * jsdom has neither HTML invoker commands nor a modal <dialog>: this stands in for the browser's own behaviour, as a
 * fake of the platform, so component tests can press a `commandfor` button as a shopper does. A `show-modal` command
 * opens the dialog and runs its focusing steps (the first focusable element inside), `close`, the dialog's close() and
 * Escape (with `closedby`) close it, and so does sending the dialog's own `method="dialog"` form; each change fires `toggle`, a close fires `close`, as Chromium does. Chromium itself is
 * exercised by the browser journeys.
 */
const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

const open = (dialog: HTMLDialogElement): void => {
  if (dialog.open) return;
  dialog.setAttribute('open', '');
  dialog.dispatchEvent(new Event('toggle'));
  dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
};

const close = (dialog: HTMLDialogElement): void => {
  if (!dialog.open) return;
  dialog.removeAttribute('open');
  dialog.dispatchEvent(new Event('toggle'));
  dialog.dispatchEvent(new Event('close'));
};

/**
 * jsdom's <dialog> has no showModal(): a stand-in that opens it as the command does, for tests of a page whose dialog
 * is opened from a link (adapters/browser/platform-polyfills.ts: platformPolyfills); the Modal component's tests keep the
 * missing method (its fallback). Returns the undo.
 */
export const installShowModal = (): (() => void) => {
  const dialogs = HTMLDialogElement.prototype;
  if (typeof dialogs.showModal === 'function') return () => {};
  dialogs.showModal = function (this: HTMLDialogElement) {
    open(this);
  };
  return () => {
    Reflect.deleteProperty(dialogs, 'showModal');
  };
};

/** Installs the stand-in once per document (the dom project's setup file calls it). */
export const installInvokerCommands = (document: Document): void => {
  // The dialog's own close(), as a component calls it (the same steps as the close command).
  const dialogs = document.defaultView?.HTMLDialogElement.prototype;
  if (dialogs && typeof dialogs.close !== 'function')
    dialogs.close = function (this: HTMLDialogElement) {
      close(this);
    };
  // A dialog's own form (method="dialog", e.g. its close button) closes it instead of being sent.
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== 'dialog') return;
    event.preventDefault();
    const dialog = form.closest('dialog');
    if (dialog) close(dialog);
  });
  // The product's own opener of a dialog from a link (the page's early inline script runs it in a browser).
  platformPolyfills(true);
  if ('command' in HTMLButtonElement.prototype) return;
  document.addEventListener('click', (event) => {
    const invoker = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
    const target = invoker ? document.getElementById(invoker.getAttribute('commandfor') ?? '') : null;
    if (!(target instanceof HTMLDialogElement)) return;
    const command = invoker?.getAttribute('command');
    if (command === 'show-modal') open(target);
    if (command === 'close' || command === 'request-close') close(target);
  });
  document.addEventListener('keydown', (event) => {
    const dialog = event.target instanceof Element ? event.target.closest('dialog[open][closedby]') : null;
    if (event.key === 'Escape' && dialog instanceof HTMLDialogElement && !event.defaultPrevented) close(dialog);
  });
};
