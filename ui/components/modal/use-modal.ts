import { useEffect, useEffectEvent, type KeyboardEvent, type MouseEvent, type RefObject } from 'react';
import { focusables } from '../shared/focusables';

/** Makes everything outside the dialog inert where the browser lacks showModal(); returns the undo. */
const inertOutside = (dialog: HTMLElement): (() => void) => {
  const changed: HTMLElement[] = [];
  for (let node: HTMLElement | null = dialog; node && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.hasAttribute('inert')) {
        sibling.setAttribute('inert', '');
        changed.push(sibling);
      }
    }
  }
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
};

/**
 * The WAI-ARIA dialog behaviour of Modal: opens as a modal <dialog> (top layer, page behind inert), moves focus in,
 * keeps Tab inside, closes on Escape or a backdrop click through onClose, and returns focus to the opener.
 */
export const useModal = (
  dialogRef: RefObject<HTMLDialogElement | null>,
  open: boolean,
  onClose: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
) => {
  // The dialog's own close request always reaches the owner's current handler, without re-running the effect.
  const closedNatively = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const active = dialog.ownerDocument.activeElement;
    const opener = active instanceof HTMLElement ? active : null;
    let undoInert = () => {};
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
      undoInert = inertOutside(dialog);
    }
    const root = dialog.ownerDocument.documentElement;
    root.classList.add('has-modal');
    (initialFocusRef?.current ?? focusables(dialog)[0] ?? dialog).focus();
    // The browser may close a dialog by itself (a close request); keep the owner's state in step.
    const onNativeClose = () => closedNatively();
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      undoInert();
      root.classList.remove('has-modal');
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open, dialogRef, initialFocusRef]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(event.currentTarget);
    const first = items[0];
    const last = items[items.length - 1];
    const active = event.currentTarget.ownerDocument.activeElement;
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onCancel = (event: { preventDefault(): void }) => {
    event.preventDefault();
    onClose();
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  return { onKeyDown, onCancel, onClick };
};
