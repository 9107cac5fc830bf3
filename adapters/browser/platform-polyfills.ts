/**
 * The platform's answers where the platform lacks them, for the page's whole life: invoker commands (`commandfor` and
 * `command` on a button: `show-modal`, `close`, `request-close`; Baseline since December 2025) and `closedby` on
 * `<dialog>` (`any`: a tap on the backdrop closes it too; `none`: Escape does not). The page's early inline script
 * runs it first (adapters/browser/early-events.ts), so it is serialised as it is and must not use anything outside itself.
 * A browser that has both features gets only the dialog links (below); one that lacks them behaves as one that has them: the dialog opens,
 * Escape, its close buttons and (with `closedby="any"`) the backdrop close it, and focus returns to the button that
 * opened it. A browser without `<dialog>` follows the invoker's `data-fallback-href` (the no-JavaScript page).
 *
 * - The command runs on the click's bubbling through the document, as the native one runs after the click's
 *   listeners: a click a listener prevented commands nothing, nor does a disabled button.
 * - Focus returns to the opener on close when nothing else has it (WebKit focuses no button on a click, so the
 *   dialog's own return would land on the page).
 * - Light dismiss: a press that starts and ends on the backdrop of a `closedby="any"` dialog asks it to close (a
 *   `cancel` a listener may refuse), as `request-close` does; `closedby="none"` refuses Escape's close request.
 * - In every browser, a link marked `data-commandfor` (the header's "Sign in": a link to the sign-in page, so that it
 *   works with neither script nor invoker commands) opens that modal dialog instead of being followed, as a
 *   `command="show-modal"` button would, focus returning to it on close; marked `role="button"`, Space presses it too.
 *   A click with a modifier key, another mouse button, or without the dialog in the page follows the link. `linksOnly`
 *   (the tests' stand-in of the platform, which answers invoker commands itself) stops there.
 * - No comments inside the function: it is inlined in every page as written.
 */
export function platformPolyfills(linksOnly = false): void {
  // Duck-typed, not `instanceof HTMLDialogElement`: an engine may lack the element's class or its showModal.
  const isDialog = (element: Element | null): element is HTMLDialogElement =>
    element instanceof HTMLElement && typeof Reflect.get(element, 'showModal') === 'function';
  const returnFocus = (modal: HTMLDialogElement, opener: HTMLElement): void => {
    modal.addEventListener(
      'close',
      () => {
        const active = document.activeElement;
        if ((!active || active === document.body || modal.contains(active)) && opener.isConnected) opener.focus();
      },
      { once: true },
    );
  };
  document.addEventListener('click', (event) => {
    const opener = event.target instanceof Element ? event.target.closest('a[data-commandfor]') : null;
    if (event.defaultPrevented || !(opener instanceof HTMLAnchorElement) || event.button !== 0) return;
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const dialog = document.getElementById(opener.getAttribute('data-commandfor') ?? '');
    if (!isDialog(dialog)) return;
    event.preventDefault();
    if (dialog.open) return;
    dialog.showModal();
    returnFocus(dialog, opener);
  });
  document.addEventListener('keydown', (event) => {
    const opener = event.target instanceof Element ? event.target.closest('a[data-commandfor][role="button"]') : null;
    if (event.key !== ' ' || event.defaultPrevented || !(opener instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    opener.click();
  });
  const commands = 'command' in HTMLButtonElement.prototype;
  const closedBy = typeof HTMLDialogElement === 'function' && 'closedBy' in HTMLDialogElement.prototype;
  if (linksOnly || (commands && closedBy)) return;
  const requestClose = (dialog: HTMLDialogElement): void => {
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  };
  if (!commands) {
    document.addEventListener('click', (event) => {
      const invoker = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
      if (event.defaultPrevented || !(invoker instanceof HTMLButtonElement) || invoker.disabled) return;
      const dialog = document.getElementById(invoker.getAttribute('commandfor') ?? '');
      const command = (invoker.getAttribute('command') ?? '').toLowerCase();
      if (!isDialog(dialog)) {
        const fallback = invoker.getAttribute('data-fallback-href');
        if (fallback) window.location.assign(fallback);
        return;
      }
      const modal = dialog;
      if (command === 'show-modal' && !modal.open) {
        modal.showModal();
        returnFocus(modal, invoker);
      } else if (command === 'close' && modal.open) modal.close(invoker.value || undefined);
      else if (command === 'request-close' && modal.open) requestClose(modal);
    });
  }
  if (!closedBy) {
    let pressedOutside: EventTarget | null = null;
    const outside = (event: MouseEvent): HTMLDialogElement | null => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !dialog.open || dialog.getAttribute('closedby') !== 'any') return null;
      const box = dialog.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      return inside ? null : dialog;
    };
    document.addEventListener('pointerdown', (event) => {
      pressedOutside = outside(event);
    });
    document.addEventListener('click', (event) => {
      const dialog = outside(event);
      if (dialog && dialog === pressedOutside) requestClose(dialog);
      pressedOutside = null;
    });
    document.addEventListener(
      'cancel',
      (event) => {
        if (event.target instanceof HTMLDialogElement && event.target.getAttribute('closedby') === 'none') event.preventDefault();
      },
      true,
    );
  }
}

/**
 * The polyfills as the page's inline script carries them (adapters/browser/early-events.ts puts them first), without the
 * indentation (the function has no multi-line strings, so every line's leading blanks can go).
 */
export const PLATFORM_POLYFILLS_SCRIPT = `(${platformPolyfills.toString().replace(/\n\s+/g, '\n')})();`;
