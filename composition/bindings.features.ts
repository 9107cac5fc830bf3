import { ContainerModule } from 'inversify';
import type { CountryCode } from '../core/country/country';
import type { PreviewPanelLoader } from '../ui/preview/preview-panel-loader';
import { bindCustomer } from './bindings.customer';
import { bindFooter } from './bindings.footer';
import { bindNewsletter } from './bindings.newsletter';
import { bindPreview } from './bindings.preview';
import { bindSession, type LoadRefresh } from './bindings.session';

/** What the feature modules take from the environment: the storefront and the loaders of the lazy chunks. */
export interface FeatureOptions {
  readonly country: CountryCode;
  /** Loads the login-token refresh machinery (browser: its chunk; server: never called). */
  readonly loadRefresh: LoadRefresh;
  /** Loads the staff panel (browser: its chunk; server: never called). */
  readonly loadPanel: PreviewPanelLoader;
}

/**
 * One ContainerModule per feature, the same in every environment (browser, server, test): each feature's gateways
 * and use cases, in its own bindings file. Ports that differ per environment come from the environment's module
 * (bindings.browser.ts, bindings.server.ts, or the test fakes), the page's facts from bindings.page.ts.
 */
export const featureModules = (options: FeatureOptions): ContainerModule[] => [
  new ContainerModule((binder) => bindCustomer(binder)),
  new ContainerModule((binder) => bindFooter(binder)),
  new ContainerModule((binder) => bindNewsletter(binder, options.country)),
  new ContainerModule((binder) => bindPreview(binder, options.loadPanel)),
  new ContainerModule((binder) => bindSession(binder, options.loadRefresh)),
];
