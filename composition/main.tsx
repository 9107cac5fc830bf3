import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { readPageContext } from '../adapters/browser/document-page-context';
import { WindowViewport } from '../adapters/browser/window-viewport';
import { resolveStorefront } from '../core/country/storefront';
import { loadCatalogue } from '../core/i18n/load-catalogue';
import type { Logger } from '../core/shared/logger.port';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';
import { App } from './app';
import { bindShared } from './bindings.browser';
import { bindFeatures } from './bindings.features';
import { startSessionRefresh } from './bindings.session';
import { asResolver, createContainer } from './container';
import '../ui/styles/global.css';

/** The browser entry point: read the page, resolve the storefront, build the container once, render. */
const start = async (): Promise<void> => {
  const page = readPageContext(document, window.location);
  const { storefront, warnings } = resolveStorefront({
    pageCountry: page.country, countryParam: page.query.country, localeParam: page.query.locale,
  });
  const container = createContainer();
  const env = { page, storefront, debug: page.query.debug === '1' };
  bindShared(container, env);
  bindFeatures(container, env);
  const logger = container.get<Logger>(SHARED_TOKENS.logger);
  warnings.forEach((warning) => logger.warn(warning));
  document.documentElement.lang = storefront.locale === 'en' ? 'en' : storefront.locale;
  const messages = await loadCatalogue(storefront.locale);
  const mount = document.getElementById('root');
  if (!mount) throw new Error('The page has no #root element.');
  const root = createRoot(mount);
  // A transition lets React yield between components, so the first render is no single long task (TBT).
  startTransition(() => {
    root.render(<App resolver={asResolver(container)} page={page} storefront={storefront} messages={messages} viewport={new WindowViewport(window)} />);
  });
  startSessionRefresh(container, (run, ms) => window.setTimeout(run, ms));
};

void start();
