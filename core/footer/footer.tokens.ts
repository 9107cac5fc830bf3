/** Injection tokens of the footer context. */
export const FOOTER_TOKENS = {
  gateway: Symbol.for('footer.FooterGateway'),
  assignment: Symbol.for('footer.AbTestAssignmentGateway'),
  cookieConsent: Symbol.for('footer.CookieConsent'),
  /** The load use case: `LoadFooter`. */
  loadFooter: Symbol.for('footer.LoadFooter'),
  /** `StorefrontAddresses`: the home address of each storefront (configuration). */
  addresses: Symbol.for('footer.StorefrontAddresses'),
} as const;
