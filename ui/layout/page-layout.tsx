import { createContext, useContext, type ReactNode } from 'react';
import type { LayoutVisibility } from '../../core/layout/layout-directives';
import type { Platform } from '../../core/layout/platform';
import { useMessages } from '../app/storefront-context';

const PlatformContext = createContext<Platform | undefined>(undefined);

/** The platform the page is laid out for (mobile, tablet, classic); undefined until known (CSS decides meanwhile). */
export const useCurrentPlatform = (): Platform | undefined => useContext(PlatformContext);

/** Props of the three-area page (spec 2.1). */
export interface PageLayoutProps {
  /** Which areas the layout directives leave visible. */
  readonly visibility: LayoutVisibility;
  /** The platform the page is laid out for; undefined before hydration without a platform cookie. */
  readonly platform: Platform | undefined;
  readonly header: ReactNode;
  readonly footer: ReactNode;
  /**
   * What belongs to the header but is shown only on demand (its sign-in dialog): after the footer, where a text browser,
   * which knows no closed dialog, prints it, and never between the header and the page's heading. With the header.
   */
  readonly headerDialogs?: ReactNode;
  readonly children: ReactNode;
}

/** Header, main (#main-content, reached by the skip link) and footer. */
export const PageLayout = ({ visibility, platform, header, footer, headerDialogs, children }: PageLayoutProps) => {
  const copy = useMessages('layout');
  return (
    <PlatformContext.Provider value={platform}>
      <div className="page" data-platform={platform}>
        <a className="skip-link" href="#main-content">
          {copy.skipToContent}
        </a>
        {visibility.header && header}
        <main id="main-content" className="page__main" tabIndex={-1}>
          {children}
        </main>
        {visibility.footer && footer}
        {visibility.header && headerDialogs}
      </div>
    </PlatformContext.Provider>
  );
};
