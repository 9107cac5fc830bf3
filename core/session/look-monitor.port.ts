/** Tells when the shopper looks at the page again: it became visible, got focus, or was clicked. */
export interface LookMonitor {
  /** Calls the listener on each look until the returned function removes it. */
  onLook(listener: () => void): () => void;
}
