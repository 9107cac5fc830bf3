import { ContainerModule } from 'inversify';
import type { CountryCode } from '../core/country/country';
import { bindCustomer } from './features/customer/bindings';
import { bindFooter } from './features/footer/bindings';
import { bindNewsletter } from './features/newsletter/bindings';
import { bindPreview } from './features/preview/bindings';
import { bindSession, type LoadRefresh } from './features/session/bindings';
import type { PreviewPanelLoader } from '../ui/preview/preview-panel-loader';

/**
 * The feature modules every composition is made of: `composeServer` and `composeShared` (server/compose-server.ts, per
 * request and for the content every visitor shares) and `composeBrowser` (compose-browser.ts, per page). Each
 * environment's file imports only its own ports, so no server code reaches the browser's chunks. The widget, which
 * leaves the container out for its size, takes its wiring from the newsletter's feature module.
 */

/** What the feature modules take from the environment: the storefront and the loaders of the lazy chunks (never called on the server). */
export interface FeatureOptions {
  readonly country: CountryCode;
  readonly loadRefresh: LoadRefresh;
  readonly loadPanel: PreviewPanelLoader;
}

/** The footer's module alone: what the shared footer content needs, without any other feature's bindings. */
export const footerModule = (): ContainerModule => new ContainerModule((binder) => bindFooter(binder));

/**
 * One ContainerModule per feature module (`composition/features/<feature>/bindings.ts`), the same in every environment:
 * each feature's gateways and use cases. Ports that differ per environment come from the environment's module
 * (compose-browser.ts, server/compose-server.ts, or the test fakes), the page's facts from bindings.page.ts.
 */
export const featureModules = (options: FeatureOptions): ContainerModule[] => [
  new ContainerModule((binder) => bindCustomer(binder)),
  footerModule(),
  // The newsletter's service and the use cases of its three features: the sign-up, the confirmation, the preferences.
  new ContainerModule((binder) => bindNewsletter(binder, options.country)),
  new ContainerModule((binder) => bindPreview(binder, options.loadPanel)),
  new ContainerModule((binder) => bindSession(binder, options.loadRefresh)),
];
