import type { CountryCode } from '../../../core/country/country';
import { loadSubscriber } from '../../../core/newsletter/load-subscriber.use-case';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import { saveSubscriberPreferences } from '../../../core/newsletter/save-subscriber-preferences.use-case';
import { unsubscribe } from '../../../core/newsletter/unsubscribe.use-case';
import { createSubscriberPreferences } from '../../../core/newsletter/subscriber-preferences.controller';
import { bindFactory, type Binder } from '../../binding';
import type { FeatureBindings } from '../../feature-record';

/** The subscriber preferences page's use cases, over the newsletter service (newsletter/bindings.ts binds the service). */
export const bindPreferences = (container: Binder, country: CountryCode): void => {
  const { gateway } = NEWSLETTER_TOKENS;
  bindFactory(container, NEWSLETTER_TOKENS.loadSubscriber, [gateway], (service) => loadSubscriber({ gateway: service }));
  bindFactory(container, NEWSLETTER_TOKENS.saveSubscriberPreferences, [gateway], (service) =>
    saveSubscriberPreferences({ gateway: service, country }),
  );
  bindFactory(container, NEWSLETTER_TOKENS.unsubscribe, [gateway], (service) => unsubscribe({ gateway: service }));
  // The page's controller, built by the island's hook and by the server's answer from this one factory.
  bindFactory(
    container,
    NEWSLETTER_TOKENS.preferencesController,
    [NEWSLETTER_TOKENS.loadSubscriber, NEWSLETTER_TOKENS.saveSubscriberPreferences, NEWSLETTER_TOKENS.unsubscribe],
    (loadSubscriber, saveSubscriberPreferences, unsubscribe) => (initial) =>
      createSubscriberPreferences({ loadSubscriber, saveSubscriberPreferences, unsubscribe, country }, initial),
  );
};

export default ((binder, { country }) => bindPreferences(binder, country)) satisfies FeatureBindings;
