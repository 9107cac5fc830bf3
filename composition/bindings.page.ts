import { ContainerModule } from 'inversify';
import type { Binder } from './container';
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
export const pageOutcomeModule = (state: PageState): ContainerModule => new ContainerModule((binder) => bindPageOutcome(binder, state));

const bindPageOutcome = (container: Binder, state: PageState): void => {
  container.bind(PREVIEW_TOKENS.previewMode).toConstantValue(state.previewMode);
  container.bind(FOOTER_TOKENS.addresses).toConstantValue(addressesOf(state.addresses));
  container
    .bind(FOOTER_TOKENS.preloaded)
    .toConstantValue(state.footer ? { cms: state.footer.cms ?? undefined, newsletterStatus: state.footer.newsletterStatus } : undefined);
  bindNewsletterState(container, state);
  bindConfirmationState(container, state);
  bindPreferencesState(container, state);
  container.bind(SESSION_TOKENS.signInAnswer).toConstantValue(state.signIn ?? null);
};

const SITE_ROOT = knownSafeHref('/');

/** Storefront addresses from the page state; any that is unsafe becomes the site root. */
const addressesOf = (raw: Readonly<Record<CountryCode, string>>): StorefrontAddresses =>
  perCountry((code) => safeHref(raw[code]) ?? SITE_ROOT);
