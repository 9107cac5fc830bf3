import { ISLANDS, type IslandEntry } from './islands';
import type { IslandName } from '../ui/app/island';
import { ASSIGNMENT_PATH } from '../adapters/http/abtest-path';
import { COOKIE_NAMES } from '../core/shared/cookie-names';
import type { Held, Pending } from './island-resume';
import { COPY_MODULES_META, SIGNED_IN_EVENT } from './page-markers';
import { startFieldMetrics } from './field-metrics';
import '../ui/styles/global.css';

// The storefront's styles in one render-blocking stylesheet, so the server's markup is styled before and without any
// script (islands included). Staff-only styles stay in the staff chunk; the catalogue's come with its route.
import.meta.glob(['../ui/**/*.css', '!../ui/preview/**', '!../ui/components/catalogue/**'], { eager: true });

/**
 * The page's only first-load script: it watches the server's islands and wakes each one when the island table says
 * (composition/islands.ts), keeping the shopper's first interaction. React, the container and each island's code are
 * lazy chunks (island-runtime.tsx), fetched when an island wakes. Nothing here renders; the server's HTML stays as it is.
 */

/** Forms whose answer the server decides: the loader neither holds their submit nor wakes an island for them. */
const NATIVE_FORM = 'form[data-native-submit]';

/** Events that wake an island on interaction; clicks and submits before it runs are held and replayed. */
const WAKE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'change', 'click', 'submit'] as const;

/** Clicks the island takes over (buttons, and links it marks with data-island-click): held until it runs. */
const HELD_CLICK = 'button:not([type="submit"]), [role="button"], [data-island-click]';

let runtime: Promise<typeof import('./island-runtime')> | undefined;
/**
 * The runtime chunk (React, the container, the page state): fetched once, shared by every island; the storefront's
 * copy, which the runtime imports next, is preloaded beside it (the server names its files), saving a round trip.
 */
const loadRuntime = () => {
  if (!runtime) {
    const copy = document.querySelector<HTMLMetaElement>(`meta[name="${COPY_MODULES_META}"]`)?.content.split(' ') ?? [];
    copy
      .filter((href) => href.startsWith('/'))
      .forEach((href) => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      });
  }
  return (runtime ??= import('./island-runtime'));
};

const whenIdle = (run: () => void): void => {
  // Safari has no requestIdleCallback: a short timeout after load stands in for it.
  const idle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
};

/** Watches one island: wakes it per its entry, holds what the shopper does meanwhile, hands it over once it runs. */
const watch = (element: HTMLElement, entry: IslandEntry): void => {
  const pending: Pending[] = [];
  const visited: Element[] = [];
  let waking: Promise<void> | undefined;
  const stop = () => WAKE_EVENTS.forEach((type) => element.removeEventListener(type, onEvent, true));
  const held: Held = { pending, visited, release: stop };
  const wake = (): Promise<void> =>
    (waking ??= Promise.all([loadRuntime(), entry.load()])
      .then(([island, module]) => island.hydrateIsland(element, module.default, held))
      .catch((error: unknown) => {
        // Without its code the server's markup still works: held actions go the way they go without JavaScript.
        console.error('[storefront] An island could not be loaded; it keeps working as it does without JavaScript.', error);
        pending.forEach((action) => action.fallback());
      })
      .finally(stop));
  function onEvent(event: Event): void {
    const target = event.target instanceof Element ? event.target : null;
    // A form the server answers (the confirmation page's button) goes as it goes without JavaScript: nothing to wake.
    if (target?.closest(NATIVE_FORM)) return;
    if (event.type === 'focusin' && target?.matches('input, textarea, select')) visited.push(target);
    const heldClick = event.type === 'click' ? target?.closest<HTMLElement>(HELD_CLICK) : null;
    if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
      // Sent by the island once it runs, or by the browser without it: never dropped, never twice.
      event.preventDefault();
      const form = event.target;
      const submitter = event instanceof SubmitEvent ? event.submitter : null;
      pending.push({ kind: 'submit', target: form, submitter, fallback: () => submitNatively(form, submitter) });
    } else if (heldClick) {
      const held = heldClick;
      event.preventDefault();
      pending.push({
        kind: 'click',
        target: held,
        fallback: () => (held instanceof HTMLAnchorElement ? window.location.assign(held.href) : undefined),
      });
    }
    void wake();
  }
  WAKE_EVENTS.forEach((type) => element.addEventListener(type, onEvent, true));
  // A pointer resting on the island: fetch its code before the click (never before the page has loaded).
  element.addEventListener('pointerover', () => whenIdle(() => void Promise.all([loadRuntime(), entry.load()]).catch(() => undefined)), {
    once: true,
    passive: true,
  });
  const { wake: when } = entry;
  switch (when.on) {
    case 'interaction':
      if (when.whenSignedIn) {
        if (signedIn()) whenIdle(() => void wake());
        else document.addEventListener(SIGNED_IN_EVENT, () => void wake(), { once: true });
      }
      return;
    case 'idle':
      return whenIdle(() => void wake());
    case 'visible': {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((item) => item.isIntersecting)) {
          observer.disconnect();
          void wake();
        }
      });
      return observer.observe(element);
    }
    case 'media': {
      const query = window.matchMedia(when.query);
      if (query.matches) return whenIdle(() => void wake());
      return query.addEventListener('change', () => void wake(), { once: true });
    }
  }
};

