import type { MouseEvent, ReactNode } from 'react';
import type { SafeHref } from '../../../core/shared/safe-href.codec';
import { useMessages } from '../../app/storefront-context';
import { classNames } from '../shared/class-names';
import { ExternalIcon } from '../shared/icons';
import './text-link.css';

/** Props of TextLink. */
export interface TextLinkProps {
  /** The target, already checked (core/shared/safe-href.codec.ts); undefined renders the text without href. */
  readonly href: SafeHref | undefined;
  readonly children: ReactNode;
  /** Opens in a new tab (rel="noopener noreferrer"), marked by an icon and a screen-reader note. */
  readonly external?: boolean;
  readonly onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** 'inverse' for dark backgrounds, 'quiet' for ink-coloured links in running text. */
  readonly tone?: 'default' | 'inverse' | 'quiet';
  readonly className?: string;
  readonly 'aria-current'?: 'page' | undefined;
}

/** A text link to a SafeHref (checked once, where the URL came in); without one it renders a link without href. */
export const TextLink = ({ href: safe, children, external = false, onClick, tone = 'default', className, ...rest }: TextLinkProps) => {
  const copy = useMessages('components');
  return (
    <a
      {...rest}
      className={classNames('text-link', `text-link--${tone}`, !safe && 'text-link--inert', className)}
      href={safe}
      onClick={onClick}
      {...(external && safe ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external && safe ? (
        <>
          {' '}
          <ExternalIcon />
          <span className="visually-hidden">{copy.opensInNewTab}</span>
        </>
      ) : null}
    </a>
  );
};
