import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { classNames } from '../shared/class-names';
import { CloseIcon } from '../shared/icons';
import { useComponentCopy } from '../shared/component-copy';
import './modal.css';

/** Props of CommandDialog. */
export interface CommandDialogProps {
  /** The id its openers name (`commandfor`), unique in the page. */
  readonly id: string;
  /** The visible title, which labels the dialog. */
  readonly title: ReactNode;
  /** Width: S 400 px, M 600 px, L 900 px (default M). */
  readonly size?: 'S' | 'M' | 'L';
  /** Actions under the content, e.g. buttons. */
  readonly footer?: ReactNode;
  readonly children: ReactNode;
  /** Called when the dialog opens or closes, and at once if the platform opened it before this code ran. */
  readonly onOpenChange?: (open: boolean) => void;
  /** False closes the dialog where it is open (its owner is done with it, e.g. after a sign-in); opening stays the platform's. */
  readonly open?: boolean;
  readonly className?: string;
}

/**
 * A modal dialog the platform opens and closes by itself (WAI-ARIA dialog pattern on a native <dialog>): a button
 * with `commandfor={id} command="show-modal"` opens it before and without script, Escape, its close button and a tap
 * on the backdrop close it (`closedby="any"`), the page behind is inert, focus goes to its first field (the close
 * button comes last in the tree) and back to the opener. Its content is in the server's HTML, so script, when it arrives, adopts the open dialog and
 * what was typed in it, and only adds what needs code.
 */
export const CommandDialog = ({ id, title, size = 'M', footer, children, onOpenChange, open, className }: CommandDialogProps) => {
  const copy = useComponentCopy();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `${id}-title`;
  const report = useEffectEvent((open: boolean) => onOpenChange?.(open));
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // The platform may have opened it before this code ran: adopt that state.
    if (dialog.open) report(true);
    const onToggle = () => report(dialog.open);
    dialog.addEventListener('toggle', onToggle);
    dialog.addEventListener('close', onToggle);
    return () => {
      dialog.removeEventListener('toggle', onToggle);
      dialog.removeEventListener('close', onToggle);
    };
  }, []);
  // Closes only when the owner's open turns false (a dialog the platform opened before the owner heard of it stays).
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current === true && open === false && dialogRef.current?.open) dialogRef.current.close();
    wasOpen.current = open;
  }, [open]);
  return (
    <dialog
      ref={dialogRef}
      id={id}
      className={classNames('modal', `modal--${size.toLowerCase()}`, className)}
      aria-labelledby={titleId}
      closedby="any"
    >
      <div className="modal__panel">
        <div className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
        </div>
        <div className="modal__body">{children}</div>
        {footer ? <div className="modal__footer">{footer}</div> : null}
        {/* Last in the tree, so the platform's opening focus lands on the first field; drawn in the header's corner. A
            dialog's own form (method="dialog") closes it in every browser with <dialog>, with neither script nor
            invoker commands; a text browser that knows no dialog sends it as a form to this page, which shows it again. */}
        <form method="dialog" className="modal__close-form">
          <button type="submit" className="modal__close modal__close--corner">
            <CloseIcon />
            {/* Named by text (text browsers print a button's content, never its aria-label). */}
            <span className="visually-hidden">{copy.close}</span>
          </button>
        </form>
      </div>
    </dialog>
  );
};
