import { createConfirmation } from '../../../core/newsletter/confirm-subscription.controller';
import { confirmSubscription } from '../../../core/newsletter/confirm-subscription.use-case';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import { SHARED_TOKENS } from '../../../core/shared/shared.tokens';
import { bindFactory, type Binder } from '../../binding';
import type { FeatureBindings } from '../../feature-record';

/**
 * The double-opt-in confirmation's use case and controller, over the newsletter service (newsletter/bindings.ts binds
 * the service). Server-only (`server-bindings.ts`): the page is static HTML, its button posts, so no browser code needs them.
 */
export const bindConfirmation = (container: Binder): void => {
  bindFactory(container, NEWSLETTER_TOKENS.confirm, [NEWSLETTER_TOKENS.gateway, SHARED_TOKENS.logger], (gateway, logger) =>
    confirmSubscription({ gateway, logger }),
  );
  bindFactory(
    container,
    NEWSLETTER_TOKENS.confirmationController,
    [NEWSLETTER_TOKENS.confirm],
    (confirm) => (initial) => createConfirmation({ confirm }, initial),
  );
};

export default ((binder) => bindConfirmation(binder)) satisfies FeatureBindings;
