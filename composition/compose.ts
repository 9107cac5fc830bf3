import { ContainerModule } from 'inversify';
import { bindCustomer } from './features/customer/bindings';
import { bindFooter } from './features/footer/bindings';
import { bindNewsletter } from './features/newsletter/bindings';
import { bindPreview } from './features/preview/bindings';
import { bindSession, type LoadRefresh } from './features/session/bindings';
import type { PreviewPanelLoader } from '../ui/preview/preview-panel-loader';
import { knownSafeHref, safeHref } from '../core/shared/safe-href.codec';
import { perCountry, type CountryCode } from '../core/country/country';
import type { StorefrontAddresses } from '../core/footer/country-switcher';
import { FOOTER_TOKENS } from '../core/footer/footer.tokens';
import { PREVIEW_TOKENS } from '../core/preview/preview.tokens';
import { SESSION_TOKENS } from '../core/session/session.tokens';
import { SHARED_TOKENS } from '../core/shared/shared.tokens';
import type { PageContext } from '../core/layout/page-context';
import { bindConfirmationState } from './features/confirmation/state';
import { bindNewsletterState } from './features/newsletter/state';
import { bindPreferencesState } from './features/preferences/state';
import type { PageState } from './page-state';

/**
 * What every composition is made of, the feature modules and the page's: `composeServer` and `composeShared`
 * (server/compose-server.ts) and `composeBrowser` (compose-browser.ts). Each environment's file imports only its own
 * ports, so no server code reaches the browser's chunks. The widget, which leaves the container out for its size, takes
 * its wiring from the newsletter's feature module.
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
 * (compose-browser.ts, server/compose-server.ts, or the test fakes), the page's facts from the page modules below.
 */
export const featureModules = (options: FeatureOptions): ContainerModule[] => [
  new ContainerModule((binder) => bindCustomer(binder)),
  footerModule(),
  // The newsletter's service and the use cases of its three features: the sign-up, the confirmation, the preferences.
  new ContainerModule((binder) => bindNewsletter(binder, options.country)),
  new ContainerModule((binder) => bindPreview(binder, options.loadPanel)),
  new ContainerModule((binder) => bindSession(binder, options.loadRefresh)),
];

/** The page alone: what the gateways read. The server binds it first and runs a page's use cases. */
export const pageContextModule = (page: PageContext): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(SHARED_TOKENS.pageContext).toConstantValue(page);
  });

/**
 * Binds what the server decided for the page besides the page itself: preview mode, storefront addresses, the footer
 * content it loaded and the outcome of a form posted without JavaScript. The server binds the state it is about to
 * send (once its features decided it); the browser binds the state it decoded from the page, so both render from the
 * same values.
 */
export const pageOutcomeModule = (state: PageState): ContainerModule =>
  new ContainerModule((binder) => {
    binder.bind(PREVIEW_TOKENS.previewMode).toConstantValue(state.previewMode);
    binder.bind(FOOTER_TOKENS.addresses).toConstantValue(addressesOf(state.addresses));
    binder
      .bind(FOOTER_TOKENS.preloaded)
      .toConstantValue(state.footer ? { cms: state.footer.cms ?? undefined, newsletterStatus: state.footer.newsletterStatus } : undefined);
    bindNewsletterState(binder, state);
    bindConfirmationState(binder, state);
    bindPreferencesState(binder, state);
    binder.bind(SESSION_TOKENS.signInAnswer).toConstantValue(state.signIn ?? null);
  });

const SITE_ROOT = knownSafeHref('/');

/** Storefront addresses from the page state; any that is unsafe becomes the site root. */
const addressesOf = (raw: Readonly<Record<CountryCode, string>>): StorefrontAddresses =>
  perCountry((code) => safeHref(raw[code]) ?? SITE_ROOT);
