import { token } from '../shared/token';
import type { NewsletterStatus } from '../customer/customer-data';
import type { StorefrontAddresses } from './country-switcher';
import type { CmsFooterContent } from './footer-content.codec';
import type { FooterGateway } from './footer-gateway.port';
import type { LoadFooterContent } from './load-footer.use-case';

/** What the server loaded for the footer and sent with the page (the browser: undefined, it loads nothing). */
export type PreloadedFooter = { readonly cms: CmsFooterContent | undefined; readonly newsletterStatus?: NewsletterStatus } | undefined;

/** Injection tokens of the footer context. */
export const FOOTER_TOKENS = {
  gateway: token<FooterGateway>('footer.FooterGateway'),
  /** The content use case the server calls: `LoadFooterContent`. */
  loadFooterContent: token<LoadFooterContent>('footer.LoadFooterContent'),
  /** `{ cms, newsletterStatus }` the server loaded and sent with the page (undefined: none). */
  preloaded: token<PreloadedFooter>('footer.Preloaded'),
  /** `StorefrontAddresses`: the home address of each storefront (configuration). */
  addresses: token<StorefrontAddresses>('footer.StorefrontAddresses'),
} as const;
