import { SHARED_TOKENS } from '../core/shared/shared.tokens';
import type { PageContext } from '../core/layout/page-context';
import type { Module } from './binding';
import type { FeatureBindings, FeatureOptions } from './feature-record';
import { FEATURE_STATES, type PageState } from './page-state';

/**
 * What every composition is made of: the feature records and the page's. `composeServer` and `composeShared`
 * (server/compose-server.ts) and `composeBrowser` (compose-browser.ts) read the same records. Each environment's file
 * imports only its own ports, so no server code reaches the browser's chunks.
 */

/** Every feature record's bindings (`composition/features/<feature>/bindings.ts`), by file. */
const BINDINGS = import.meta.glob<FeatureBindings>('./features/*/bindings.ts', { eager: true, import: 'default' });

/**
 * One module per feature record, the same in every environment: each feature's gateways and use cases. Ports
 * that differ per environment come from the environment's module (compose-browser.ts, server/compose-server.ts, or the
 * test fakes), the page's facts from the page modules below.
 */
export const featureModules = (options: FeatureOptions): Module[] =>
  Object.values(BINDINGS).map((bind) => (binder) => bind(binder, options));

/** The page alone: what the gateways read. The server binds it first and runs a page's use cases. */
export const pageContextModule =
  (page: PageContext): Module =>
  (binder) => {
    binder.bind(SHARED_TOKENS.pageContext).toConstantValue(page);
    binder.bind(SHARED_TOKENS.pageAddress).toConstantValue(`${page.origin}${page.basePath}${page.path}`);
  };

/**
 * Binds what the server decided for the page besides the page itself: each feature record's slice of the page state.
 * The server binds the state it is about to send (once its features decided it); the browser binds the state it
 * decoded from the page, so both render from the same values.
 */
export const pageOutcomeModule =
  (state: PageState): Module =>
  (binder) => {
    for (const feature of FEATURE_STATES) feature.bind(binder, state);
  };
