import type { ReactNode } from 'react';
import { useMessages } from '../app/storefront-context';

/** The demo header: the shop's name (home link of the storefront) and slots for features (sign-in, preview). */
export const SiteHeader = ({ homeHref = '/', children }: { homeHref?: string; children?: ReactNode }) => {
  const copy = useMessages('layout');
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-header__brand" href={homeHref}>
          {copy.shopName}
        </a>
        <div className="site-header__slots">{children}</div>
      </div>
    </header>
  );
};
