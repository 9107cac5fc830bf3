/** The window width and its changes, so layout rules never read the DOM themselves. */
export interface Viewport {
  /** Current width in CSS px. */
  width(): number;
  /** Calls back on every width change; returns the unsubscribe function. */
  onResize(listener: (width: number) => void): () => void;
}
