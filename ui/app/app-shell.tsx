import type { ReactNode } from 'react';
import type { LayoutVisibility } from '../../core/layout/layout-directives';
import type { Viewport } from '../../core/layout/viewport.port';
import { PageLayout } from '../layout/page-layout';
import { usePlatform } from '../layout/use-platform';

/** Props of the storefront shell. */
export interface AppShellProps {
  readonly visibility: LayoutVisibility;
  /** data-platform of the page, if the serving layer set one. */
  readonly platformAttribute: string | null;
  readonly viewport: Viewport;
  readonly header: ReactNode;
  readonly footer: ReactNode;
  /** The header's dialogs, placed after the footer (PageLayout). */
  readonly headerDialogs?: ReactNode;
  readonly children: ReactNode;
}

/** The page shell: platform tracking plus the three-area layout. */
export const AppShell = ({ visibility, platformAttribute, viewport, header, footer, headerDialogs, children }: AppShellProps) => {
  const platform = usePlatform(platformAttribute, viewport);
  return (
    <PageLayout visibility={visibility} platform={platform} header={header} footer={footer} headerDialogs={headerDialogs}>
      {children}
    </PageLayout>
  );
};
