import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { classNames } from '../shared/class-names';
import { CloseIcon } from '../shared/icons';
import { useModal } from './use-modal';
import { useComponentCopy } from '../shared/component-copy';
import './modal.css';

/** Props of Modal. */
export interface ModalProps {
  /** Whether the dialog is open (controlled by the owner). */
  readonly open: boolean;
  /** Called on Escape, the close button or a click on the backdrop; the owner sets open to false. */
  readonly onClose: () => void;
  /** The visible title, which labels the dialog. */
  readonly title: ReactNode;
  /** Width: S 400 px, M 600 px, L 900 px (default M). */
  readonly size?: 'S' | 'M' | 'L';
  /** Actions under the content, e.g. buttons. */
  readonly footer?: ReactNode;
  readonly children: ReactNode;
  /** The element that gets focus on opening; the first focusable one otherwise. */
  readonly initialFocusRef?: RefObject<HTMLElement | null>;
  readonly className?: string;
}

/** A modal dialog (WAI-ARIA dialog pattern on a native <dialog>): labelled, focus trapped, Escape closes. */
export const Modal = ({ open, onClose, title, size = 'M', footer, children, initialFocusRef, className }: ModalProps) => {
  const copy = useComponentCopy();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = `modal-title-${useId()}`;
  const behaviour = useModal(dialogRef, open, onClose, initialFocusRef);
  return (
    <dialog
      ref={dialogRef}
      className={classNames('modal', `modal--${size.toLowerCase()}`, className)}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={behaviour.onKeyDown}
      onCancel={behaviour.onCancel}
      onClick={behaviour.onClick}
    >
      {open ? (
        <div className="modal__panel">
          <div className="modal__header">
            <h2 className="modal__title" id={titleId}>
              {title}
            </h2>
            <button type="button" className="modal__close" onClick={onClose}>
              <CloseIcon />
              <span className="visually-hidden">{copy.close}</span>
            </button>
          </div>
          <div className="modal__body">{children}</div>
          {footer ? <div className="modal__footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
};
