/** Read access to the page's cookies (values already URI-decoded). */
export interface CookieJar {
  /** The value of the named cookie, or undefined when it is absent. */
  get(name: string): string | undefined;
  /** Every cookie as name/value pairs, in document order. */
  all(): ReadonlyArray<readonly [string, string]>;
  /** Sets a cookie for the whole site. */
  set(name: string, value: string, options?: { maxAgeSeconds?: number }): void;
}
