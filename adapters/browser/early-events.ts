/**
 * The early event contract: a few lines the server inlines at the top of every page's head (allowed by their CSP
 * hash, never a nonce, because pages are cached), so nothing a shopper does between the first paint and the island
 * loader's arrival is lost. The platform answers every tap by itself (a dialog opened by an invoker command, a form
 * that posts, fields revealed by CSS); the contract only records, from the first byte, which islands were touched and
 * which clicks need code, and hands them to the loader, which wakes those islands and replays each click once.
 *
 * - Clicks, field changes, keys and focus inside an island are recorded and handed, in order, to the one first-tap
 *   module (first-tap.ts) through the loader, which wakes the island (resume hands over the
 *   fields). Two clicks on the same control before the loader arrives count once.
 * - A form posted before the loader arrives goes to the server the no-JavaScript way, once: a second send of the same
 *   form is ignored, and the form shows its busy state (`data-sending`, styled by CSS) at once.
 * - Browsers without invoker commands or `closedby` get them first, for the page's whole life
 *   (adapters/browser/platform-polyfills.ts, in the same inline script).
 *
 * The function is serialised as it is (it must not use anything outside itself); `EARLY_EVENTS_SCRIPT` is what the
 * page carries and what its CSP hash is computed from.
 */

import { PLATFORM_POLYFILLS_SCRIPT } from './platform-polyfills';

/** The global the contract leaves for the loader. */
export const EARLY_EVENTS_GLOBAL = '__storefrontEarlyEvents';
/** The event the runtime dispatches on the document when a customer signs in on the page (islands that prefill wake). */
export const SIGNED_IN_EVENT = 'storefront:signed-in';
/** The meta element naming the copy chunk's files, which the loader preloads when the first island wakes. */
export const COPY_MODULES_META = 'storefront-copy';
/** The meta element naming the island loader's file, which the contract loads once the page has painted. */
export const LOADER_META = 'storefront-loader';
/** The meta element naming the runtime's files (React's part and the rest), which the loader preloads when the first island wakes. */
export const RUNTIME_MODULES_META = 'storefront-runtime';
/** The meta elements naming one island's files (`data-island-name` names it), which the loader preloads when that island wakes. */
export const ISLAND_MODULES_META = 'storefront-island-modules';

/** The contract itself; runs in the page's head before anything else (see above). */
function earlyEventContract(global: string, loaderMeta: string): void {
  const events: Event[] = [];
  const types = ['click', 'submit', 'change', 'input', 'focusin', 'keydown'];
  const record = (event: Event): void => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (event.type === 'submit' && target instanceof HTMLFormElement) {
      // A dialog's own form (method="dialog": its close button) closes it, as often as asked; the browser answers it.
      if (target.method === 'dialog') return;
      // Sent natively, once: the server answers it as it answers a form without JavaScript.
      if (target.hasAttribute('data-sending')) event.preventDefault();
      else target.setAttribute('data-sending', '');
      return;
    }
    if (!target.closest('[data-island]')) return;
    // Two taps on one control before the code arrives are one request.
    if (event.type === 'click' && events.some((earlier) => earlier.type === 'click' && earlier.target === target)) return;
    events.push(event);
  };
  types.forEach((type) => document.addEventListener(type, record, true));
  // Back to a page the browser kept (the back button after a native send): its forms can be sent again.
  window.addEventListener('pageshow', () =>
    document.querySelectorAll('form[data-sending]').forEach((form) => form.removeAttribute('data-sending')),
  );
  Object.defineProperty(window, global, {
    value: { events, stop: () => types.forEach((type) => document.removeEventListener(type, record, true)) },
    configurable: true,
  });
  // The island loader is asked for once the page is parsed and has painted (the frame after the first rAF): its request
  // never shares the network with what draws the page (HTML, stylesheet), so the first paint and LCP are the page's
  // without script. Taps before it arrives are recorded above. A hidden tab paints nothing: it is asked for at once.
  let asked = false;
  const load = (): void => {
    const src = document.querySelector(`meta[name="${loaderMeta}"]`)?.getAttribute('content');
    if (asked || typeof src !== 'string' || !src.startsWith('/')) return;
    asked = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.append(script);
  };
  const afterPaint = (): void => {
    if (document.visibilityState === 'hidden') load();
    else requestAnimationFrame(() => setTimeout(load, 0));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
}

/** The inline script every page carries first in its head. */
export const EARLY_EVENTS_SCRIPT = `${PLATFORM_POLYFILLS_SCRIPT}(${earlyEventContract.toString()})(${JSON.stringify(EARLY_EVENTS_GLOBAL)}, ${JSON.stringify(LOADER_META)});`;

/** The events the contract recorded and how to stop it, if the page carried it (the loader takes them over once). */
export const takeEarlyEvents = (): { readonly events: readonly Event[]; readonly stop: () => void } | undefined => {
  const early: unknown = Reflect.get(window, EARLY_EVENTS_GLOBAL);
  if (typeof early !== 'object' || early === null || !('events' in early) || !('stop' in early)) return undefined;
  Reflect.deleteProperty(window, EARLY_EVENTS_GLOBAL);
  const { events, stop } = early;
  return Array.isArray(events) && typeof stop === 'function'
    ? { events: events.filter((event) => event instanceof Event), stop: () => void stop() }
    : undefined;
};
