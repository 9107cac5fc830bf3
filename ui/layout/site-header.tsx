import type { ReactNode } from 'react';
import { useMessages } from '../app/storefront-context';

/**
 * The demo header: the shop's name (home link of the storefront), tools for the team (the staff preview bar) and the
 * shopper's controls (sign-in). The name is never cut short: on a wide screen the tools take the room between name and
 * controls; on a phone they are a band of their own under them, and controls that do not fit beside the name go under it.
 */
export const SiteHeader = ({ homeHref = '/', tools, children }: { homeHref?: string; tools?: ReactNode; children?: ReactNode }) => {
  const copy = useMessages('layout');
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-header__brand" href={homeHref}>
          {copy.shopName}
        </a>
        <div className="site-header__tools">{tools}</div>
        <div className="site-header__slots">{children}</div>
      </div>
    </header>
  );
};
