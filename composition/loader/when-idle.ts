/**
 * Runs `run` once the page has loaded and the main thread is idle: the first-load script's work that no shopper waits
 * for (prefetches, the A/B call, islands that wake on idle). Safari has no requestIdleCallback: a short timeout after
 * load stands in for it.
 */
export const whenIdle = (run: () => void): void => {
  const idle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
};
