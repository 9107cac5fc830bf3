/** Tells when the user touches, types, scrolls or clicks (spec 4.3). */
export interface ActivityMonitor {
  /** Calls the listener on each activity until the returned function removes it. */
  onActivity(listener: () => void): () => void;
}
