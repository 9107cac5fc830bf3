import { useEffect, useState } from 'react';

/**
 * False in the server's HTML and the first client render (so hydration matches), true once effects run: for the
 * few controls that exist only for browsers without JavaScript (a form's submit button the script makes redundant).
 */
export const useHydrated = (): boolean => {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
};
