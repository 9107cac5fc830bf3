/** Whether the page (tab) is visible, and when that changes. */
export interface PageVisibility {
  isVisible(): boolean;
  /** Calls the listener with the new visibility until the returned function removes it. */
  onChange(listener: (visible: boolean) => void): () => void;
}
