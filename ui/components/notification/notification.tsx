import { useRef, useState, type ReactNode } from 'react';
import { classNames } from '../shared/class-names';
import { focusAfterRemoving } from '../shared/focusables';
import { CheckIcon, CloseIcon, ErrorIcon, InfoIcon, WarningIcon } from '../shared/icons';
import { useComponentCopy } from '../shared/component-copy';
import './notification.css';
import { useHydrated } from '../../app/use-hydrated';

/** The four kinds of spec 4.4. */
export type NotificationType = 'info' | 'success' | 'error' | 'warning';
/** The three variants of spec 9. */
export type NotificationVariant = 'banner' | 'copysize' | 'footnotesize';

/** Props of Notification. */
export interface NotificationProps {
  readonly type: NotificationType;
  /** banner (boxed, closable), copysize (inline at body size) or footnotesize (small print); default copysize. */
  readonly variant?: NotificationVariant;
  readonly title?: ReactNode;
  readonly children: ReactNode;
  /** Shows a close button (banner only); once closed the banner stays hidden. */
  readonly closable?: boolean;
  readonly onClose?: () => void;
  readonly id?: string;
  /** Can take focus from a script or a link to its id (tabindex -1): the answer a page opens at, for one. */
  readonly focusTarget?: boolean;
  readonly className?: string;
}

const ICONS = { info: InfoIcon, success: CheckIcon, error: ErrorIcon, warning: WarningIcon } as const;

/**
 * A message of one of four kinds. Errors and warnings are announced at once (role="alert"), info and success
 * politely (role="status"); a visually hidden prefix names the kind the icon shows.
 */
export const Notification = ({
  type,
  variant = 'copysize',
  title,
  children,
  closable = false,
  onClose,
  id,
  focusTarget = false,
  className,
}: NotificationProps) => {
  const copy = useComponentCopy();
  const [closed, setClosed] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  if (closed) return null;
  const Icon = ICONS[type];
  const canClose = closable && variant === 'banner';
  return (
    <div
      ref={rootRef}
      id={id}
      tabIndex={focusTarget ? -1 : undefined}
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      className={classNames('notification', `notification--${type}`, `notification--${variant}`, className)}
    >
      <span className="notification__icon" aria-hidden="true">
        <Icon />
      </span>
      <div className="notification__body">
        {title ? (
          <p className="notification__title">
            <span className="visually-hidden">{copy.notificationTypes[type]}: </span>
            {title}
          </p>
        ) : null}
        <div className="notification__text">
          {title ? null : <span className="visually-hidden">{copy.notificationTypes[type]}: </span>}
          {children}
        </div>
      </div>
      {/* Script-only: absent from the server's HTML (a text browser would print a button that does nothing). */}
      {canClose && hydrated ? (
        <button
          type="button"
          className="notification__close"
          onClick={() => {
            // Focus moves on before the banner goes (to the next control, else the one before), never to the page's start.
            if (rootRef.current) focusAfterRemoving(rootRef.current)?.focus();
            setClosed(true);
            onClose?.();
          }}
        >
          <CloseIcon />
          <span className="visually-hidden">{copy.close}</span>
        </button>
      ) : null}
    </div>
  );
};
