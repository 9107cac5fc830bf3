import * as E from 'fp-ts/Either';
import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { loadCatalogue } from '../core/i18n/load-catalogue';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';
import type { IslandProps } from '../ui/app/island';
import { composeBrowser } from './compose-browser';
import { asResolver, resolve } from './container';
import { hydrateAndResume } from './island-resume';
import { adoptRules, revalidate } from '../adapters/browser/first-load-rules';
import type { Held } from '../adapters/browser/first-tap';
import { IslandRoot, islandIdPrefix } from './island-root';
import type { IslandModule } from './island-declaration';
import { PAGE_STATE_ID, parsePageState } from './page-state';
import { SESSION_TOKENS } from '../core/session/session.tokens';
import { SIGNED_IN_EVENT } from '../adapters/browser/early-events';
import { yieldToMain } from './yield-to-main';

/**
 * The page's runtime, built once when the first island wakes and shared by every island: the state the server sent,
 * one container (so one session store, one customer store) and the copy.
 */
const buildRuntime = async () => {
  const state = parsePageState(document.getElementById(PAGE_STATE_ID)?.textContent);
  if (!state) throw new Error('The page state sent by the server did not decode; the page keeps working without JavaScript.');
  // Each piece in a task of its own (the state's decode, the container, the copy, hydration): an input goes between.
  await yieldToMain();
  const container = composeBrowser(state);
  await yieldToMain();
  const messages = await loadCatalogue(state.storefront.locale);
  // A sign-in in one island wakes the islands that prefill from it (the loader listens).
  const session = resolve(container, SESSION_TOKENS.status);
  session.subscribe(() => void (session.get() === 'SIGNED_IN' && document.dispatchEvent(new Event(SIGNED_IN_EVENT))));
  return { state, container, messages, logger: resolve(container, SHARED_TOKENS.logger) };
};
let page: ReturnType<typeof buildRuntime> | undefined;
const pageRuntime = () => (page ??= buildRuntime());

/**
 * Hydrates one island as a root of its own, from the props the server recorded for it (decoded with the island's
 * codec), in slices that yield, then hands over what the shopper did meanwhile (island-resume.ts): the island's events
 * stop at its holder until then, so nothing typed is set back and nothing is answered twice.
 */
export const hydrateIsland = async (element: HTMLElement, module: IslandModule<IslandProps>, held: Held): Promise<void> => {
  const [{ state, container, messages, logger }] = await Promise.all([pageRuntime(), module.ready?.()]);
  container.bindIsland(module.bindings ?? []);
  const props = module.props.decode(state.islands[element.id]?.props);
  if (E.isLeft(props)) throw new Error(`The props of island ${element.id} did not decode.`);
  await yieldToMain();
  await hydrateAndResume(
    element,
    held,
    (hydrated, sliced) => {
      const start = () =>
        hydrateRoot(
          element,
          <IslandRoot resolver={asResolver(container)} storefront={state.storefront} messages={messages} onHydrated={hydrated}>
            <module.Component {...props.right} />
          </IslandRoot>,
          {
            identifierPrefix: islandIdPrefix(element.id),
            onRecoverableError: (error) => logger.error('Hydration recovered from an error.', error),
          },
        );
      // In slices that yield (a transition), or in one task where the first-load script's errors are handed over.
      if (sliced) startTransition(() => void start());
      else flushSync(start);
    },
    { adopt: adoptRules, revalidate },
  );
  element.setAttribute('data-hydrated', '');
};

/**
 * Starts the login-token refresh (spec 3.4) for a signed-in customer: the first-load script calls it once a LoginToken
 * exists (its one wait for a login cookie). A scheduler a sign-in on this page started meanwhile is not restarted.
 */
export const startSessionRefresh = async (): Promise<void> =>
  resolve((await pageRuntime()).container, SESSION_TOKENS.startRefresh)({ ifIdle: true });
