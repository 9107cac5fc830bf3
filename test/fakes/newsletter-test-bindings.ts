import type { Container } from '../../composition/container';
import { bindNewsletterUseCases } from '../../composition/features/newsletter/island-bindings';
import { bindConfirmation } from '../../composition/features/confirmation/server-bindings';
import { bindPreferences } from '../../composition/features/preferences/island-bindings';
import type { CountryCode } from '../../core/country/country';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { FakeNewsletterGateway } from './fake-newsletter-gateway';

/** Binds an in-memory newsletter service and the real newsletter use cases on top (tracking comes with the test container). */
export const bindNewsletterFakes = (container: Container, country: CountryCode): void => {
  container.bind(NEWSLETTER_TOKENS.gateway).toConstantValue(new FakeNewsletterGateway());
  bindNewsletterUseCases(container, country);
  bindPreferences(container, country);
  bindConfirmation(container);
};
