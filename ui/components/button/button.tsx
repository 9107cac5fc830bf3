import type { AriaAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { classNames } from '../shared/class-names';
import { useRipple } from './use-ripple';
import { useComponentCopy } from '../shared/component-copy';
import './button.css';

/** Visual variants of spec 9. */
export type ButtonVariant = 'primary' | 'secondary' | 'activating' | 'sale' | 'community';
/** Sizes of spec 9. */
export type ButtonSize = 'small' | 'medium' | 'large';

/** Props of Button; any aria-* attribute is passed through. */
export interface ButtonProps extends AriaAttributes {
  /** Look of the button (default primary). */
  readonly variant?: ButtonVariant;
  /** Height and type size (default medium). */
  readonly size?: ButtonSize;
  /** Shows a spinner and ignores clicks; the button stays focusable and reports aria-busy. */
  readonly loading?: boolean;
  readonly type?: 'button' | 'submit' | 'reset';
  readonly disabled?: boolean;
  readonly onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  readonly children: ReactNode;
  /** Stretches the button to the width of its container. */
  readonly fullWidth?: boolean;
  readonly id?: string;
  readonly className?: string;
  readonly form?: string;
  readonly name?: string;
  readonly value?: string;
  readonly buttonRef?: Ref<HTMLButtonElement>;
  /** The id of a dialog or popover the button commands without script (HTML invoker commands). */
  readonly commandfor?: string;
  /** What the button asks of it (with commandfor). */
  readonly command?: 'show-modal' | 'close' | 'toggle-popover';
  /** Where the button leads in a browser without invoker commands (followed by the page's early event contract). */
  readonly fallbackHref?: string;
}

/** The shop's button: five variants, three sizes, idle or loading, with a ripple that stays visible ≥ 250 ms. */
export const Button = ({
  variant = 'primary',
  size = 'medium',
  loading = false,
  type = 'button',
  disabled = false,
  onClick,
  children,
  fullWidth = false,
  className,
  buttonRef,
  id,
  form,
  name,
  value,
  commandfor,
  command,
  fallbackHref,
  ...aria
}: ButtonProps) => {
  const copy = useComponentCopy();
  const { ripples, handlers } = useRipple(!disabled && !loading);
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // A loading button ignores clicks, including the form submission a submit button would start.
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...aria}
      {...handlers}
      ref={buttonRef}
      id={id}
      form={form}
      name={name}
      value={value}
      commandfor={commandfor}
      command={command}
      data-fallback-href={fallbackHref}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || aria['aria-disabled'] || undefined}
      className={classNames(
        'button',
        `button--${variant}`,
        `button--${size}`,
        loading && 'button--loading',
        fullWidth && 'button--full',
        className,
      )}
      onClick={click}
    >
      <span className="button__label">{children}</span>
      {loading ? (
        <>
          <span className="button__spinner" aria-hidden="true" />
          <span className="visually-hidden">{copy.loading}</span>
        </>
      ) : null}
      <span className="button__ripples" aria-hidden="true">
        {ripples.map((ripple) => (
          <span
            key={ripple.id}
            data-testid="ripple"
            className={classNames('button__ripple', ripple.fading && 'button__ripple--fading')}
            style={{ left: ripple.x - ripple.size / 2, top: ripple.y - ripple.size / 2, width: ripple.size, height: ripple.size }}
          />
        ))}
      </span>
    </button>
  );
};
