import { useSyncExternalStore } from 'react';

/**
 * False in the server's HTML and the first client render (so hydration matches), true once effects run: for the
 * few controls that exist only for browsers without JavaScript (a form's submit button the script makes redundant).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/** Hydration is not an event anyone can subscribe to: React re-renders with the client snapshot once it is done. */
const subscribeToNothing = (): (() => void) => () => {};
