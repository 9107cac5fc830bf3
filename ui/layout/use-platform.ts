import { useCallback, useSyncExternalStore } from 'react';
import { parsePlatform, resolvePlatform, type Platform } from '../../core/layout/platform';
import type { Viewport } from '../../core/layout/viewport.port';

/**
 * The current platform: the platform attribute (from the request's cookie) if there is one, else the width,
 * following resizes. The first render (on the server and at hydration) knows no width: without the attribute it
 * is undefined and CSS media queries lay the page out; the width decides from the first effect on.
 */
export const usePlatform = (attribute: string | null, viewport: Viewport): Platform | undefined => {
  const subscribe = useCallback((changed: () => void) => viewport.onResize(() => changed()), [viewport]);
  return useSyncExternalStore(
    subscribe,
    () => resolvePlatform(attribute, viewport.width()),
    () => parsePlatform(attribute),
  );
};
