import type { Container } from 'inversify';
import { browserLoaders, browserModule } from './bindings.browser';
import { pageContextModule, pageOutcomeModule } from './bindings.page';
import { featureModules } from './compose';
import { createContainer } from './container';
import type { PageState } from './page-state';

/** The browser's container for the page, built once when the first island wakes: its ports, every feature, the page state. */
export const composeBrowser = (state: PageState): Container => {
  const container = createContainer();
  container.load(
    browserModule({ origin: window.location.origin, debug: state.page.query.debug === '1' }),
    pageContextModule(state.page),
    pageOutcomeModule(state),
    ...featureModules({ country: state.storefront.country, ...browserLoaders(container) }),
  );
  return container;
};
