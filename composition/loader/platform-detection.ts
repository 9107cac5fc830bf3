import { LAYOUT_BREAKPOINTS } from '../../core/layout/breakpoints';
import { platformFromWidth } from '../../core/layout/platform';

/**
 * Platform detection (spec 2.1): the page's `data-platform` from the serving layer, else the window's width, followed.
 * Core's rule decides (core/layout/platform.ts); the media queries only say when the width crossed a breakpoint.
 */
export const detectPlatform = (): void => {
  const page = document.querySelector<HTMLElement>('.page');
  if (!page || page.hasAttribute('data-platform')) return;
  const set = () => page.setAttribute('data-platform', platformFromWidth(window.innerWidth));
  set();
  for (const breakpoint of Object.values(LAYOUT_BREAKPOINTS))
    window.matchMedia(`(min-width: ${breakpoint}px)`).addEventListener('change', set);
};
