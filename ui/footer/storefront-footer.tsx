import type { ReactNode } from 'react';
import { FooterView } from './footer-view';
import { useFooter } from './use-footer';

/** The footer of every storefront page, from the content the server loaded; the newsletter widget comes in from the slot. */
export const StorefrontFooter = ({ newsletter }: { newsletter?: ReactNode }) => <FooterView model={useFooter()} newsletter={newsletter} />;
