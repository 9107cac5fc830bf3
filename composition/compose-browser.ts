import { ConsoleLogger } from '../adapters/browser/console-logger';
import { DataLayerTracking, type DataLayerHost } from '../adapters/browser/data-layer-tracking';
import { DocumentCookieJar } from '../adapters/browser/document-cookie-jar';
import { LocationNavigation } from '../adapters/browser/location-navigation';
import { SystemClock } from '../adapters/browser/system-clock';
import { FetchHttpClient } from '../adapters/http/fetch-http-client';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';
import { BROWSER_SERVICE_TIMEOUT_MS } from '../core/shared/http-client.port';
import type { PreviewPanelLoader } from '../ui/preview/preview-panel-loader';
import { featureModules, pageContextModule, pageOutcomeModule } from './compose';
import type { FeatureBindings } from './feature-record';
import { createContainer, type Container, type Module } from './container';
import type { PageState } from './page-state';

/**
 * The browser's container for the page, built once when the first island wakes: its ports, every feature, the page
 * state; `bindIsland` binds what an island's chunk lists (`island-bindings.ts`), each once per page.
 */
export const composeBrowser = (state: PageState): Container & { bindIsland(bindings: readonly FeatureBindings[]): void } => {
  const container = createContainer();
  const options = { country: state.storefront.country, ...browserLoaders(container) };
  container.load(
    browserModule({ origin: window.location.origin, debug: state.page.query.debug === '1' }),
    pageContextModule(state.page),
    pageOutcomeModule(state),
    ...featureModules(options),
  );
  const bound = new Set<FeatureBindings>();
  return Object.assign(container, {
    bindIsland: (bindings: readonly FeatureBindings[]) => {
      for (const bind of bindings.filter((each) => !bound.has(each))) {
        bound.add(bind);
        bind(container, options);
      }
    },
  });
};

/**
 * The browser environment's module: every port that needs window, document or the browser's HTTP stack. Only this file
 * touches window and document at start-up.
 */
const browserModule =
  (env: { readonly origin: string; readonly debug: boolean }): Module =>
  ({ bind }) => {
    bind(SHARED_TOKENS.logger).toConstantValue(new ConsoleLogger(env.debug));
    bind(SHARED_TOKENS.clock).toConstantValue(new SystemClock());
    bind(SHARED_TOKENS.cookies).toConstantValue(new DocumentCookieJar(document));
    bind(SHARED_TOKENS.navigation).toConstantValue(new LocationNavigation(window.location));
    // Cast: window carries the data layer as an untyped global (the tag manager's dataLayer array).
    bind(SHARED_TOKENS.tracking).toConstantValue(new DataLayerTracking(window as unknown as DataLayerHost));
    bind(SHARED_TOKENS.serviceOrigin).toConstantValue(env.origin);
    bind(SHARED_TOKENS.httpClient).toConstantValue(
      new FetchHttpClient({ baseURL: env.origin, defaultTimeoutMs: BROWSER_SERVICE_TIMEOUT_MS, credentials: 'include' }),
    );
  };

/** The browser's loaders of the lazy chunks: each loads its chunk and its module into the container once. */
const browserLoaders = (container: Container) => {
  let panel: ReturnType<PreviewPanelLoader> | undefined;
  return {
    loadRefresh: async () => {
      container.load((await import('./features/session/refresh')).sessionRefreshModule);
      return true;
    },
    loadPanel: () => {
      panel ??= import('./features/preview/panel').then((chunk) => {
        container.load(chunk.previewPanelModule);
        return chunk.StaffPreview;
      });
      // A failed download is tried again on the next call.
      panel.catch(() => {
        panel = undefined;
      });
      return panel;
    },
  };
};
