import { ISLANDS, type IslandEntry } from './islands';
import type { IslandName } from '../ui/app/island';
import { readFields, resumeIsland } from './island-resume';
import { holdFirstTaps, type FirstTaps, type Held } from '../adapters/browser/first-tap';
import { yieldToMain } from './yield-to-main';
import {
  COPY_MODULES_META,
  ISLAND_MODULES_META,
  RUNTIME_MODULES_META,
  SIGNED_IN_EVENT,
  takeEarlyEvents,
} from '../adapters/browser/early-events';
import type { IslandModule } from './island-declaration';
import type { IslandProps } from '../ui/app/island';
import { startFieldMetrics } from '../adapters/browser/field-metrics';
import { startFirstLoadRules } from '../adapters/browser/first-load-rules';
import { requestFooterAssignment } from './loader/ab-assignment';
import { signedIn, whenLoggedIn } from './loader/login-watch';
import { detectPlatform } from './loader/platform-detection';
import { whenIdle } from './loader/when-idle';
import '../ui/styles/global.css';

// The storefront's styles in one render-blocking stylesheet, so the server's markup is styled before and without any
// script (islands included). Staff-only styles stay in the staff chunk; the catalogue's come with its route.
import.meta.glob(['../ui/**/*.css', '!../ui/preview/**', '!../ui/components/catalogue/**'], { eager: true });

/**
 * The page's only first-load script: it watches the server's islands and wakes each one when the island table says
 * (islands.ts), keeping the shopper's first interaction. Its other jobs are modules of their own (loader/): the field
 * metrics, platform detection, the wait for a login cookie and the footer's A/B call. React, the container and each island's code are lazy chunks
 * (island-runtime.tsx), fetched when an island wakes. Nothing here renders; the server's HTML stays as it is.
 */

/** Forms whose answer the server decides: the loader neither holds their submit nor wakes an island for them. */
const NATIVE_FORM = 'form[data-native-submit]';

/** Adds a module preload for each same-origin file a meta element names (the server names them from the build's manifest). */
const preloadNamed = (selector: string): void => {
  for (const href of document.querySelector<HTMLMetaElement>(selector)?.content.split(' ') ?? [])
    if (href.startsWith('/') && !document.querySelector(`link[href="${CSS.escape(href)}"]`))
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
};

let runtime: Promise<typeof import('./island-runtime')> | undefined;
/**
 * The runtime (React, the container, the page state): fetched once, shared by every island. Its files and the
 * storefront's copy (which it imports next) are preloaded at once (the server names them), so all of it arrives in
 * one round trip; then it evaluates in three tasks, React first (loader/react-part.ts), its DOM renderer
 * (loader/react-dom-part.ts), then the rest, whose React imports find them evaluated, with the main thread given back
 * between: an ES module graph evaluates in one piece.
 */
const loadRuntime = () =>
  (runtime ??= (async () => {
    preloadNamed(`meta[name="${RUNTIME_MODULES_META}"]`);
    preloadNamed(`meta[name="${COPY_MODULES_META}"]`);
    await import('./loader/react-part');
    await yieldToMain();
    await import('./loader/react-dom-part');
    await yieldToMain();
    return import('./island-runtime');
  })());

/**
 * An island's code, imported once the runtime has evaluated (else its import would evaluate React and the runtime
 * with it, in one task); its files are preloaded from the start of the wake.
 */
const loadIsland = async (entry: Exclude<IslandEntry, { dom: unknown }>): Promise<IslandModule<IslandProps>> => {
  preloadNamed(`meta[name="${ISLAND_MODULES_META}"][data-island-name="${entry.name}"]`);
  await loadRuntime();
  await yieldToMain();
  return (await entry.load()).default;
};

/**
 * Watches one island: wakes it per its entry, holds what the shopper does meanwhile (first-tap.ts), hands it over
 * once it runs. Returns its holder, through which the loader also passes what the early event contract recorded.
 */
