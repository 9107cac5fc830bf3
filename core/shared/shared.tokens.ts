/** Injection tokens for ports every context shares. Plain symbols, so the core never imports a DI library. */
export const SHARED_TOKENS = {
  logger: Symbol.for('shared.Logger'),
  clock: Symbol.for('shared.Clock'),
  storefront: Symbol.for('shared.Storefront'),
  pageContext: Symbol.for('shared.PageContext'),
  viewport: Symbol.for('shared.Viewport'),
  httpClient: Symbol.for('shared.HttpClient'),
  /** string: the origin the services of spec 7 answer on (the page's origin in a browser, SERVICE_BASE_URL on a server). */
  serviceOrigin: Symbol.for('shared.ServiceOrigin'),
  cookies: Symbol.for('shared.CookieJar'),
  navigation: Symbol.for('shared.Navigation'),
  tracking: Symbol.for('shared.Tracking'),
} as const;
