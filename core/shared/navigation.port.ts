/** Leaves or reloads the current page; the only way core and ui change the browser location. */
export interface Navigation {
  /** Loads another address (a full navigation). */
  assign(url: string): void;
  /** Reloads the current page. */
  reload(): void;
}