/** Sends a held form the way it goes without JavaScript (HTMLFormElement.submit() skips the submitter: carry its value). */
const submitNatively = (form: HTMLFormElement, submitter: HTMLElement | null | undefined): void => {
  if (submitter instanceof HTMLButtonElement && submitter.name) {
    const carried = document.createElement('input');
    carried.type = 'hidden';
    carried.name = submitter.name;
    carried.value = submitter.value;
    form.append(carried);
  }
  form.submit();
};

/** A customer is signed in: the script-readable login token is there (spec 3.4). */
const signedIn = (): boolean => document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${COOKIE_NAMES.loginToken}=`));

/** Platform detection (spec 2.1): the page's data-platform from the serving layer, else the window's width, followed. */
const detectPlatform = (): void => {
  const page = document.querySelector<HTMLElement>('.page');
  if (!page || page.hasAttribute('data-platform')) return;
  const mobile = window.matchMedia('(max-width: 767.98px)');
  const tablet = window.matchMedia('(max-width: 1279.98px)');
  const set = () => page.setAttribute('data-platform', mobile.matches ? 'mobile' : tablet.matches ? 'tablet' : 'classic');
  set();
  mobile.addEventListener('change', set);
  tablet.addEventListener('change', set);
};

/** Whether an element's data-island names an island of this build (the page's markup is input like any other). */
const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);

const start = (): void => {
  document.querySelectorAll<HTMLElement>('[data-island]').forEach((element) => {
    const name = element.dataset.island ?? '';
    if (isIslandName(name)) watch(element, ISLANDS[name]);
  });
  detectPlatform();
  // The login-token refresh (spec 3.4) runs for signed-in customers only: its code is fetched once a LoginToken exists.
  const watchLogin = () => {
    if (!signedIn()) return false;
    whenIdle(() => void loadRuntime().then((island) => island.startSessionRefresh()));
    return true;
  };
  if (!watchLogin()) {
    const timer = window.setInterval(() => watchLogin() && window.clearInterval(timer), 10_000);
  }
  // The footer's A/B assignment call (spec 7.3): made when the footer is on the page, its result ignored.
  if (document.querySelector('footer.site-footer'))
    whenIdle(
      () =>
        void fetch(ASSIGNMENT_PATH, { credentials: 'same-origin', cache: 'no-store' })
          // Read to the end, so the connection is free (an unread body keeps the request open).
          .then((response) => response.arrayBuffer())
          .catch(() => undefined),
    );
  // Interactive: every island is watched, so nothing the shopper does from here is lost (shop scripts and journeys read it).
  document.documentElement.setAttribute('data-ready', '');
};

startFieldMetrics();
start();
