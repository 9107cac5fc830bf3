import * as E from 'fp-ts/Either';
import { hydrateRoot } from 'react-dom/client';
import { loadCatalogue } from '../core/i18n/load-catalogue';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';
import type { IslandProps } from '../ui/app/island';
import { composeBrowser } from './compose-browser';
import { asResolver, resolve } from './container';
import { readFields, resumeIsland } from './island-resume';
import type { Held } from './first-tap';
import { IslandRoot, islandIdPrefix } from './island-root';
import type { IslandModule } from './features/island-declaration';
import { PAGE_STATE_ID, parsePageState } from './page-state';
import { SESSION_TOKENS } from '../core/session/session.tokens';
import { SIGNED_IN_EVENT } from './early-events';

/**
 * The page's runtime, built once when the first island wakes and shared by every island: the state the server sent,
 * one container (so one session store, one customer store) and the copy.
 */
const buildRuntime = async () => {
  const state = parsePageState(document.getElementById(PAGE_STATE_ID)?.textContent);
  if (!state) throw new Error('The page state sent by the server did not decode; the page keeps working without JavaScript.');
  const container = composeBrowser(state);
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
 * codec), then hands over what the shopper did meanwhile (island-resume.ts): the fields are read again at each input
 * while React hydrates, since hydration may set controlled values back.
 */
export const hydrateIsland = async (element: HTMLElement, module: IslandModule<IslandProps>, held: Held): Promise<void> => {
  const [{ state, container, messages, logger }] = await Promise.all([pageRuntime(), module.ready?.()]);
  const props = module.props.decode(state.islands[element.id]?.props);
  if (E.isLeft(props)) throw new Error(`The props of island ${element.id} did not decode.`);
  let before = readFields(element);
  const reread = () => void (before = readFields(element));
  element.addEventListener('input', reread, true);
  await new Promise<void>((hydrated) => {
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
  });
  element.removeEventListener('input', reread, true);
  held.release();
  element.setAttribute('data-hydrated', '');
  resumeIsland(element, before, held);
};

/**
 * Starts the login-token refresh (spec 3.4) for a signed-in customer: the first-load script calls it once a LoginToken
 * exists (its one wait for a login cookie). A scheduler a sign-in on this page started meanwhile is not restarted.
 */
export const startSessionRefresh = async (): Promise<void> =>
  resolve((await pageRuntime()).container, SESSION_TOKENS.startRefresh)({ ifIdle: true });
