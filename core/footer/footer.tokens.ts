/** Injection tokens of the footer context. */
export const FOOTER_TOKENS = {
  gateway: Symbol.for('footer.FooterGateway'),
  /** The A/B test service (`AbTestGateway`), for the assignment call the footer makes. */
  assignment: Symbol.for('footer.AbTestGateway'),
  cookieConsent: Symbol.for('footer.CookieConsent'),
  /** The content use case the server calls: `LoadFooterContent`. */
  loadFooterContent: Symbol.for('footer.LoadFooterContent'),
  /** `{ cms }` the server loaded and sent with the page, or undefined (the client loads it). */
  preloaded: Symbol.for('footer.Preloaded'),
  /** The load use case: `LoadFooter`. */
  loadFooter: Symbol.for('footer.LoadFooter'),
  /** `StorefrontAddresses`: the home address of each storefront (configuration). */
  addresses: Symbol.for('footer.StorefrontAddresses'),
} as const;
