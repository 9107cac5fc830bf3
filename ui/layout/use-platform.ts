import { useEffect, useState } from 'react';
import { resolvePlatform, type Platform } from '../../core/layout/platform';
import type { Viewport } from '../../core/layout/viewport.port';

/** The current platform: data-platform if the page has one, else the width, following resizes. */
export const usePlatform = (attribute: string | null, viewport: Viewport): Platform => {
  const [platform, setPlatform] = useState<Platform>(() => resolvePlatform(attribute, viewport.width()));
  useEffect(() => {
    setPlatform(resolvePlatform(attribute, viewport.width()));
    return viewport.onResize((width) => setPlatform(resolvePlatform(attribute, width)));
  }, [attribute, viewport]);
  return platform;
};
