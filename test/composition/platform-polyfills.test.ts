import { fireEvent, within, waitFor } from '@testing-library/dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_EVENTS_GLOBAL, EARLY_EVENTS_SCRIPT } from '../../adapters/browser/early-events';

// A window of its own (an iframe's): the polyfills stay for the page's life, and the dom project's shared document has
// its own stand-in for invoker commands (test/support/invoker-commands.ts).
let window: Window & typeof globalThis;
let document: Document;
const screen = () => within(document.body);

/**
 * jsdom has `<dialog>` without its behaviour; this gives it what WebKit 2.50 (Safari before 26.2) has: showModal and
 * close (focus back to what had it before, which is the page when a click focused no button), Escape's cancel, and
 * neither invoker commands nor `closedby`, which the page's own script then provides.
 */
const giveJsdomWebKitsDialog = (): void => {
  const { HTMLDialogElement, HTMLElement } = window;
  const previous = new WeakMap<HTMLDialogElement, Element | null>();
  const proto = HTMLDialogElement.prototype;
  Object.defineProperty(proto, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
  proto.showModal = function (this: HTMLDialogElement) {
    previous.set(this, document.activeElement);
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('input, button')?.focus();
  };
  proto.close = function (this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const before = previous.get(this);
    if (before instanceof HTMLElement && before !== document.body) before.focus();
    else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.setTimeout(() => this.dispatchEvent(new window.Event('close')));
  };
  document.addEventListener('keydown', (event) => {
    const open = document.querySelector('dialog[open]');
    if (event.key !== 'Escape' || !(open instanceof HTMLDialogElement)) return;
    if (open.dispatchEvent(new Event('cancel', { cancelable: true }))) open.close();
  });
};

const page = (closedby = 'any') => {
  document.body.innerHTML = `
    <button type="button" commandfor="sign-in" command="show-modal" data-fallback-href="/signin">Anmelden</button>
    <dialog id="sign-in" aria-label="In Ihrem Kundenkonto anmelden" closedby="${closedby}">
      <label>E-Mail-Adresse <input type="email"></label>
      <button type="button" commandfor="sign-in" command="request-close">Abbrechen</button>
      <button type="button" commandfor="sign-in" command="close" value="done">Schließen</button>
    </dialog>`;
  const dialog = document.getElementById('sign-in') as globalThis.HTMLDialogElement;
  // The dialog's box in the viewport (jsdom lays nothing out): 100..500 × 100..400.
  dialog.getBoundingClientRect = () =>
    ({ x: 100, y: 100, left: 100, top: 100, right: 500, bottom: 400, width: 400, height: 300 }) as DOMRect;
  return { opener: screen().getByRole('button', { name: 'Anmelden' }), dialog };
};

const isOpen = () => (document.getElementById('sign-in') as globalThis.HTMLDialogElement).open;

describe('the platform polyfills (invoker commands, closedby), in a browser that has neither', () => {
  beforeAll(() => {
    const frame = globalThis.document.createElement('iframe');
    globalThis.document.body.append(frame);
    window = frame.contentWindow as Window & typeof globalThis;
    document = window.document;
    giveJsdomWebKitsDialog();
    expect('command' in window.HTMLButtonElement.prototype).toBe(false);
    expect('closedBy' in window.HTMLDialogElement.prototype).toBe(false);
    // The page's inline script, as it runs first in the head; then the loader stops the early contract.
    window.eval(EARLY_EVENTS_SCRIPT);
    (Reflect.get(window, EARLY_EVENTS_GLOBAL) as { stop: () => void }).stop();
  });
  afterAll(() => {
    window.frameElement?.remove();
  });
  afterEach(async () => {
    // The close events still queued reach this test's page, not the next one's.
    await new Promise((done) => window.setTimeout(done));
    document.body.innerHTML = '';
  });

  it('opens the dialog on the show-modal button after the early contract stopped, with focus in its first field', () => {
    const { opener } = page();
    fireEvent.click(opener);
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(screen().getByRole('textbox', { name: 'E-Mail-Adresse' }));
  });

  it('closes on its close button with the button value, and focus returns to the opener', async () => {
    const { opener, dialog } = page();
    fireEvent.click(opener);
    fireEvent.click(screen().getByRole('button', { name: 'Schließen' }));
    expect(isOpen()).toBe(false);
    expect(dialog.returnValue).toBe('done');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes on Escape, and focus returns to the opener', async () => {
    const { opener } = page();
    fireEvent.click(opener);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('request-close asks first: a cancel listener that refuses keeps it open, else it closes', () => {
    const { opener, dialog } = page();
    fireEvent.click(opener);
    const refuse = (event: Event) => event.preventDefault();
    dialog.addEventListener('cancel', refuse);
    fireEvent.click(screen().getByRole('button', { name: 'Abbrechen' }));
    expect(isOpen()).toBe(true);
    dialog.removeEventListener('cancel', refuse);
    fireEvent.click(screen().getByRole('button', { name: 'Abbrechen' }));
    expect(isOpen()).toBe(false);
  });

  it('closedby="any": a press on the backdrop closes it, one inside the dialog or dragged out of it does not', async () => {
    const { opener, dialog } = page('any');
    fireEvent.click(opener);
    fireEvent.pointerDown(dialog, { clientX: 300, clientY: 200 });
    fireEvent.click(dialog, { clientX: 300, clientY: 200 });
    expect(isOpen()).toBe(true);
    fireEvent.pointerDown(dialog, { clientX: 300, clientY: 200 });
    fireEvent.click(dialog, { clientX: 20, clientY: 20 });
    expect(isOpen()).toBe(true);
    fireEvent.pointerDown(dialog, { clientX: 20, clientY: 20 });
    fireEvent.click(dialog, { clientX: 20, clientY: 20 });
    expect(isOpen()).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closedby="closerequest": the backdrop does not close it, Escape does; closedby="none": neither', () => {
    const { opener, dialog } = page('closerequest');
    fireEvent.click(opener);
    fireEvent.pointerDown(dialog, { clientX: 20, clientY: 20 });
    fireEvent.click(dialog, { clientX: 20, clientY: 20 });
    expect(isOpen()).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(isOpen()).toBe(false);
    const none = page('none');
    fireEvent.click(none.opener);
    fireEvent.keyDown(none.dialog, { key: 'Escape' });
    fireEvent.pointerDown(none.dialog, { clientX: 20, clientY: 20 });
    fireEvent.click(none.dialog, { clientX: 20, clientY: 20 });
    expect(isOpen()).toBe(true);
  });

  it('does nothing for a click a listener prevented, nor for a disabled invoker', () => {
    const { opener } = page();
    const prevent = (event: Event) => event.preventDefault();
    opener.addEventListener('click', prevent);
    fireEvent.click(opener);
    expect(isOpen()).toBe(false);
    opener.removeEventListener('click', prevent);
    (opener as globalThis.HTMLButtonElement).disabled = true;
    fireEvent.click(opener);
    expect(isOpen()).toBe(false);
  });

  it("works for the invoker's inner parts (a tap on its label or icon)", () => {
    document.body.innerHTML = `<button type="button" commandfor="d" command="show-modal"><span>Anmelden</span></button><dialog id="d"><input></dialog>`;
    fireEvent.click(screen().getByText('Anmelden'));
    expect((document.getElementById('d') as globalThis.HTMLDialogElement).open).toBe(true);
  });
});