const watch = (element: HTMLElement, entry: IslandEntry): FirstTaps => {
  const taps = holdFirstTaps(element, (held) => run(element, entry, held), {
    failure: '[storefront] An island could not be loaded; it keeps working as it does without JavaScript.',
    // A form the server answers (the confirmation page's button) goes as it goes without JavaScript: nothing to wake.
    // A DOM island's form goes natively (the country form): its binding only decides when, never how.
    passes: (event) =>
      (event.target instanceof Element && event.target.closest(NATIVE_FORM) !== null) || (event.type === 'submit' && 'dom' in entry),
  });
  const wake = taps.wake;
  // A pointer resting on the island: fetch its code before the click (never before the page has loaded).
  const prefetch = () => ('dom' in entry ? undefined : void loadIsland(entry).catch(() => undefined));
  // A form the server answers needs no code: resting on it fetches nothing.
  const onPointerOver = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(NATIVE_FORM)) return;
    element.removeEventListener('pointerover', onPointerOver);
    whenIdle(prefetch);
  };
  element.addEventListener('pointerover', onPointerOver, { passive: true });
  const { wake: when } = entry;
  switch (when.on) {
    case 'interaction':
      if (when.whenSignedIn) {
        if (signedIn()) whenIdle(() => void wake());
        else document.addEventListener(SIGNED_IN_EVENT, () => void wake(), { once: true });
      }
      break;
    case 'idle':
      whenIdle(() => void wake());
      break;
    case 'visible': {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((item) => item.isIntersecting)) {
          observer.disconnect();
          void wake();
        }
      });
      observer.observe(element);
      break;
    }
  }
  return taps;
};

/** Runs an island: the runtime hydrates a React island; a DOM island binds itself. Then what the shopper did is handed over. */
const run = async (element: HTMLElement, entry: IslandEntry, held: Held): Promise<void> => {
  if ('dom' in entry) {
    const before = readFields(element);
    held.release();
    entry.dom.bind(element);
    element.setAttribute('data-hydrated', '');
    resumeIsland(element, before, held);
    return;
  }
  // React, the runtime and the island's chunk, each evaluated in a task of its own (their files fetched together).
  const [island, module] = await Promise.all([loadRuntime(), loadIsland(entry)]);
  // The page state, the container and hydration follow in tasks of their own.
  await yieldToMain();
  await island.hydrateIsland(element, module, held);
};

/** Whether an element's data-island names an island of this build (the page's markup is input like any other). */
const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLANDS, name);

const start = (): void => {
  const watchers = new Map<Element, FirstTaps>();
  const domIslands: FirstTaps[] = [];
  document.querySelectorAll<HTMLElement>('[data-island]').forEach((element) => {
    const name = element.dataset.island ?? '';
    if (!isIslandName(name)) return;
    const taps = watch(element, ISLANDS[name]);
    watchers.set(element, taps);
    if ('dom' in ISLANDS[name]) domIslands.push(taps);
  });
  // What the shopper did before this script ran (the early event contract in the head): every island watches from
  // here, so the contract stops, and each island it saw touched wakes with those events held as if they came now.
  const early = takeEarlyEvents();
  early?.stop();
  for (const event of early?.events ?? []) {
    const island = event.target instanceof Element ? event.target.closest('[data-island]') : null;
    const watcher = island ? watchers.get(island) : undefined;
    watcher?.handle(event, true);
  }
  // DOM islands bind now (a few hundred bytes, no request): their first click is answered in its own task, as awake,
  // and what the contract recorded for them is handed over at once.
  for (const taps of domIslands) void taps.wake();
  detectPlatform();
  // The login-token refresh (spec 3.4) runs for signed-in customers only: its code is fetched once a LoginToken exists.
  whenLoggedIn(() => whenIdle(() => void loadRuntime().then((island) => island.startSessionRefresh())));
  requestFooterAssignment();
  // Interactive: every island is watched, so nothing the shopper does from here is lost (shop scripts and journeys read it).
  document.documentElement.setAttribute('data-ready', '');
};

startFieldMetrics();
startFirstLoadRules();
start();
