/** What the serving layer wrote into the page and what the address adds, read once at start. */
export interface PageContext {
  /** data-country of the root element. */
  readonly country: string | null;
  /** data-platform of the root element. */
  readonly platform: string | null;
  /** data-layout-directives of the root element (from the X-Layout-Directives response header). */
  readonly layoutDirectives: string | null;
  /** data-newsletter-form-hidden of the root element. */
  readonly newsletterFormHidden: string | null;
  /** data-checkout: the page is part of checkout. */
  readonly checkout: string | null;
  /** data-spa: the page is a single-page app (newsletter private path, spec 7.1). */
  readonly spa: string | null;
  /** The address path, e.g. "/components". */
  readonly path: string;
  /** The address query parameters. */
  readonly query: Readonly<Record<string, string>>;
  /** The page origin, e.g. "http://127.0.0.1:5173". */
  readonly origin: string;
}
