import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readPageContext } from '../adapters/browser/document-page-context';
import { WindowViewport } from '../adapters/browser/window-viewport';
import { storefrontAddresses } from '../core/footer/country-switcher';
import { resolveStorefront } from '../core/country/storefront';
import { loadCatalogue } from '../core/i18n/load-catalogue';
import type { Logger } from '../core/shared/logger.port';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';
import { App } from './app';
import { loadPage } from './routes';
import { browserLoaders, browserModule } from './bindings.browser';
import { featureModules } from './bindings.features';
import { pageStateModule } from './bindings.page';
import { startSessionRefresh } from './bindings.session';
import { asResolver, createContainer } from './container';
import { PAGE_STATE_ID, parsePageState, type PageState } from './page-state';
import '../ui/styles/global.css';

/**
 * The browser entry: read the state the server sent with the page (decoded with its codec), build the container,
 * hydrate the server's HTML. A page without server state (an embedding page that does not render on a server)
 * is rendered from scratch, as before.
 */
const start = async (): Promise<void> => {
  const stateElement = document.getElementById(PAGE_STATE_ID);
  const serverState = parsePageState(stateElement?.textContent);
  const state = serverState ?? stateFromDocument();
  const container = createContainer();
  container.load(
    browserModule({ origin: window.location.origin, debug: state.page.query.debug === '1' }),
    pageStateModule(state),
    ...featureModules({ country: state.storefront.country, ...browserLoaders(container) }),
  );
  const logger = container.get<Logger>(SHARED_TOKENS.logger);
  if (stateElement && !serverState) logger.warn('The page state sent by the server did not decode; rendering without it.');
  const [messages, Page] = await Promise.all([loadCatalogue(state.storefront.locale), loadPage(state.page.path, state.page.status)]);
  const mount = document.getElementById('root');
  if (!mount) throw new Error('The page has no #root element.');
  const app = (
    <App
      resolver={asResolver(container)}
      page={state.page}
      storefront={state.storefront}
      messages={messages}
      viewport={new WindowViewport(window)}
      logger={logger}
      Page={Page}
      // Marks the page as interactive (data-ready on <html>), for the shop's own scripts and the browser journeys.
      onReady={() => document.documentElement.setAttribute('data-ready', '')}
    />
  );
  if (serverState) {
    hydrateRoot(mount, app, {
      onRecoverableError: (error) => logger.error('Hydration recovered from an error.', error),
    });
  } else {
    // A transition lets React yield between components, so the first render is no single long task (TBT).
    startTransition(() => {
      createRoot(mount).render(app);
    });
  }
  startSessionRefresh(container, (run, ms) => window.setTimeout(run, ms));
};

/** The state of a page that was not rendered by the server entry: read from the document's attributes and address. */
const stateFromDocument = (): PageState => {
  const page = readPageContext(document, window.location);
  const { storefront, warnings } = resolveStorefront({
    pageCountry: page.country,
    countryParam: page.query.country,
    localeParam: page.query.locale,
  });
  warnings.forEach((warning) => console.warn(`[storefront] ${warning}`));
  document.documentElement.lang = storefront.locale === 'en' ? 'en' : storefront.locale;
  return {
    page,
    storefront,
    previewMode: document.documentElement.getAttribute('data-preview-mode') === 'on' ? 'on' : 'off',
    addresses: storefrontAddresses(window.location.origin),
    footer: null,
    newsletterPost: null,
    confirmation: null,
    preferences: null,
  };
};

void start();
