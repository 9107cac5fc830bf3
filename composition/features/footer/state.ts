import type { NewsletterStatus } from '../../../core/customer/customer-data';
import type { StorefrontAddresses } from '../../../core/footer/country-switcher';
import type { CmsFooterContent } from '../../../core/footer/footer-content.codec';
import { FOOTER_TOKENS } from '../../../core/footer/footer.tokens';
import { perCountry, type CountryCode } from '../../../core/country/country';
import { knownSafeHref, safeHref } from '../../../core/shared/safe-href.codec';
import type { FeatureState } from '../../feature-record';

/**
 * What the server's footer is rendered from (cms null: none or failed; the newsletter status NONE for an anonymous
 * visitor, spec 2.2), never sent: the footer is static markup, so the browser carries no footer codec. Null there.
 */
export interface ServerFooter {
  readonly cms: CmsFooterContent | null;
  readonly newsletterStatus: NewsletterStatus;
}

declare module '../../page-state' {
  interface FeatureStates {
    readonly footer?: ServerFooter | null;
  }
}

const SITE_ROOT = knownSafeHref('/');

/** Storefront addresses from the page state; any that is unsafe becomes the site root. */
const addressesOf = (raw: Readonly<Record<CountryCode, string>>): StorefrontAddresses =>
  perCountry((code) => safeHref(raw[code]) ?? SITE_ROOT);

export default {
  sent: {},
  initial: { footer: null },
  /** The storefront addresses (the page's, sent) and the content the server loaded (kept). */
  bind: (binder, state) => {
    binder.bind(FOOTER_TOKENS.addresses).toConstantValue(addressesOf(state.addresses));
    binder
      .bind(FOOTER_TOKENS.preloaded)
      .toConstantValue(state.footer ? { cms: state.footer.cms ?? undefined, newsletterStatus: state.footer.newsletterStatus } : undefined);
  },
} satisfies FeatureState;
