import type { ReactNode } from 'react';
import { SiteFooter } from '../ui/layout/site-footer';

/** What the header shows beside the shop's name (sign-in, staff preview button). One element per feature. */
export const HeaderSlot = (): ReactNode => null;

/** The footer area, with the features it embeds. */
export const FooterSlot = (): ReactNode => <SiteFooter />;
