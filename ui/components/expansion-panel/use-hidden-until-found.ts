import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps collapsed content in the page as hidden="until-found" (React only writes hidden=""), so find-in-page and
 * crawlers reach it; when the browser's search lands inside, it fires "beforematch" and we expand.
 */
export const useHiddenUntilFound = (ref: RefObject<HTMLElement | null>, collapsed: boolean, onFound: () => void) => {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (collapsed) element.setAttribute('hidden', 'until-found');
    else element.removeAttribute('hidden');
  }, [ref, collapsed]);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.addEventListener('beforematch', onFound);
    return () => element.removeEventListener('beforematch', onFound);
  }, [ref, onFound]);
};
