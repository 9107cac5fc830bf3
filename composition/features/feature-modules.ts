import { ContainerModule } from 'inversify';
import type { CountryCode } from '../../core/country/country';
import type { PreviewPanelLoader } from '../../ui/preview/preview-panel-loader';
import { bindCustomer } from './customer/bindings';
import { bindFooter } from './footer/bindings';
import { bindNewsletter } from './newsletter/bindings';
import { bindPreview } from './preview/bindings';
import { bindSession, type LoadRefresh } from './session/bindings';

/** What the feature modules take from the environment: the storefront and the loaders of the lazy chunks. */
export interface FeatureOptions {
  readonly country: CountryCode;
  /** Loads the login-token refresh machinery (browser: its chunk; server: never called). */
  readonly loadRefresh: LoadRefresh;
  /** Loads the staff panel (browser: its chunk; server: never called). */
  readonly loadPanel: PreviewPanelLoader;
}

/**
 * The footer's module alone: what the shared footer content needs (its gateway and use case), without any other
 * feature's bindings.
 */
export const footerModule = (): ContainerModule => new ContainerModule((binder) => bindFooter(binder));

/**
 * One ContainerModule per feature, the same in every environment (browser, server, test): each feature's gateways
 * and use cases, in its folder (`composition/features/<feature>/bindings.ts`). Ports that differ per environment come
 * from the environment's module (bindings.browser.ts, bindings.server.ts, or the test fakes), the page's facts from
 * bindings.page.ts; compose.ts puts them together per environment.
 */
export const featureModules = (options: FeatureOptions): ContainerModule[] => [
  new ContainerModule((binder) => bindCustomer(binder)),
  footerModule(),
  // The newsletter's gateway and the use cases of its three features: the sign-up, the confirmation, the preferences.
  new ContainerModule((binder) => bindNewsletter(binder, options.country)),
  new ContainerModule((binder) => bindPreview(binder, options.loadPanel)),
  new ContainerModule((binder) => bindSession(binder, options.loadRefresh)),
];
