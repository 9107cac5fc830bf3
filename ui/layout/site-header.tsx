import type { ReactNode } from 'react';
import { useMessages } from '../app/storefront-context';
import { useCurrentPlatform } from './page-layout';

/** The demo header: the shop's name (home link), the platform readout, and slots for features (sign-in, preview). */
export const SiteHeader = ({ children }: { children?: ReactNode }) => {
  const copy = useMessages('layout');
  const platform = useCurrentPlatform();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="site-header__brand" href="/">{copy.shopName}</a>
        <p className="site-header__platform">
          <span className="visually-hidden">{copy.platformLabel}: </span>
          <span data-testid="platform">{copy.platformNames[platform]}</span>
        </p>
        <div className="site-header__slots">{children}</div>
      </div>
    </header>
  );
};
